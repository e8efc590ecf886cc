import type { PublicClient } from 'viem'
import type { AggregatorWorld } from './AggregatorWorld'
import type { AggregatorSettings } from './createAggregatorSettings'
import type { ExecutionReportStore } from './createExecutionReportStore'
import type { QuoteIdLedger } from './createQuoteIdLedger'
import type { TokenRegistry } from './tokens/createTokenRegistry'
import type { UsdPriceBook } from './tokens/createUsdPriceBook'

/** What every handler may use; built once per app. */
export type AggregatorServices = {
  client: PublicClient
  world: AggregatorWorld
  registry: TokenRegistry
  prices: UsdPriceBook
  settings: AggregatorSettings
  reports: ExecutionReportStore
  now: () => number
  issuedQuoteIds: QuoteIdLedger
}
