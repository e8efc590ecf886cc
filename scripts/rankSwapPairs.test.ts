import { describe, expect, it } from 'vitest'
import { rankSwapPairs } from './rankSwapPairs'

describe('rankSwapPairs', () => {
  it('behavior: ranks pairs of popular tokens first, every ordered pair once', () => {
    const pairs = rankSwapPairs(['ETH', 'USDC', 'DAI'])
    expect(pairs.map(({ sell, buy }) => `${sell}>${buy}`)).toEqual([
      'ETH>USDC',
      'USDC>ETH',
      'ETH>DAI',
      'DAI>ETH',
      'USDC>DAI',
      'DAI>USDC',
    ])
  })

  it('behavior: leaves out what is not tradable', () => {
    const pairs = rankSwapPairs(
      ['ETH', 'USDC', 'WETH'],
      (sell, buy) => !(sell.endsWith('ETH') && buy.endsWith('ETH')),
    )
    expect(pairs).toHaveLength(4)
    expect(pairs).not.toContainEqual({ sell: 'ETH', buy: 'WETH' })
  })

  it('behavior: refuses a token listed twice', () => {
    expect(() => rankSwapPairs(['ETH', 'ETH'])).toThrow(
      'rankSwapPairs: a token is listed twice',
    )
  })
})
