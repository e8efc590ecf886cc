import { describe, expect, it } from 'vitest'
import { createSeededRandom } from './createSeededRandom'

describe('createSeededRandom', () => {
  it('behavior: the same seed gives the same sequence, another seed another', () => {
    const draw = (seed: number) => {
      const random = createSeededRandom(seed)
      return Array.from({ length: 5 }, () => random())
    }
    expect(draw(42)).toEqual(draw(42))
    expect(draw(43)).not.toEqual(draw(42))
  })

  it('behavior: draws in [0, 1), spread evenly', () => {
    const random = createSeededRandom(7)
    const draws = Array.from({ length: 20_000 }, () => random())
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...draws)).toBeLessThan(1)
    const belowHalf = draws.filter((x) => x < 0.5).length / draws.length
    expect(belowHalf).toBeGreaterThan(0.48)
    expect(belowHalf).toBeLessThan(0.52)
  })

  it('behavior: refuses a seed that is not a whole number', () => {
    expect(() => createSeededRandom(1.5)).toThrow(
      'seed must be a whole number, got 1.5',
    )
  })
})
