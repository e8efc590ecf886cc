import { afterEach, describe, expect, test, vi } from 'vitest'
import { mainnet } from 'wagmi/chains'
import { getLazyConnectors } from './lazyConnectors'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('lazy connectors', () => {
  test('behavior: no WalletConnect without a project id', () => {
    vi.stubEnv('VITE_WALLETCONNECT_PROJECT_ID', '')
    const ids = getLazyConnectors({ walletConnectProjectId: null }).map(
      (connector) => connector.id,
    )
    expect(ids).not.toContain('walletConnect')
  })

  test('behavior: choosing WalletConnect loads its connector', async () => {
    vi.stubEnv('VITE_WALLETCONNECT_PROJECT_ID', 'test-project-id')
    const walletConnect = getLazyConnectors({
      walletConnectProjectId: 'test-project-id',
    }).find((connector) => connector.id === 'walletConnect')
    expect(walletConnect).toBeDefined()
    const createConnector = await walletConnect?.load()
    // The connector is built only; it cannot reach a relay here.
    const connector = createConnector?.({
      chains: [mainnet],
      emitter: { emit() {}, on() {}, off() {} },
      storage: null,
    } as never)
    expect(connector).toMatchObject({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect',
    })
  })
})
