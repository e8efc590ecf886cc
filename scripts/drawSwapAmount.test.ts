import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { createSeededRandom } from './createSeededRandom'
import { drawSwapAmount } from './drawSwapAmount'

const usdc = { priceUsd: 1, decimals: 6, balance: parseUnits('1000000', 6) }
const eth = { priceUsd: 3000, decimals: 18, balance: parseEther('10000') }
const range = { minUsd: 10, maxUsd: 1000 }

describe('drawSwapAmount', () => {
  it('behavior: the same seed draws the same amounts, all different', () => {
    const draw = (seed: number) => {
      const random = createSeededRandom(seed)
      return Array.from({ length: 50 }, () =>
        drawSwapAmount({ random, ...eth, ...range }),
      )
    }
    expect(draw(9)).toEqual(draw(9))
    expect(new Set(draw(9)).size).toBe(50)
    expect(draw(10)).not.toEqual(draw(9))
  })

  it('behavior: stays within the range in USD, log-uniformly (median at the geometric mean)', () => {
    const random = createSeededRandom(11)
    const usd = Array.from({ length: 4000 }, () => {
      const amount = drawSwapAmount({ random, ...usdc, ...range })
      return Number(amount) / 1e6
    }).sort((a, b) => a - b)
    expect(usd[0]).toBeGreaterThanOrEqual(10)
    expect(usd.at(-1)).toBeLessThanOrEqual(1000)
    // log-uniform on [10, 1000]: half below 100, a third below ~46.4
    expect(usd[2000]).toBeGreaterThan(90)
    expect(usd[2000]).toBeLessThan(110)
    const belowThird = usd.filter((x) => x < 46.42).length / usd.length
    expect(belowThird).toBeCloseTo(1 / 3, 1)
  })

  it('behavior: writes 4 significant digits, as a person types an amount', () => {
    expect(
      drawSwapAmount({ random: () => 0.5, ...eth, minUsd: 10, maxUsd: 1000 }),
    ).toBe(parseEther('0.03333'))
    expect(
      drawSwapAmount({ random: () => 1, ...usdc, minUsd: 10, maxUsd: 1234.56 }),
    ).toBe(parseUnits('1235', 6))
  })

  it('behavior: sells at most the balance share, and nothing below minUsd', () => {
    const small = { ...usdc, balance: parseUnits('300', 6) }
    expect(drawSwapAmount({ random: () => 1, ...small, ...range })).toBe(
      parseUnits('150', 6),
    )
    const tiny = { ...usdc, balance: parseUnits('15', 6) }
    expect(drawSwapAmount({ random: () => 1, ...tiny, ...range })).toBeNull()
    expect(
      drawSwapAmount({ random: () => 0, ...usdc, ...range, balance: 0n }),
    ).toBeNull()
  })

  it('behavior: refuses a range, price or share that makes no sense', () => {
    const random = () => 0.5
    expect(() =>
      drawSwapAmount({ random, ...usdc, minUsd: 100, maxUsd: 10 }),
    ).toThrow('need 0 < minUsd ≤ maxUsd, got 100 and 10')
    expect(() =>
      drawSwapAmount({ random, ...usdc, priceUsd: 0, ...range }),
    ).toThrow('priceUsd must be above 0: 0')
    expect(() =>
      drawSwapAmount({ random, ...usdc, ...range, maxBalanceShare: 2 }),
    ).toThrow('maxBalanceShare must be in (0, 1]: 2')
  })
})
