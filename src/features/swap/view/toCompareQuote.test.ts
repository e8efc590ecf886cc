import { describe, expect, test } from 'vitest'
import type { AppToken } from '../../tokens'
import type { Quote } from '../api/types'
import type { SwapModel } from '../hooks/useSwapModel'
import { toCompareQuote } from './toCompareQuote'

const weth = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

const token = (symbol: string, decimals: number, priceUsd: number | null) =>
  ({ symbol, decimals, priceUsd, name: symbol }) as AppToken

const quote = {
  kind: 'executable',
  inputs: { chainId: 31337, src: weth, dst: usdc, amount: '1000' },
  dstAmount: 1990n,
  routes: null,
  blockNumber: 77n,
  generatedAtMs: 5_000,
  receivedAtMs: 6_000,
} as unknown as Quote

function modelWith(overrides: Partial<SwapModel['quote']>): SwapModel {
  return {
    quote: { quote, isStale: false, ...overrides },
    sellToken: token('WETH', 18, 2000),
    buyToken: token('USDC', 6, 1),
    // What is typed now may differ from the quote's own inputs.
    amount: { status: 'valid', amount: 5000n },
  } as unknown as SwapModel
}

describe('toCompareQuote', () => {
  test('behavior: the comparison gets the quote’s own inputs, output and provenance', () => {
    const impact = { percent: 0.4, basis: 'pool-mid-price' as const }
    expect(toCompareQuote(modelWith({ isStale: true }), impact)).toEqual({
      chainId: 31337,
      src: weth,
      dst: usdc,
      amountWei: 1000n,
      dstAmountWei: 1990n,
      provenance: {
        blockNumber: 77n,
        generatedAtMs: 5_000,
        receivedAtMs: 6_000,
      },
      sellToken: { symbol: 'WETH', decimals: 18, priceUsd: 2000 },
      buyToken: { symbol: 'USDC', decimals: 6, priceUsd: 1 },
      routes: null,
      routeSource: 'quote',
      priceImpact: impact,
      isStale: true,
      gas: {
        quote,
        network: modelWith({ isStale: true }),
      },
    })
  })

  test('behavior: the route’s gas figures go to the panel as held: the quote’s, the network’s price and coin', () => {
    const model = {
      ...modelWith({
        quote: { ...quote, gasUnits: 200_000n, gasPriceWei: 9n },
      }),
      gasPriceWei: 3n,
      nativeToken: token('ETH', 18, 2000),
    } as SwapModel
    const gas = toCompareQuote(model, null)?.gas
    expect(gas?.quote).toMatchObject({ gasUnits: 200_000n, gasPriceWei: 9n })
    expect(gas?.network).toMatchObject({
      gasPriceWei: 3n,
      nativeToken: { symbol: 'ETH', decimals: 18, priceUsd: 2000 },
    })
  })

  test('behavior: a quote without routes borrows the indicative quote’s, and its mid-price impact, saying so', () => {
    const usd = { percent: 0.05, basis: 'usd-prices' as const }
    const midPrice = { percent: 0.5, basis: 'pool-mid-price' as const }
    const routes = [{ percent: 100, pools: [], path: [] }]
    expect(
      toCompareQuote(modelWith({}), usd, { routes, priceImpact: midPrice }),
    ).toMatchObject({
      routes,
      routeSource: 'indicative-quote',
      priceImpact: midPrice,
    })
    // Pools not read yet: the quote's own figure stays.
    expect(
      toCompareQuote(modelWith({}), usd, { routes, priceImpact: null }),
    ).toMatchObject({
      routes,
      routeSource: 'indicative-quote',
      priceImpact: usd,
    })
    // A quote with its own route keeps it.
    const ownRoutes = [{ percent: 100, pools: [], path: [] }]
    expect(
      toCompareQuote(
        modelWith({ quote: { ...quote, routes: ownRoutes } }),
        midPrice,
        { routes, priceImpact: usd },
      ),
    ).toMatchObject({
      routes: ownRoutes,
      routeSource: 'quote',
      priceImpact: midPrice,
    })
  })

  test('behavior: no quote, nothing to compare', () => {
    expect(toCompareQuote(modelWith({ quote: null }), null)).toBeNull()
  })
})
