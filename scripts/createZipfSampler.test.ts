import { describe, expect, it } from 'vitest'
import { createSeededRandom } from './createSeededRandom'
import { createZipfSampler } from './createZipfSampler'

const ranked = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']

function countDraws(n: number, seed: number, exponent?: number) {
  const sample = createZipfSampler(ranked, exponent)
  const random = createSeededRandom(seed)
  const counts = new Map<string, number>()
  for (let i = 0; i < n; i++) {
    const item = sample(random)
    counts.set(item, (counts.get(item) ?? 0) + 1)
  }
  return ranked.map((item) => counts.get(item) ?? 0)
}

describe('createZipfSampler', () => {
  it('behavior: the same seed draws the same items', () => {
    const draw = (seed: number) => {
      const sample = createZipfSampler(ranked)
      const random = createSeededRandom(seed)
      return Array.from({ length: 20 }, () => sample(random))
    }
    expect(draw(1)).toEqual(draw(1))
    expect(draw(1)).not.toEqual(draw(2))
  })

  it('behavior: draws rank k about 1/k as often as rank 1', () => {
    const counts = countDraws(100_000, 3)
    const first = counts[0] ?? 0
    // 1 / H(10) of the draws go to rank 1.
    expect(first / 100_000).toBeCloseTo(1 / 2.928968, 2)
    counts.forEach((count, index) => {
      expect(count / first).toBeCloseTo(1 / (index + 1), 1)
    })
  })

  it('behavior: exponent 0 is uniform, and every item is reachable', () => {
    const counts = countDraws(50_000, 5, 0)
    for (const count of counts) {
      expect(count / 50_000).toBeGreaterThan(0.09)
      expect(count / 50_000).toBeLessThan(0.11)
    }
  })

  it('behavior: the last item is drawn at the top of the range', () => {
    const sample = createZipfSampler(ranked)
    expect(sample(() => 0)).toBe('a')
    expect(sample(() => 0.999_999_999)).toBe('j')
  })

  it('behavior: refuses an empty list and a negative exponent', () => {
    expect(() => createZipfSampler([])).toThrow('a Zipf sampler needs items')
    expect(() => createZipfSampler(ranked, -1)).toThrow(
      'the Zipf exponent must be 0 or more, got -1',
    )
  })
})
