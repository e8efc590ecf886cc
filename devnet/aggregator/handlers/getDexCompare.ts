import type { z } from 'zod'
import type {
  dexCompareQuerySchema,
  dexCompareResponseSchema,
} from '../../../schema/swap'
import { quoteExactInput, toRoutingAddress } from '../quoting/quoteExactInput'
import { findCandidatePaths } from '../routing/findCandidatePaths'
import { simulatePaths } from '../routing/simulatePaths'
import type { AggregatorServices } from '../services/AggregatorServices'

type GetDexCompareParameters = {
  query: z.output<typeof dexCompareQuerySchema>
}

type GetDexCompareReturnType = z.input<typeof dexCompareResponseSchema>

/** How many of the pair's deepest pools are compared. */
export const DEX_COMPARE_POOL_COUNT = 5

/**
 * The pair's deepest direct pools (by the geometric mean of their reserves),
 * each quoted alone for the whole amount, best first, beside the
 * aggregator's exact quote from the same block.
 */
export async function getDexCompare(
  { client, world, registry }: AggregatorServices,
  { query }: GetDexCompareParameters,
): Promise<GetDexCompareReturnType> {
  const amountIn = BigInt(query.amount)
  const quote = await quoteExactInput({
    client,
    world,
    registry,
    src: query.src,
    dst: query.dst,
    amountIn,
  })
  const tokenIn = toRoutingAddress(quote.srcToken, world)
  const tokenOut = toRoutingAddress(quote.dstToken, world)
  const direct =
    tokenIn && tokenOut
      ? findCandidatePaths({
          pools: quote.market.pools,
          tokenIn,
          tokenOut,
          hubs: [],
        })
      : []
  const decimalsOut = quote.dstToken.decimals
  const pools = direct
    .map((path) => ({
      path,
      depth:
        (path.hops[0]?.pool.reserve0 ?? 0n) *
        (path.hops[0]?.pool.reserve1 ?? 0n),
    }))
    .sort((a, b) => (a.depth === b.depth ? 0 : a.depth > b.depth ? -1 : 1))
    .slice(0, DEX_COMPARE_POOL_COUNT)
    .flatMap(({ path }) => {
      const hop = path.hops[0]
      if (!hop) return []
      const alone = simulatePaths({ allocations: [{ path, amountIn }] })
      const source = world.sources.find((s) => s.kind === hop.pool.kind)
      return [
        {
          poolAddress: hop.pool.address,
          poolType: source?.poolType ?? 'unknown',
          amountOut: alone.isExecutable ? alone.amountOut : 0n,
          decimalsOut,
        },
      ]
    })
    .sort((a, b) =>
      a.amountOut === b.amountOut ? 0 : a.amountOut > b.amountOut ? -1 : 1,
    )
    .map((pool) => ({ ...pool, amountOut: String(pool.amountOut) }))
  return {
    akkaQuote: String(quote.route.amountOut),
    decimalsOut,
    pools,
  }
}
