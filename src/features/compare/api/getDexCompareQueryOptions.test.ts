import { QueryClient } from '@tanstack/react-query'
import { describe, expect, test, vi } from 'vitest'
import { ApiError } from '../../../lib/apiClient'
import { shouldRetryRequest } from '../../../lib/shouldRetryRequest'
import { POOL_DEV, POOL_V2, USDC, WETH } from '../testing/createCompareFixtures'
import {
  type GetDexCompareQueryKeyParameters,
  getDexCompareQueryKey,
  getDexCompareQueryOptions,
} from './getDexCompareQueryOptions'

const inputs: GetDexCompareQueryKeyParameters = {
  chainId: 31337,
  src: WETH,
  dst: USDC,
  amountWei: 10n ** 18n,
  quoteProvenance: {
    blockNumber: 120n,
    generatedAtMs: 5_000,
    receivedAtMs: 1_000_000,
  },
  baseUrl: '/api',
}

describe('dex-compare query key', () => {
  test('behavior: generic to specific, holding every input and the quote it stands beside', () => {
    expect(getDexCompareQueryKey(inputs)).toEqual([
      'dexCompare',
      {
        baseUrl: '/api',
        chainId: 31337,
        src: WETH.toLowerCase(),
        dst: USDC.toLowerCase(),
        amountWei: '1000000000000000000',
        quoteBlockNumber: '120',
        quoteGeneratedAtMs: 5_000,
        quoteReceivedAtMs: 1_000_000,
      },
    ])
  })

  test('behavior: changing any input, or a renewed quote, changes the key', () => {
    const base = JSON.stringify(getDexCompareQueryKey(inputs))
    const provenance = inputs.quoteProvenance
    const variants: Partial<GetDexCompareQueryKeyParameters>[] = [
      { chainId: 999 },
      { src: USDC, dst: WETH },
      { amountWei: 2n },
      { baseUrl: '/other' },
      { quoteProvenance: { ...provenance, receivedAtMs: 1_030_000 } },
      { quoteProvenance: { ...provenance, blockNumber: 121n } },
      { quoteProvenance: { ...provenance, generatedAtMs: 6_000 } },
    ]
    for (const variant of variants) {
      expect(
        JSON.stringify(getDexCompareQueryKey({ ...inputs, ...variant })),
      ).not.toBe(base)
    }
    // Address case is not an input.
    expect(
      JSON.stringify(
        getDexCompareQueryKey({
          ...inputs,
          src: WETH.toLowerCase() as typeof WETH,
        }),
      ),
    ).toBe(base)
  })
})

describe('dex-compare query options', () => {
  test('behavior: one figure per quote; no retry on 4xx or 429, one on 5xx', () => {
    const options = getDexCompareQueryOptions(inputs)
    expect(options.queryKey).toEqual(getDexCompareQueryKey(inputs))
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY)
    expect(options.refetchOnWindowFocus).toBe(false)
    expect(options.retry).toBe(shouldRetryRequest)
    const failure = (kind: 'http' | 'rate-limited', status: number) =>
      new ApiError({ kind, status, message: 'x', endpoint: 'dexCompare' })
    expect(shouldRetryRequest(0, failure('http', 400))).toBe(false)
    expect(shouldRetryRequest(0, failure('rate-limited', 429))).toBe(false)
    expect(shouldRetryRequest(0, failure('http', 502))).toBe(true)
  })

  test('behavior: asks with exactly the quote’s inputs and keeps the pools’ order', async () => {
    const fetchFn = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(
          JSON.stringify({
            akkaQuote: '2000000000',
            decimalsOut: 6,
            pools: [
              {
                poolAddress: POOL_DEV,
                poolType: 'devswap',
                amountOut: '1995000000',
                decimalsOut: 6,
              },
              {
                poolAddress: POOL_V2,
                poolType: 'uniswap_v2',
                amountOut: '1990000000',
                decimalsOut: 6,
              },
            ],
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    )
    const client = new QueryClient()
    const result = await client.fetchQuery(
      getDexCompareQueryOptions({
        ...inputs,
        baseUrl: 'http://proxy.test/api',
        fetchFn,
      }),
    )
    const url = new URL(String(fetchFn.mock.calls[0]?.[0]))
    expect(url.pathname).toBe('/api/swap/v1/31337/dex-compare')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      src: WETH,
      dst: USDC,
      amount: '1000000000000000000',
    })
    expect(result).toMatchObject({
      aggregatorAmountOutWei: 2_000_000_000n,
      decimalsOut: 6,
      pools: [
        {
          address: POOL_DEV,
          poolType: 'devswap',
          amountOutWei: 1_995_000_000n,
        },
        {
          address: POOL_V2,
          poolType: 'uniswap_v2',
          amountOutWei: 1_990_000_000n,
        },
      ],
    })
    expect(typeof result.receivedAtMs).toBe('number')
  })
})
