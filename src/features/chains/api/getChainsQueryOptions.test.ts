import { QueryClient } from '@tanstack/react-query'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { loadApiContract } from '../../../lib/apiClient'
import { CHAINS_COPY_STORAGE_KEY } from './chainsCopy'
import {
  getChainsCopyQueryKey,
  getChainsQueryKey,
  getChainsQueryOptions,
} from './getChainsQueryOptions'

const registry = [
  {
    chainId: 999,
    name: 'HyperEVM',
    nativeSymbol: 'HYPE',
    nativeDecimals: 18,
    wrappedNative: {},
    routerAddress: '0xcce7452db4392b40aa0e1592a7c486e13bf69654',
    contractVersion: '1.0.0',
    operationalStatus: 'ACTIVE',
    explorerUrl: {},
    routerCodeHash: {},
    deploymentBlock: {},
    deploymentTransactionHash: {},
    deployedAt: {},
    auditUrls: [],
  },
]

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const answering = (async () =>
  new Response(JSON.stringify(registry), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })) as typeof fetch
const down = (async () => {
  throw new TypeError('fetch failed')
}) as typeof fetch

describe('getChainsQueryOptions', () => {
  beforeAll(() => loadApiContract())

  test('behavior: the key holds the proxy it reads from', () => {
    expect(getChainsQueryKey({ baseUrl: '/api' })).toEqual([
      'chains',
      'list',
      { baseUrl: '/api' },
    ])
    expect(getChainsQueryOptions({ baseUrl: '/x' }).queryKey).toEqual(
      getChainsQueryKey({ baseUrl: '/x' }),
    )
  })

  test('behavior: the registry survives a proxy that cannot answer: this browser’s copy, with when it was saved', async () => {
    const storage = memoryStorage()
    const live = new QueryClient()
    const fresh = await live.fetchQuery(
      getChainsQueryOptions({ baseUrl: '/api', fetchFn: answering, storage }),
    )
    expect(fresh.map((chain) => chain.chainId)).toEqual([999])
    await vi.waitFor(() =>
      expect(storage.getItem(CHAINS_COPY_STORAGE_KEY)).toContain('HyperEVM'),
    )
    expect(
      live.getQueryData(getChainsCopyQueryKey({ baseUrl: '/api' })),
    ).toBeNull()

    const reloaded = new QueryClient({
      defaultOptions: { queries: { retry: false } },
    })
    const copy = await reloaded.fetchQuery(
      getChainsQueryOptions({ baseUrl: '/api', fetchFn: down, storage }),
    )
    expect(copy.map((chain) => chain.chainId)).toEqual([999])
    expect(
      reloaded.getQueryData(getChainsCopyQueryKey({ baseUrl: '/api' })),
    ).toEqual(expect.any(Number))
    // Another proxy's copy is not this one's.
    await expect(
      new QueryClient({
        defaultOptions: { queries: { retry: false } },
      }).fetchQuery(
        getChainsQueryOptions({ baseUrl: '/other', fetchFn: down, storage }),
      ),
    ).rejects.toThrow()
  })
})
