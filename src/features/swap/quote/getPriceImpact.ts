import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import type { Route } from '../../../../schema/swap'
import { toUsdPrice } from '../../../../schema/tokenNumbers'
import { formatUnits } from '../../../lib/tokenUnits'

/** A pool's spot state, read on-chain at about the quote's block. */
export type PoolMidPrice =
  | { kind: 'reserves'; reserve0: bigint; reserve1: bigint }
  | { kind: 'sqrtPrice'; sqrtPriceX96: bigint }

export type PriceImpactBasis = 'pool-mid-price' | 'usd-prices'

export type PriceImpact = { percent: number; basis: PriceImpactBasis }

const Q96 = 2 ** 96

/** Raw units of tokenOut per raw unit of tokenIn at the pool's mid price. */
function hopPrice(pool: PoolMidPrice, tokenIn: string, tokenOut: string) {
  // Pools order their tokens by address: token0 is the lower one.
  const isToken0In = tokenIn.toLowerCase() < tokenOut.toLowerCase()
  if (pool.kind === 'reserves') {
    if (pool.reserve0 === 0n || pool.reserve1 === 0n) return null
    const r0 = Number(pool.reserve0)
    const r1 = Number(pool.reserve1)
    return isToken0In ? r1 / r0 : r0 / r1
  }
  if (pool.sqrtPriceX96 === 0n) return null
  const price = (Number(pool.sqrtPriceX96) / Q96) ** 2
  return isToken0In ? price : 1 / price
}

type GetMidPriceOutputParameters = {
  routes: readonly Route[]
  amountIn: bigint
  /** By lower-case pool address. */
  midPrices: ReadonlyMap<string, PoolMidPrice>
}

/**
 * What the quote's own routes would pay out at their pools' mid prices (no
 * price movement, no fees), in raw units of the output token. Null when any
 * pool's state is unknown.
 */
export function getMidPriceOutput({
  routes,
  amountIn,
  midPrices,
}: GetMidPriceOutputParameters): number | null {
  if (routes.length === 0) return null
  let total = 0
  for (const route of routes) {
    if (route.path.length !== route.pools.length + 1) return null
    let value = (Number(amountIn) * route.percent) / 100
    for (const [index, pool] of route.pools.entries()) {
      const tokenIn = route.path[index]?.address
      const tokenOut = route.path[index + 1]?.address
      const state = midPrices.get(pool.address.toLowerCase())
      if (!tokenIn || !tokenOut || !state) return null
      if (
        [tokenIn, tokenOut].some(
          (a) => a.toLowerCase() === NATIVE_TOKEN_ADDRESS,
        )
      ) {
        return null
      }
      const price = hopPrice(state, tokenIn, tokenOut)
      if (price === null || !Number.isFinite(price)) return null
      value *= price
    }
    total += value
  }
  return total
}

type GetPriceImpactParameters = {
  amountIn: bigint
  amountOut: bigint
  decimalsIn: number
  decimalsOut: number
  /** From getMidPriceOutput; preferred when known. */
  midPriceOutput: number | null
  priceInUsd: number | null
  priceOutUsd: number | null
}

/**
 * How much worse the quote is than the spot price, in percent, and what that
 * spot price was: the pools' mid price along the quote's routes, or else the
 * tokens' USD prices.
 */
export function getPriceImpact({
  amountIn,
  amountOut,
  decimalsIn,
  decimalsOut,
  midPriceOutput,
  priceInUsd,
  priceOutUsd,
}: GetPriceImpactParameters): PriceImpact | null {
  if (midPriceOutput !== null && midPriceOutput > 0) {
    return {
      percent: ((midPriceOutput - Number(amountOut)) / midPriceOutput) * 100,
      basis: 'pool-mid-price',
    }
  }
  // Only sane prices (schema/tokenNumbers.ts): 1e308, NaN, negatives and
  // zero never make an impact figure.
  const priceIn = toUsdPrice(priceInUsd)
  const priceOut = toUsdPrice(priceOutUsd)
  if (priceIn === null || priceOut === null) return null
  const usdIn = Number(formatUnits(amountIn, decimalsIn)) * priceIn
  const usdOut = Number(formatUnits(amountOut, decimalsOut)) * priceOut
  if (!(usdIn > 0) || !Number.isFinite(usdIn) || !Number.isFinite(usdOut)) {
    return null
  }
  return { percent: ((usdIn - usdOut) / usdIn) * 100, basis: 'usd-prices' }
}
