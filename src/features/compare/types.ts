import type { Address } from 'viem'
import type { Route } from '../../../schema/swap'

/** Where a quote's figure comes from: its block when known, and when. */
export type QuoteProvenance = {
  blockNumber: bigint | null
  /** Server clock, as sent; null when the quote does not say. */
  generatedAtMs: number | null
  /** Local clock. */
  receivedAtMs: number
}

/** What the panel needs to know of a token. */
export type CompareToken = {
  symbol: string
  decimals: number
  /** USD per whole token; null when unknown. */
  priceUsd: number | null
}

export type ComparePriceImpact = {
  percent: number
  basis: 'pool-mid-price' | 'usd-prices'
}

/**
 * The app's own gas figures, in the shapes the swap feature already holds
 * (its quote and its model are passed as they are: the first load builds
 * nothing for the panel); the panel reckons the fees from them
 * (model/toNetworkFee.ts).
 */
export type CompareGasFigures = {
  /** The quote's: its gas estimate and gas price (or max fee per gas). */
  quote: { gasUnits: bigint | null; gasPriceWei: bigint | null }
  /** The network's gas price as the app read it, and its native coin. */
  network: { gasPriceWei: bigint | null; nativeToken: CompareToken | null }
}

/**
 * What the aggregator's route costs in gas, from the app's own figures, and
 * the price both sides' fees are reckoned at.
 */
export type CompareNetworkFee = {
  /** The route's gas: the quote's estimate. */
  aggregatorGas: bigint
  /** Per gas, in the native coin's wei: the same for both sides. */
  gasPriceWei: bigint
  /** Read by the app from the network, or (until then) the quote's. */
  gasPriceSource: 'network' | 'quote'
  native: { symbol: string; decimals: number; priceUsd: number | null }
}

/**
 * The quote on screen, exactly as the swap feature holds it: the comparison
 * is asked with these inputs and set against this output.
 */
export type CompareQuote = {
  chainId: number
  src: Address
  dst: Address
  amountWei: bigint
  /** The aggregator's quoted output, raw units of `dst`. */
  dstAmountWei: bigint
  provenance: QuoteProvenance
  sellToken: CompareToken
  buyToken: CompareToken
  /** The quote's parallel paths; null when the quote does not carry them. */
  routes: readonly Route[] | null
  /**
   * Whose route `routes` (and a pool-mid-price `priceImpact`) are: the
   * quote's own, or (a connected wallet's quote comes without one) those of
   * the indicative quote for the same inputs. The quote's own when absent.
   */
  routeSource?: 'quote' | 'indicative-quote'
  /** Computed by the quote's owner against the pools' mid prices. */
  priceImpact: ComparePriceImpact | null
  /** The quote is for older inputs than those typed now. */
  isStale: boolean
  /** The route's gas figures; absent: the fees are not known. */
  gas?: CompareGasFigures
}

export type DexComparePanelProps = {
  /** The quote on screen; null while there is none. */
  quote: CompareQuote | null
  /** The chain's block explorer, for pool links; null when unknown. */
  explorerUrl: string | null
}
