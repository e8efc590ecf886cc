import type { PublicClient } from 'viem'
import type { UsdPriceBook } from '../quoting/createUsdPriceBook'
import type { AggregatorSettings } from '../state/createAggregatorSettings'
import type { ExecutionReportStore } from '../state/createExecutionReportStore'
import type { QuoteIdLedger } from '../state/createQuoteIdLedger'
import type { TokenRegistry } from '../tokens/createTokenRegistry'
import type { AggregatorWorld } from '../world/AggregatorWorld'

/** One served chain: its node, its world and what is derived from them. */
export type ChainServices = {
  client: PublicClient
  world: AggregatorWorld
  registry: TokenRegistry
  prices: UsdPriceBook
}

/** What every chain of the app shares: switches, telemetry, the clock. */
export type SharedServices = {
  settings: AggregatorSettings
  reports: ExecutionReportStore
  now: () => number
  issuedQuoteIds: QuoteIdLedger
}

/** What a handler for one chain may use (the path's `{chainId}`). */
export type AggregatorServices = ChainServices & SharedServices

/** Built once per app: every served chain by id, in the order given. */
export type AppServices = SharedServices & {
  chains: ReadonlyMap<number, AggregatorServices>
}
