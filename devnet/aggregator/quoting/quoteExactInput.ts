import { type Address, isAddressEqual, type PublicClient } from 'viem'
import { specMessages } from '../../../schema/messages'
import {
  type MarketState,
  type PayerCheck,
  readMarketState,
} from '../chain/readMarketState'
import { ServiceError } from '../errors/ServiceError'
import { findBestRoute } from '../routing/findBestRoute'
import { findCandidatePaths } from '../routing/findCandidatePaths'
import type { Route } from '../routing/types'
import type { TokenRegistry } from '../tokens/createTokenRegistry'
import type { ListedToken } from '../tokens/ListedToken'
import type { AggregatorWorld } from '../world/AggregatorWorld'

type QuoteExactInputParameters = {
  client: PublicClient
  world: AggregatorWorld
  registry: TokenRegistry
  src: Address
  dst: Address
  amountIn: bigint
  payerCheck?: PayerCheck
}

export type ExactInputQuote = {
  route: Route
  market: MarketState
  srcToken: ListedToken
  dstToken: ListedToken
}

/**
 * Reads the pools at the latest block and routes `amountIn` of `src` into
 * `dst` (native legs trade as the wrapped token). Throws the spec's
 * "No route found" when the pair cannot be routed for this amount.
 */
export async function quoteExactInput({
  client,
  world,
  registry,
  src,
  dst,
  amountIn,
  payerCheck,
}: QuoteExactInputParameters): Promise<ExactInputQuote> {
  const srcToken = registry.find(src)
  const dstToken = registry.find(dst)
  const tokenIn = srcToken && toRoutingAddress(srcToken, world)
  const tokenOut = dstToken && toRoutingAddress(dstToken, world)
  if (!srcToken || !dstToken || !tokenIn || !tokenOut) throw noRoute()
  if (isAddressEqual(tokenIn, tokenOut)) throw noRoute()

  const market = await readMarketState({ client, world, payerCheck })
  const route = routeOnMarket({ world, market, tokenIn, tokenOut, amountIn })
  if (!route) throw noRoute()
  return { route, market, srcToken, dstToken }
}

type RouteOnMarketParameters = {
  world: AggregatorWorld
  market: MarketState
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
}

export function routeOnMarket({
  world,
  market,
  tokenIn,
  tokenOut,
  amountIn,
}: RouteOnMarketParameters): Route | null {
  const paths = findCandidatePaths({
    pools: market.pools,
    tokenIn,
    tokenOut,
    hubs: [world.wrappedNative, world.usdStablecoin],
  })
  return findBestRoute({ paths, amountIn })
}

/** The ERC-20 a token trades as in pools, or null when it has no contract. */
export function toRoutingAddress(
  token: ListedToken,
  world: AggregatorWorld,
): Address | null {
  if (token.origin === 'native') return world.wrappedNative
  if (token.origin === 'synthetic') return null
  return token.address
}

function noRoute() {
  return new ServiceError({ statusCode: 400, message: specMessages.noRoute })
}
