import type { QueryClient } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import type { Config } from 'wagmi'
import type { ActivityActions } from '../../activity'
import type { ApprovalMode } from '../../settings'
import type { GuardResult } from '../guards/types'
import type { ExecutionReports } from '../reports/ExecutionReportsProvider'
import type { SwapEvent } from './types'

export type SwapFlowToken = {
  address: Address
  symbol: string
  decimals: number
  isNative: boolean
}

/** What the person sees on screen; the flow acts on nothing else. */
export type SwapFlowInputs = {
  chainId: number
  sellToken: SwapFlowToken
  buyToken: SwapFlowToken
  amountWei: bigint
  payer: Address
  recipient: Address
  slippagePercent: string
}

export type SwapFlowChain = {
  id: number
  routerAddress: Address
  routerCodeHash: Hex | null
  explorerUrl: string | null
  /** The person accepted this chain's router as not independently verified. */
  isRouterAcknowledged?: boolean
}

/**
 * What one mounted flow remembers across its steps and resets. It lives in
 * the flow (never in a module), so two widgets on one page share none of it.
 */
export type SwapFlowMemory = {
  /** Executable quotes received, for keys unique within the flow. */
  quoteCount: number
  /**
   * Quotes whose calldata went to the wallet and may have been broadcast:
   * never offered again; the next attempt signs a fresh quote.
   */
  sentQuoteKeys: Set<string>
  /** Hashes already followed: an error note on the state must not add one. */
  trackedHashes: Set<string>
  /** checkRouterCodeHash verdicts by chain and router. */
  verifiedRouters: Map<string, Promise<GuardResult>>
  /** Tokens whose approve from non-zero reverted here: reset them first. */
  observedResetReverts: Set<string>
}

export function createSwapFlowMemory(): SwapFlowMemory {
  return {
    quoteCount: 0,
    sentQuoteKeys: new Set(),
    trackedHashes: new Set(),
    verifiedRouters: new Map(),
    observedResetReverts: new Set(),
  }
}

/**
 * A quote's price impact in percent from its own figures (amount in, amount
 * out), as the card works it out; null when unknown.
 */
export type PriceImpactOf = (figures: {
  amountInWei: bigint
  dstAmountWei: bigint
}) => number | null

/** Everything a step needs to act; read fresh for every step. */
export type SwapFlowContext = {
  config: Config
  chain: SwapFlowChain
  inputs: SwapFlowInputs
  approvalMode: ApprovalMode
  /** A quote's price impact, worked out as the card shows it. */
  priceImpactOf: PriceImpactOf
  api: { baseUrl: string; fetchFn?: typeof fetch }
  /** The app's cache: the flow's quotes go into the display query's entry. */
  queryClient: QueryClient
  activity: Pick<
    ActivityActions,
    'swapSubmitted' | 'swapReplaced' | 'swapSettled'
  >
  dispatch: (event: SwapEvent) => void
  memory: SwapFlowMemory
  /** The app's execution report queue (sent in the background). */
  reports: ExecutionReports
}
