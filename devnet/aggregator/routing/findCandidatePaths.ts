import { type Address, isAddressEqual } from 'viem'
import type { CandidatePath, PathHop, PoolState } from './types'

type FindCandidatePathsParameters = {
  pools: readonly PoolState[]
  tokenIn: Address
  tokenOut: Address
  /** Intermediate tokens for two-hop paths (wrapped native, stablecoin). */
  hubs: readonly Address[]
}

type FindCandidatePathsReturnType = CandidatePath[]

/**
 * Every direct pool of the pair, every two-hop path through a hub, and every
 * three-hop path through two hubs (so tokens that trade against different
 * hubs still meet), with any pool on each leg. Pools without liquidity are
 * left out.
 */
export function findCandidatePaths({
  pools,
  tokenIn,
  tokenOut,
  hubs,
}: FindCandidatePathsParameters): FindCandidatePathsReturnType {
  if (isAddressEqual(tokenIn, tokenOut)) return []
  const liquid = pools.filter(
    (pool) => pool.reserve0 > 0n && pool.reserve1 > 0n,
  )
  const paths: CandidatePath[] = legs(liquid, tokenIn, tokenOut).map((hop) => ({
    hops: [hop],
  }))
  const isEndpoint = (token: Address) =>
    isAddressEqual(token, tokenIn) || isAddressEqual(token, tokenOut)
  const innerHubs = hubs.filter((hub) => !isEndpoint(hub))
  for (const hub of innerHubs) {
    for (const first of legs(liquid, tokenIn, hub)) {
      for (const second of legs(liquid, hub, tokenOut)) {
        paths.push({ hops: [first, second] })
      }
    }
  }
  for (const firstHub of innerHubs) {
    for (const secondHub of innerHubs) {
      if (isAddressEqual(firstHub, secondHub)) continue
      for (const first of legs(liquid, tokenIn, firstHub)) {
        for (const second of legs(liquid, firstHub, secondHub)) {
          for (const third of legs(liquid, secondHub, tokenOut)) {
            paths.push({ hops: [first, second, third] })
          }
        }
      }
    }
  }
  return paths
}

function legs(
  pools: readonly PoolState[],
  tokenIn: Address,
  tokenOut: Address,
): PathHop[] {
  const hops: PathHop[] = []
  for (const pool of pools) {
    if (
      isAddressEqual(pool.token0, tokenIn) &&
      isAddressEqual(pool.token1, tokenOut)
    ) {
      hops.push({ pool, tokenIn, tokenOut, isToken0In: true })
    } else if (
      isAddressEqual(pool.token1, tokenIn) &&
      isAddressEqual(pool.token0, tokenOut)
    ) {
      hops.push({ pool, tokenIn, tokenOut, isToken0In: false })
    }
  }
  return hops
}
