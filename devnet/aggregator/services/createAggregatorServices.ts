import type { PublicClient } from 'viem'
import type { World } from '../../world'
import { createUsdPriceBook } from '../quoting/createUsdPriceBook'
import {
  type AggregatorSettings,
  createAggregatorSettings,
} from '../state/createAggregatorSettings'
import {
  createExecutionReportStore,
  type ExecutionReportStore,
} from '../state/createExecutionReportStore'
import { createQuoteIdLedger } from '../state/createQuoteIdLedger'
import { createTokenRegistry } from '../tokens/createTokenRegistry'
import type { AggregatorWorld } from '../world/AggregatorWorld'
import { toAggregatorWorld } from '../world/toAggregatorWorld'
import type {
  AggregatorServices,
  AppServices,
  SharedServices,
} from './AggregatorServices'

/** A chain the service serves: a client of its node and its world. */
export type ServedChain = {
  client: PublicClient
  /** The devnet world, or an already normalised one. */
  world: World | AggregatorWorld
}

/** One chain (`client` + `world`) or several (`chains`, ids unique). */
export type ServedChains =
  | ServedChain
  | { chains: readonly [ServedChain, ...ServedChain[]] }

type CreateAggregatorServicesParameters = {
  served: ServedChains
  now: () => number
  settings?: AggregatorSettings
  reports?: ExecutionReportStore
  syntheticTokenCount?: number
}

export function createAggregatorServices({
  served,
  now,
  settings = createAggregatorSettings(),
  reports = createExecutionReportStore(),
  syntheticTokenCount,
}: CreateAggregatorServicesParameters): AppServices {
  const shared: SharedServices = {
    settings,
    reports,
    now,
    issuedQuoteIds: createQuoteIdLedger(),
  }
  const chains = new Map<number, AggregatorServices>()
  const list = 'chains' in served ? served.chains : [served]
  for (const { client, world: givenWorld } of list) {
    const world =
      'contracts' in givenWorld
        ? toAggregatorWorld({ world: givenWorld })
        : givenWorld
    if (chains.has(world.chainId)) {
      throw new Error(`Chain ${world.chainId} is served twice`)
    }
    const registry = createTokenRegistry({
      world,
      syntheticTokenCount,
      isHostileList: () => settings.get().hostileTokenList,
    })
    chains.set(world.chainId, {
      ...shared,
      client,
      world,
      registry,
      prices: createUsdPriceBook({ client, world, registry, now }),
    })
  }
  return { ...shared, chains }
}
