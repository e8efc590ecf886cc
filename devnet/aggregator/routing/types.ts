import type { Address } from 'viem'

/** Router hop kinds, as `Hop.kind` in the router's calldata. */
export const poolKinds = { uniswapV2: 0, devSwap: 1 } as const
export type PoolKind = (typeof poolKinds)[keyof typeof poolKinds]

/** A pool with the reserves read at the quoted block. */
export type PoolState = {
  address: Address
  kind: PoolKind
  token0: Address
  token1: Address
  reserve0: bigint
  reserve1: bigint
  /** Fee on the input, in basis points (30 for Uniswap V2). */
  feeBps: bigint
  /**
   * Token balance above the reserves (a donation not yet synced). Output is
   * priced from reserves, but the first swap syncs the pool to its balances,
   * which later paths through the same pool then see.
   */
  excess0: bigint
  excess1: bigint
}

export type PathHop = {
  pool: PoolState
  tokenIn: Address
  tokenOut: Address
  isToken0In: boolean
}

/** A chain of hops from the source token to the destination token. */
export type CandidatePath = {
  hops: readonly PathHop[]
}

export type RoutedPath = {
  path: CandidatePath
  amountIn: bigint
  /** Output of each hop when the paths run in order; last one is the path's. */
  hopAmountsOut: readonly bigint[]
  amountOut: bigint
}

export type Route = {
  amountIn: bigint
  amountOut: bigint
  paths: readonly RoutedPath[]
}
