import type { I18n } from '@lingui/core'
import type { Address, Hex, PublicClient } from 'viem'
import type { Chain, PartnerQuoteResponse } from '../../../../schema/partner'
import { createSourceI18n } from '../../../lib/i18n/loadI18n'

/** Which pre-signature check refused the data. */
export type GuardCheck =
  | 'router'
  | 'chain'
  | 'expired'
  | 'mismatch'
  | 'spender'
  | 'approval-target'
  | 'approval-selector'
  | 'approval-amount'
  | 'code-hash'
  | 'simulation'
  | 'calldata'
  | 'output'
  | 'debit'
  | 'fees'
  | 'rpc-chain'

export type GuardFailure = { ok: false; check: GuardCheck; message: string }

/** A guard's verdict; a failure says, in plain words, what did not match. */
export type GuardResult = { ok: true } | GuardFailure

/** The fee fields the wallet is asked to sign, one kind or the other. */
export type SwapFeeFields =
  | { gasPrice: bigint }
  | { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

/** The exact transaction the wallet would sign, as the guards measure it. */
export type SwapTransactionFields = {
  to: Address
  data: Hex
  value: bigint
  gas: bigint
  fees: SwapFeeFields
}

/**
 * The payer's native coin and sell token, the payer's buy token and the
 * recipient's buy token (the native sentinel reads the native coin).
 */
export type SwapBalances = {
  payerNativeWei: bigint
  payerSellWei: bigint
  payerBuyWei: bigint
  recipientBuyWei: bigint
}

/** A log of the simulated swap (native transfers traced as logs too). */
export type SwapLog = { address: Address; topics: readonly Hex[]; data: Hex }

/** A listed token the payer approved to the router, around the swap. */
export type WatchedBalance = {
  token: Address
  beforeWei: bigint
  afterWei: bigint
}

/** The simulated block's own fields, set as the next block would have them. */
export type SimulatedBlock = {
  number: bigint
  timestamp: bigint
  baseFeePerGas: bigint | null
  feeRecipient: Address
}

/**
 * The sell-back probe (simulateSwap.ts): after the swap, in a block of its
 * own, the recipient sends a small amount of the bought token back to the
 * pool it came from (a sale's first leg; `destination: 'router'` where no
 * pool could be read from the swap's logs). A token that refuses sales
 * reverts it; a token that taxes them delivers less than sent.
 */
export type SellBackProbe =
  | { status: 'reverted'; destination: 'pool' | 'router'; reason: string }
  | {
      status: 'moved'
      destination: 'pool' | 'router'
      sentWei: bigint
      arrivedWei: bigint
    }

/**
 * What the app's own simulation found about the bought token, named in
 * the review and accepted before the wallet is asked (measureTokenRisk.ts).
 * `taxBps`: the figure the flow names (acceptance, the slippage needed):
 * the share of the quote that did not arrive, else the probe's own loss.
 * `buyTaxBps`: the share of the quote that did not arrive (0 where the buy
 * lost nothing); `sellTaxBps`: the share of the probe's transfer to the
 * pool that did not arrive there.
 */
export type TokenRisk =
  | { kind: 'unsellable'; reason: string }
  | {
      kind: 'taxed'
      taxBps: number
      buyTaxBps: number
      sellTaxBps: number
      quotedWei: bigint
      receivedWei: bigint
    }

/** What eth_simulateV1 alone can tell: logs, watched tokens, allowances. */
export type SimulationEvidence = {
  /** The swap's own logs, every native transfer traced as a log. */
  logs: readonly SwapLog[]
  watched: readonly WatchedBalance[]
  /** The sell token's allowance to the router; null for the native coin. */
  allowanceBeforeWei: bigint | null
  allowanceAfterWei: bigint | null
  block: SimulatedBlock
  /** The balance reader and its caller: fresh random addresses per call. */
  reader: { address: Address; caller: Address; callerBalanceWei: bigint }
  /** The payer's pending nonce, at which the swap was simulated. */
  nonce: number
  /**
   * The sell-back probe's outcome; null where it did not run (a recipient
   * other than the payer, the native coin bought, a node refusing it).
   */
  sellBack: SellBackProbe | null
}

/** The balances around the exact transaction, as the node simulated it. */
export type SwapMeasurement = {
  method: 'eth_simulateV1' | 'eth_call'
  before: SwapBalances
  after: SwapBalances
  /** Network fee the payer paid in the simulation (0 where it paid none). */
  feePaidWei: bigint
  /** The most that fee may be: gas × max fee per gas (0 where none paid). */
  feeAllowanceWei: bigint
  gasUsed: bigint
  /** What the payer pays per gas in the simulated block. */
  effectiveGasPriceWei: bigint
  /** eth_simulateV1 only; null by the eth_call probe. */
  simulation: SimulationEvidence | null
}

export type MeasureSwapParameters = GuardWords & {
  client: Pick<
    PublicClient,
    | 'simulateBlocks'
    | 'call'
    | 'getBlock'
    | 'getFeeHistory'
    | 'getTransactionCount'
  >
  payer: Address
  recipient: Address
  sellToken: Address
  buyToken: Address
  tx: SwapTransactionFields
  /**
   * The chain's listed tokens: those the payer approved to the router are
   * read around the swap, and none of them may fall.
   */
  watchedTokens?: readonly Address[] | undefined
  /**
   * The router's calldata could not be decoded: only eth_simulateV1 may
   * clear the swap (the eth_call probe can be told apart).
   */
  isSimulationRequired?: boolean | undefined
  /**
   * Calls the payer makes first in the same batch (the approval that rides
   * with a batched swap): simulated before the swap, in order, in the same
   * block, and held to succeed.
   */
  precedingCalls?: readonly PrecedingCall[] | undefined
  /**
   * How much of the bought token the sell-back probe sends on after the
   * swap (a small share of the quote); none: no probe.
   */
  sellBackWei?: bigint | undefined
}

/** A call of the payer's own ahead of the swap in one atomic batch. */
export type PrecedingCall = { to: Address; data: Hex }

/** The measured changes the review shows, from the app's own simulation. */
export type MeasuredChanges = {
  /** What leaves the payer, per token (the native sentinel for the coin). */
  payerOutflows: readonly { token: Address; amountWei: bigint }[]
  /** What the recipient gains of the buy token. */
  recipientGainWei: bigint
  /** The sell token's allowance left to the router; null for the coin. */
  allowanceLeftWei: bigint | null
  /** Gas the swap used in the simulation. */
  gasUsed: bigint
  /** Gas used × the effective gas price, in the native coin's wei. */
  networkFeeWei: bigint
  /** A tax or a trap the simulation found in the bought token; null: none. */
  tokenRisk: TokenRisk | null
}

/** The language a guard words its refusal in: English when not given. */
export type GuardWords = { i18n?: I18n | undefined }

export const guardI18n = ({ i18n }: GuardWords): I18n =>
  i18n ?? createSourceI18n()

/** What the quote's checks read: the quote, the registry, wallet, clock, screen. */
export type QuoteCheckParameters = GuardWords & {
  quote: PartnerQuoteResponse
  /** The registry's entry for the chain the person chose. */
  registryChain: Pick<Chain, 'chainId' | 'routerAddress'>
  walletChainId: number | null
  /** What the person sees on screen. */
  expected: {
    sellToken: Address
    buyToken: Address
    amountWei: bigint
    payer: Address
    recipient: Address
  }
  nowMs: number
  /** Local time the quote arrived; corrects for a skewed local clock. */
  receivedAtMs?: number
  safetyMarginMs?: number
}

export const fail = (
  check: GuardFailure['check'],
  message: string,
): GuardFailure => ({ ok: false, check, message })

/** The chain a transaction goes to, as the registry gives its router. */
export type SigningChain = {
  id: number
  routerAddress: Address
  routerCodeHash: Hex | null
  /** The person accepted this chain's router as not independently verified. */
  isRouterAcknowledged?: boolean | undefined
}

export type RouterParameters = GuardWords & {
  chain: SigningChain
  /**
   * The router's verdict per chain, kept by the flow (never in a module):
   * its code is read once per flow per chain.
   */
  verifiedRouters: Map<string, Promise<GuardResult>>
}

/** The quote's transaction as the service wrote it, fee fields as given. */
export type SignedSwapTransaction = {
  to: Address
  data: Hex
  value: bigint
  gas: bigint
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

type TokenUnit = { address: Address; symbol: string; decimals: number }

export type CheckSwapParameters = RouterParameters & {
  client: () => PublicClient
  /** checkRpcChain's verdict per chain, kept by the flow. */
  verifiedRpcChains?: Map<number, Promise<GuardResult>> | undefined
  walletChainId: number | null
  quote: PartnerQuoteResponse
  /** Local time the quote arrived; corrects for a skewed local clock. */
  receivedAtMs: number
  /** The quote's transaction as the service wrote it. */
  signed: SignedSwapTransaction
  /** What the person sees on screen. */
  expected: {
    sellToken: TokenUnit
    buyToken: TokenUnit
    amountWei: bigint
    payer: Address
    recipient: Address
    slippagePercent: string
  }
  /**
   * The chain's listed tokens: those the payer approved to the router are
   * read around the simulated swap, and none may fall.
   */
  watchedTokens?: readonly Address[] | undefined
  /** The payer's calls ahead of the swap in its batch (its approval). */
  precedingCalls?: readonly PrecedingCall[] | undefined
}
