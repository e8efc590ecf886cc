import { QueryClient } from '@tanstack/react-query'
import { beforeAll, describe, expect, test } from 'vitest'
import { loadApiContract } from '../../../lib/apiClient'
import type { TokenListAge } from '../types'
import {
  getTokenListAgeQueryKey,
  getTokenListQueryKey,
  getTokenListQueryOptions,
} from './getTokenListQueryOptions'
import { tokenListCopyStorageKey } from './tokenListCopy'

const baseUrl = 'http://proxy.test/api'
const usdc = {
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  logoURI: '/api/logos/AAAAAAAAAAAAAAAAAAAAAA/dXNkYy5zdmc',
  tags: [],
  verified: true,
  buyPriceUsd: 1,
  sellPriceUsd: 1,
}

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const answering = (ageSeconds: string) =>
  (async () =>
    new Response(JSON.stringify({ tokens: { [usdc.address]: usdc } }), {
      status: 200,
      headers: { 'content-type': 'application/json', age: ageSeconds },
    })) as typeof fetch

const down = (async () => {
  throw new TypeError('fetch failed')
}) as typeof fetch

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('the token list’s last good copy', () => {
  beforeAll(() => loadApiContract())

  test('behavior: a page’s Age dates the prices; the answer is kept in the browser', async () => {
    const storage = memoryStorage()
    const client = new QueryClient()
    const before = Date.now()
    const tokens = await client.fetchQuery(
      getTokenListQueryOptions({
        chainId: 999,
        baseUrl,
        fetchFn: answering('180'),
        storage,
      }),
    )
    expect(tokens.map((token) => token.symbol)).toContain('USDC')
    const age = client.getQueryData<TokenListAge>(
      getTokenListAgeQueryKey({ chainId: 999, baseUrl }),
    )
    expect(age?.copySavedAtMs).toBeNull()
    expect(before - (age?.pricesAtMs ?? 0)).toBeGreaterThanOrEqual(179_000)
    await until(() => storage.getItem(tokenListCopyStorageKey(999)) !== null)
    expect(storage.getItem(tokenListCopyStorageKey(999))).toContain('USDC')
  })

  test('behavior: the proxy cannot answer: the copy is served with its age, not an error', async () => {
    const storage = memoryStorage()
    const first = new QueryClient()
    await first.fetchQuery(
      getTokenListQueryOptions({
        chainId: 999,
        baseUrl,
        fetchFn: answering('0'),
        storage,
      }),
    )
    await until(() => storage.getItem(tokenListCopyStorageKey(999)) !== null)
    // A reload while the proxy is down.
    const reloaded = new QueryClient({
      defaultOptions: { queries: { retry: false } },
    })
    const tokens = await reloaded.fetchQuery(
      getTokenListQueryOptions({
        chainId: 999,
        baseUrl,
        fetchFn: down,
        storage,
      }),
    )
    expect(tokens.map((token) => token.symbol)).toContain('USDC')
    const age = reloaded.getQueryData<TokenListAge>(
      getTokenListAgeQueryKey({ chainId: 999, baseUrl }),
    )
    expect(age?.copySavedAtMs).toEqual(expect.any(Number))
  })

  test('behavior: no copy, or a stranger’s value, is the error it was', async () => {
    const storage = memoryStorage()
    storage.setItem(
      tokenListCopyStorageKey(999),
      '{"version":1,"savedAtMs":1,"value":{"tokens":{"x":1}}}',
    )
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false } },
    })
    await expect(
      client.fetchQuery(
        getTokenListQueryOptions({
          chainId: 999,
          baseUrl,
          fetchFn: down,
          storage,
        }),
      ),
    ).rejects.toMatchObject({ name: 'ApiError', kind: 'network' })
  })

  test('behavior: a failed re-read keeps the list already on screen (the query’s own data)', async () => {
    const storage = memoryStorage()
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false } },
    })
    client.setQueryData(getTokenListQueryKey({ chainId: 999, baseUrl }), [])
    await expect(
      client.fetchQuery({
        ...getTokenListQueryOptions({
          chainId: 999,
          baseUrl,
          fetchFn: down,
          storage,
        }),
        staleTime: 0,
      }),
    ).rejects.toThrow()
    expect(
      client.getQueryData(getTokenListQueryKey({ chainId: 999, baseUrl })),
    ).toEqual([])
  })
})
