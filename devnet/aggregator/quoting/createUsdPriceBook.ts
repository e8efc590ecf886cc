import { formatUnits, isAddressEqual, type PublicClient } from 'viem'
import { type MarketState, readMarketState } from '../chain/readMarketState'
import { findCandidatePaths } from '../routing/findCandidatePaths'
import { getAmountIn } from '../routing/getAmountIn'
import type { CandidatePath } from '../routing/types'
import type { TokenRegistry } from '../tokens/createTokenRegistry'
import type { ListedToken } from '../tokens/ListedToken'
import type { AggregatorWorld } from '../world/AggregatorWorld'
import { routeOnMarket, toRoutingAddress } from './quoteExactInput'

export type UsdPrice = {
  buyPriceUsd: number | null
  sellPriceUsd: number | null
}

type CreateUsdPriceBookParameters = {
  client: PublicClient
  world: AggregatorWorld
  registry: TokenRegistry
  now: () => number
  /** The spec: USD prices refresh about every 5 seconds. */
  refreshMs?: number
}

export type UsdPriceBook = {
  /** Prices by lowercase address; tokens without a market are absent. */
  get: () => Promise<ReadonlyMap<string, UsdPrice>>
}

/**
 * USD prices per whole unit from the pools against the stablecoin, probed
 * with a thousandth of a unit so they show the market's price rather than
 * the impact of trading a whole unit: selling (the routed exact-input
 * output) and buying (the cheapest single path's exact input). Cached for
 * `refreshMs`.
 */
export function createUsdPriceBook({
  client,
  world,
  registry,
  now,
  refreshMs = 5_000,
}: CreateUsdPriceBookParameters): UsdPriceBook {
  let cached: { atMs: number; prices: Promise<Map<string, UsdPrice>> } | null =
    null
  return {
    get() {
      const nowMs = now()
      if (!cached || nowMs - cached.atMs >= refreshMs) {
        const prices = readMarketState({ client, world }).then((market) =>
          priceAll(world, registry, market),
        )
        prices.catch(() => {
          if (cached?.prices === prices) cached = null
        })
        cached = { atMs: nowMs, prices }
      }
      return cached.prices
    },
  }
}

const PROBE_FRACTION = 1000n

function priceAll(
  world: AggregatorWorld,
  registry: TokenRegistry,
  market: MarketState,
): Map<string, UsdPrice> {
  const prices = new Map<string, UsdPrice>()
  for (const token of registry.tokens) {
    if (token.origin === 'synthetic') continue
    const price = priceOf(token, world, registry, market)
    if (price) prices.set(token.address.toLowerCase(), price)
  }
  return prices
}

function priceOf(
  token: ListedToken,
  world: AggregatorWorld,
  registry: TokenRegistry,
  market: MarketState,
): UsdPrice | null {
  const usd = registry.usdStablecoin
  const address = toRoutingAddress(token, world)
  if (!address) return null
  if (isAddressEqual(address, usd.address)) {
    return { buyPriceUsd: 1, sellPriceUsd: 1 }
  }
  const oneUnit = 10n ** BigInt(token.decimals)
  const scale = oneUnit >= PROBE_FRACTION * 1000n ? PROBE_FRACTION : 1n
  const probe = oneUnit / scale
  const sold = routeOnMarket({
    world,
    market,
    tokenIn: address,
    tokenOut: usd.address,
    amountIn: probe,
  })
  const paths = findCandidatePaths({
    pools: market.pools,
    tokenIn: usd.address,
    tokenOut: address,
    hubs: [world.wrappedNative],
  })
  let cheapest: bigint | null = null
  for (const path of paths) {
    const cost = costOf(path, probe)
    if (cost !== null && (cheapest === null || cost < cheapest)) cheapest = cost
  }
  if (!sold && cheapest === null) return null
  const toUsd = (amount: bigint) =>
    Number(formatUnits(amount * scale, usd.decimals))
  return {
    sellPriceUsd: sold ? toUsd(sold.amountOut) : null,
    buyPriceUsd: cheapest === null ? null : toUsd(cheapest),
  }
}

/** Input needed for `amountOut` at the end of the path, hop by hop back. */
function costOf(path: CandidatePath, amountOut: bigint): bigint | null {
  let amount: bigint | null = amountOut
  for (const hop of [...path.hops].reverse()) {
    if (amount === null) return null
    const { pool } = hop
    amount = getAmountIn({
      amountOut: amount,
      reserveIn: hop.isToken0In ? pool.reserve0 : pool.reserve1,
      reserveOut: hop.isToken0In ? pool.reserve1 : pool.reserve0,
      feeBps: pool.feeBps,
    })
  }
  return amount
}
