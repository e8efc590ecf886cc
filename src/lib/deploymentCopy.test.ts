import { describe, expect, test } from 'vitest'
import {
  DEPLOYMENT_COPY_STORAGE_KEY,
  dropDeploymentCopy,
  isSameDeployment,
  loadDeploymentCopy,
  saveDeploymentCopy,
} from './deploymentCopy'

const settings = {
  rpcUrls: { 31337: 'http://127.0.0.1:8545' },
  walletConnect: {
    projectId: 'devnetLocalRelay',
    relayUrl: 'ws://127.0.0.1:8789',
  },
}

describe('deploymentCopy', () => {
  test('behavior: keeps the settings read last and gives them back parsed', async () => {
    saveDeploymentCopy(localStorage, settings)
    expect(await loadDeploymentCopy(localStorage)).toEqual(settings)
  })

  test('behavior: a copy the contract refuses is no copy (a stored javascript: URL never becomes a transport)', async () => {
    localStorage.setItem(
      DEPLOYMENT_COPY_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        savedAtMs: Date.now(),
        value: { rpcUrls: { 1: 'javascript:alert(1)' }, walletConnect: null },
      }),
    )
    expect(await loadDeploymentCopy(localStorage)).toBeNull()
    localStorage.setItem(DEPLOYMENT_COPY_STORAGE_KEY, '{not json')
    expect(await loadDeploymentCopy(localStorage)).toBeNull()
    expect(await loadDeploymentCopy(null)).toBeNull()
  })

  test('behavior: dropping says whether the copy is gone', () => {
    saveDeploymentCopy(localStorage, settings)
    expect(dropDeploymentCopy(localStorage)).toBe(true)
    expect(localStorage.getItem(DEPLOYMENT_COPY_STORAGE_KEY)).toBeNull()
    // A storage that keeps what it is told to remove.
    const stuck = {
      getItem: () => 'kept',
      setItem: () => {},
      removeItem: () => {},
    }
    expect(dropDeploymentCopy(stuck)).toBe(false)
  })

  test('behavior: settings are the same only when every value is', () => {
    expect(isSameDeployment(settings, structuredClone(settings))).toBe(true)
    expect(
      isSameDeployment(settings, { ...settings, walletConnect: null }),
    ).toBe(false)
  })
})
