import { describe, expect, test } from 'vitest'
import type { Route } from '../../../../schema/swap'
import { createFormatters } from '../../../lib/format'
import { createTestI18n } from '../../../lib/i18n/testing/createTestI18n'
import { describeQuoteProblems } from './describeQuoteProblems'
import { getGasCost } from './getGasCost'
import { getMinimumReceived } from './getMinimumReceived'
import { getMidPriceOutput, getPriceImpact } from './getPriceImpact'
import { getRates } from './getRates'

const tokenA = '0x1000000000000000000000000000000000000000'
const tokenB = '0x2000000000000000000000000000000000000000'
const tokenC = '0x3000000000000000000000000000000000000000'
const pool1 = '0xa000000000000000000000000000000000000001'
const pool2 = '0xa000000000000000000000000000000000000002'

const hop = (address: string) => ({
  address: address as `0x${string}`,
  fee: 30,
  exchange: 'uniswap',
  poolType: 'uni_v2',
})
const step = (address: string) => ({
  address: address as `0x${string}`,
  decimals: 18,
  symbol: 'T',
})

describe('quote figures', () => {
  test('behavior: minimum received comes from the transaction or slippage', () => {
    expect(
      getMinimumReceived({
        dstAmount: 1000n,
        minAmountOut: 990n,
        slippagePercent: '0.5',
      }),
    ).toEqual({ amount: 990n, source: 'transaction' })
    expect(
      getMinimumReceived({
        dstAmount: 1_000_000n,
        minAmountOut: null,
        slippagePercent: '0.5',
      }),
    ).toEqual({ amount: 995_000n, source: 'slippage' })
    expect(
      getMinimumReceived({
        dstAmount: 1_000_000n,
        minAmountOut: null,
        slippagePercent: '12.3456',
      }).amount,
    ).toBe(876_544n)
  })

  test('behavior: rates read both ways across decimals', () => {
    expect(
      getRates(
        {
          amountIn: 2n * 10n ** 18n,
          amountOut: 5_000_000_000n,
          decimalsIn: 18,
          decimalsOut: 6,
        },
        createFormatters('en'),
      ),
    ).toEqual({ outPerIn: '2,500', inPerOut: '0.0004' })
  })

  test('behavior: gas cost uses the quoted price and the native USD price', () => {
    expect(
      getGasCost({
        gasUnits: 200_000n,
        gasPriceWei: 10n ** 10n,
        nativeDecimals: 18,
        nativePriceUsd: 3000,
      }),
    ).toEqual({ nativeAmount: 2n * 10n ** 15n, usd: 6 })
    expect(
      getGasCost({
        gasUnits: null,
        gasPriceWei: 1n,
        nativeDecimals: 18,
        nativePriceUsd: 1,
      }),
    ).toBeNull()
  })

  test('behavior: mid-price output follows split and multi-hop routes', () => {
    const routes: Route[] = [
      { percent: 50, pools: [hop(pool1)], path: [step(tokenA), step(tokenB)] },
      {
        percent: 50,
        pools: [hop(pool1), hop(pool2)],
        path: [step(tokenA), step(tokenB), step(tokenC)],
      },
    ]
    const midPrices = new Map([
      // tokenA is token0 of pool1: 1 A = 2 B.
      [pool1, { kind: 'reserves' as const, reserve0: 100n, reserve1: 200n }],
      // tokenB is token0 of pool2 with sqrtPrice for price 4: 1 B = 4 C.
      [pool2, { kind: 'sqrtPrice' as const, sqrtPriceX96: 2n * 2n ** 96n }],
    ])
    expect(getMidPriceOutput({ routes, amountIn: 1000n, midPrices })).toBe(
      500 * 2 + 500 * 2 * 4,
    )
    expect(
      getMidPriceOutput({ routes, amountIn: 1000n, midPrices: new Map() }),
    ).toBeNull()
  })

  test('behavior: price impact prefers the pools’ mid price, else USD', () => {
    const base = {
      amountIn: 10n ** 18n,
      amountOut: 990n * 10n ** 6n,
      decimalsIn: 18,
      decimalsOut: 6,
      priceInUsd: 1000,
      priceOutUsd: 1,
    }
    expect(getPriceImpact({ ...base, midPriceOutput: 1000 * 10 ** 6 })).toEqual(
      { percent: 1, basis: 'pool-mid-price' },
    )
    const byUsd = getPriceImpact({ ...base, midPriceOutput: null })
    expect(byUsd?.basis).toBe('usd-prices')
    expect(byUsd?.percent).toBeCloseTo(1)
    expect(
      getPriceImpact({ ...base, midPriceOutput: null, priceOutUsd: null }),
    ).toBeNull()
  })

  test('behavior: an absurd USD price never makes an impact figure', () => {
    const base = {
      amountIn: 10n ** 18n,
      amountOut: 990n * 10n ** 6n,
      decimalsIn: 18,
      decimalsOut: 6,
      midPriceOutput: null,
      priceInUsd: 1000,
    }
    for (const priceOutUsd of [1e308, Number.NaN, -5, 0]) {
      expect(
        getPriceImpact({ ...base, priceOutUsd }),
        String(priceOutUsd),
      ).toBeNull()
      expect(
        getPriceImpact({ ...base, priceInUsd: priceOutUsd, priceOutUsd: 1 }),
      ).toBeNull()
    }
  })

  test('behavior: issues and unknown checks read as plain words', () => {
    const problems = describeQuoteProblems({
      quote: {
        issues: [
          {
            code: 'INSUFFICIENT_BALANCE',
            message: 'balance too low',
            actual: '1000000',
            expected: '2500000',
            token: tokenA,
          },
          {
            code: 'INSUFFICIENT_ALLOWANCE',
            message: 'allowance too low',
            actual: '0',
            expected: '2500000',
            token: tokenA,
            spender: tokenB,
          },
        ],
        validation: {
          balance: { status: 'ISSUE' },
          allowance: { status: 'ISSUE' },
          gas: { status: 'UNKNOWN', reason: 'rpc timeout' },
        },
        simulationStatus: 'INCOMPLETE',
      },
      labelOf: () => ({ symbol: 'USDC', decimals: 6 }),
      sellSymbol: 'USDC',
      nativeSymbol: 'ETH',
      i18n: createTestI18n(),
      format: createFormatters('en'),
    })
    expect(problems.map((p) => p.text)).toEqual([
      'Not enough USDC: you have 1 USDC, this swap needs 2.5 USDC.',
      'The router may spend 0 USDC of your USDC; this swap needs 2.5 USDC, so it starts with an approval.',
      'The service could not check whether you have enough ETH for gas (rpc timeout). It will be checked again before you sign.',
    ])
  })

  test('behavior: an incomplete simulation is news only when no approval comes first', () => {
    const describe = (
      issues: Parameters<typeof describeQuoteProblems>[0]['quote']['issues'],
    ) =>
      describeQuoteProblems({
        quote: {
          issues,
          validation: null,
          simulationStatus: 'INCOMPLETE',
        },
        labelOf: () => ({ symbol: 'USDC', decimals: 6 }),
        sellSymbol: 'USDC',
        nativeSymbol: 'ETH',
        i18n: createTestI18n(),
        format: createFormatters('en'),
      }).map((p) => p.text)
    expect(describe([])).toEqual([
      'The service could not fully simulate this swap. It will be simulated again before you sign.',
    ])
    expect(
      describe([
        {
          code: 'INSUFFICIENT_ALLOWANCE',
          message: 'allowance too low',
          actual: '0',
          expected: '2500000',
          token: tokenA,
          spender: tokenB,
        },
      ]),
    ).toEqual([
      'The router may spend 0 USDC of your USDC; this swap needs 2.5 USDC, so it starts with an approval.',
    ])
  })
})
