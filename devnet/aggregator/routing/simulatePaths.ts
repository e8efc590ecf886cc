import { getAmountOut } from './getAmountOut'
import type { CandidatePath, RoutedPath } from './types'

/** Pools store reserves as uint112; a swap that overflows it reverts. */
export const MAX_RESERVE = 2n ** 112n - 1n

export type PathAllocation = {
  path: CandidatePath
  amountIn: bigint
}

type SimulatePathsParameters = {
  allocations: readonly PathAllocation[]
}

type SimulatePathsReturnType = {
  paths: RoutedPath[]
  amountOut: bigint
  /** False when a hop would yield nothing or overflow a pool: the tx reverts. */
  isExecutable: boolean
}

/**
 * Runs the paths in order the way the router does: each hop reads the pool's
 * reserves as left by the hops before it, so paths sharing a pool see each
 * other's effect.
 */
export function simulatePaths({
  allocations,
}: SimulatePathsParameters): SimulatePathsReturnType {
  const reserves = new Map<string, [bigint, bigint]>()
  const synced = new Set<string>()
  const paths: RoutedPath[] = []
  let amountOut = 0n
  let isExecutable = allocations.length > 0
  for (const { path, amountIn } of allocations) {
    let amount = amountIn
    const hopAmountsOut: bigint[] = []
    if (amountIn <= 0n || path.hops.length === 0) isExecutable = false
    for (const hop of path.hops) {
      const { pool } = hop
      const key = pool.address.toLowerCase()
      const current = reserves.get(key) ?? [pool.reserve0, pool.reserve1]
      const [reserveIn, reserveOut] = hop.isToken0In
        ? current
        : [current[1], current[0]]
      const [excessIn, excessOut] = synced.has(key)
        ? [0n, 0n]
        : hop.isToken0In
          ? [pool.excess0, pool.excess1]
          : [pool.excess1, pool.excess0]
      synced.add(key)
      const out = getAmountOut({
        amountIn: amount,
        reserveIn,
        reserveOut,
        feeBps: pool.feeBps,
      })
      const nextIn = reserveIn + excessIn + amount
      const nextOut = reserveOut + excessOut - out
      if (out === 0n || nextIn > MAX_RESERVE || nextOut > MAX_RESERVE) {
        isExecutable = false
      }
      reserves.set(key, hop.isToken0In ? [nextIn, nextOut] : [nextOut, nextIn])
      hopAmountsOut.push(out)
      amount = out
    }
    paths.push({ path, amountIn, hopAmountsOut, amountOut: amount })
    amountOut += amount
  }
  return { paths, amountOut, isExecutable }
}
