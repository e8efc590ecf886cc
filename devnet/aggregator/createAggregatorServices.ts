import type { PublicClient } from 'viem'
import type { World } from '../world'
import type { AggregatorServices } from './AggregatorServices'
import type { AggregatorWorld } from './AggregatorWorld'
import {
  type AggregatorSettings,
  createAggregatorSettings,
} from './createAggregatorSettings'
import {
  createExecutionReportStore,
  type ExecutionReportStore,
} from './createExecutionReportStore'
import { createQuoteIdLedger } from './createQuoteIdLedger'
import { toAggregatorWorld } from './toAggregatorWorld'
import { createTokenRegistry } from './tokens/createTokenRegistry'
import { createUsdPriceBook } from './tokens/createUsdPriceBook'

type CreateAggregatorServicesParameters = {
  client: PublicClient
  world: World | AggregatorWorld
  now: () => number
  settings?: AggregatorSettings
  reports?: ExecutionReportStore
  syntheticTokenCount?: number
}

export function createAggregatorServices({
  client,
  world: givenWorld,
  now,
  settings = createAggregatorSettings(),
  reports = createExecutionReportStore(),
  syntheticTokenCount,
}: CreateAggregatorServicesParameters): AggregatorServices {
  const world =
    'contracts' in givenWorld
      ? toAggregatorWorld({ world: givenWorld })
      : givenWorld
  const registry = createTokenRegistry({
    world,
    syntheticTokenCount,
    isHostileList: () => settings.get().hostileTokenList,
  })
  return {
    client,
    world,
    registry,
    prices: createUsdPriceBook({ client, world, registry, now }),
    settings,
    reports,
    now,
    issuedQuoteIds: createQuoteIdLedger(),
  }
}
