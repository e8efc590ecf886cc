import { describe, expect, test } from 'vitest'
import {
  createTestPartnerQuote,
  testBuyToken,
  testSellToken,
} from '../guards/testing/createTestPartnerQuote'
import {
  toDisplayedPartnerQuote,
  toDisplayedRoutes,
  toDisplayedTokenInfo,
} from './toDisplayedQuote'

const hidden = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/

describe('toDisplayedQuote', () => {
  test('behavior: token words, issue messages and check reasons pass the display rule', () => {
    const quote = toDisplayedPartnerQuote(
      createTestPartnerQuote({
        srcToken: {
          address: testSellToken,
          symbol: 'USDC\u202e',
          name: `USD \u2066Coin\u2069 ${'x'.repeat(100)}`,
          decimals: 6,
          logoUri: null,
        },
        issues: [
          {
            code: 'INSUFFICIENT_BALANCE',
            message: `Not\u200b enough ${'y'.repeat(300)}`,
            actual: '1',
            expected: '2',
            token: testSellToken,
          },
        ],
      }),
    )
    expect(quote.srcToken?.symbol).toBe('USDC')
    expect(quote.srcToken?.name).toHaveLength(64)
    expect(quote.issues[0]?.message).toMatch(/^Not enough y+…$/)
    expect(quote.issues[0]?.message.length).toBeLessThanOrEqual(200)
    expect(JSON.stringify(quote)).not.toMatch(hidden)
    // What is signed is untouched.
    expect(quote.tx).toEqual(createTestPartnerQuote().tx)
  })

  test('behavior: a token described with unusable decimals is left out', () => {
    const info = {
      address: testBuyToken,
      symbol: 'MOON',
      name: 'Moon',
      decimals: 255,
      logoUri: null,
    }
    expect(toDisplayedTokenInfo(info)).toBeUndefined()
    const quote = toDisplayedPartnerQuote(
      createTestPartnerQuote({ dstToken: info }),
    )
    expect(quote.dstToken).toBeUndefined()
    expect(quote.srcToken?.symbol).toBe('USDC')
  })

  test('behavior: route symbols and pool names are cleaned and capped', () => {
    const [route] = toDisplayedRoutes([
      {
        percent: 100,
        pools: [
          {
            address: testSellToken,
            fee: 30,
            exchange: `Uni\u200dswap ${'z'.repeat(60)}`,
            poolType: 'uniswap_v2\u202e',
          },
        ],
        path: [
          { address: testSellToken, decimals: 6, symbol: 'L'.repeat(120) },
          { address: testBuyToken, decimals: 18, symbol: 'W\u200dETH' },
        ],
      },
    ])
    expect(route?.pools[0]?.exchange).toMatch(/^Uniswap z+…$/)
    expect(route?.pools[0]?.poolType).toBe('uniswap_v2')
    expect(route?.path.map((token) => token.symbol)).toEqual([
      `${'L'.repeat(23)}…`,
      'WETH',
    ])
  })
})
