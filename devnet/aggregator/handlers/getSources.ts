import type { z } from 'zod'
import type { sourcesResponseSchema } from '../../../schema/partner'
import { readMarketState } from '../chain/readMarketState'
import type { AggregatorServices } from '../services/AggregatorServices'

type GetSourcesReturnType = z.input<typeof sourcesResponseSchema>

/** Each pool family with liquid pools at the latest block. */
export async function getSources({
  client,
  world,
}: AggregatorServices): Promise<GetSourcesReturnType> {
  const market = await readMarketState({ client, world })
  return world.sources.flatMap((source) => {
    const activePoolCount = market.pools.filter(
      (pool) =>
        pool.kind === source.kind && pool.reserve0 > 0n && pool.reserve1 > 0n,
    ).length
    if (activePoolCount === 0) return []
    return [
      {
        key: source.key,
        name: source.name,
        poolType: source.poolType,
        activePoolCount,
        status: 'ACTIVE',
        capabilities: {
          exactInput: true,
          nativeInput: true,
          nativeOutput: true,
          contractPayer: true,
        },
      },
    ]
  })
}
