/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same
 * sequence on every machine, so two runs of a load draw the same swaps and
 * their figures can be compared. Not for anything secret.
 */
export function createSeededRandom(seed: number): () => number {
  if (!Number.isSafeInteger(seed)) {
    throw new Error(`seed must be a whole number, got ${seed}`)
  }
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
