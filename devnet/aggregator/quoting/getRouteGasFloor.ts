import type { Route } from '../routing/types'

type GetRouteGasFloorParameters = {
  route: Route
  isNativeIn: boolean
  isNativeOut: boolean
}

// Measured on the devnet router and rounded up generously (a Uniswap V2 hop
// costs up to ~90k when its price accumulators go from zero to non-zero):
// what a route needs at most when it cannot be simulated.
const BASE = 80_000n
const PER_PATH = 30_000n
const PER_HOP = 100_000n
const WRAP = 40_000n
const UNWRAP = 40_000n

/** Upper estimate of a route's gas from its shape alone. */
export function getRouteGasFloor({
  route,
  isNativeIn,
  isNativeOut,
}: GetRouteGasFloorParameters): bigint {
  const hops = route.paths.reduce((sum, p) => sum + p.path.hops.length, 0)
  return (
    BASE +
    PER_PATH * BigInt(route.paths.length) +
    PER_HOP * BigInt(hops) +
    (isNativeIn ? WRAP : 0n) +
    (isNativeOut ? UNWRAP : 0n)
  )
}
