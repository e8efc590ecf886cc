import { isAddressEqual } from 'viem'
import type { z } from 'zod'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import { roundPercents } from '../../../schema/roundPercents'
import type {
  swapQuoteQuerySchema,
  swapQuoteResponseSchema,
} from '../../../schema/swap'
import { getRouteGasFloor } from '../quoting/getRouteGasFloor'
import { quoteExactInput } from '../quoting/quoteExactInput'
import type { Route } from '../routing/types'
import type { AggregatorServices } from '../services/AggregatorServices'
import type { TokenRegistry } from '../tokens/createTokenRegistry'
import { toTokenInfo } from '../tokens/toTokenInfo'
import type { AggregatorWorld } from '../world/AggregatorWorld'

type GetSwapQuoteParameters = {
  query: z.output<typeof swapQuoteQuerySchema>
  baseUrl: string
}

type GetSwapQuoteReturnType = z.input<typeof swapQuoteResponseSchema>

/**
 * Indicative best-route quote. `gas` is the route's gas floor, sent as a
 * number (the production service has been seen sending both forms).
 */
export async function getSwapQuote(
  { client, world, registry }: AggregatorServices,
  { query, baseUrl }: GetSwapQuoteParameters,
): Promise<GetSwapQuoteReturnType> {
  const quote = await quoteExactInput({
    client,
    world,
    registry,
    src: query.src,
    dst: query.dst,
    amountIn: BigInt(query.amount),
  })
  const { route } = quote
  const isNativeIn = isAddressEqual(query.src, NATIVE_TOKEN_ADDRESS)
  const isNativeOut = isAddressEqual(query.dst, NATIVE_TOKEN_ADDRESS)
  return {
    dstAmount: String(route.amountOut),
    ...(query.includeTokensInfo && {
      // The spec: a native source is reported as the wrapped token.
      srcToken: toTokenInfo({
        token: isNativeIn ? registry.wrappedNative : quote.srcToken,
        baseUrl,
      }),
      dstToken: toTokenInfo({ token: quote.dstToken, baseUrl }),
    }),
    ...(query.includeGas && {
      gas: Number(getRouteGasFloor({ route, isNativeIn, isNativeOut })),
    }),
    ...(query.includeRoutes && { routes: toRoutes(route, world, registry) }),
    ...(query.includeGraph && { graph: toGraph(route, world) }),
  }
}

/** Path shares rounded so they sum to exactly 100 (largest remainder). */
function percentsOf(route: Route) {
  return roundPercents(route.paths.map(({ amountIn }) => amountIn))
}

function sourceOf(world: AggregatorWorld, kind: number) {
  const source = world.sources.find((entry) => entry.kind === kind)
  return {
    exchange: source?.name ?? 'unknown',
    poolType: source?.poolType ?? 'unknown',
  }
}

function toRoutes(
  route: Route,
  world: AggregatorWorld,
  registry: TokenRegistry,
) {
  const percents = percentsOf(route)
  return route.paths.map(({ path }, index) => {
    const tokens = [
      path.hops[0]?.tokenIn,
      ...path.hops.map((hop) => hop.tokenOut),
    ].flatMap((address) => {
      const token = address && registry.find(address)
      return token
        ? [
            {
              address: token.address,
              decimals: token.decimals,
              symbol: token.symbol,
            },
          ]
        : []
    })
    return {
      percent: percents[index] ?? 0,
      pools: path.hops.map(({ pool }) => ({
        address: pool.address,
        fee: Number(pool.feeBps),
        ...sourceOf(world, pool.kind),
      })),
      path: tokens,
    }
  })
}

function toGraph(route: Route, world: AggregatorWorld) {
  const percents = percentsOf(route)
  return route.paths.flatMap(({ path }, index) =>
    path.hops.map((hop) => ({
      from: hop.tokenIn,
      to: hop.tokenOut,
      pool: hop.pool.address,
      ...sourceOf(world, hop.pool.kind),
      percentage: percents[index] ?? 0,
    })),
  )
}
