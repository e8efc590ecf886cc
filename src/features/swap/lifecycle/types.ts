// The flow's vocabulary: what it holds (quotes, allowances), its states and
// events (the machine's), and what a step needs to act (the context) and
// remembers between steps (the memory). The order of the steps is
// flowSteps.ts's.
import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import type { Address, Hash, Hex, PublicClient } from 'viem'
import type { Config } from 'wagmi'
import type { PartnerQuoteResponse } from '../../../../schema/partner'
import type { UserError } from '../../../lib/toUserError'
import type { ActivityActions } from '../../activity'
import type { ApprovalMode } from '../../settings'
import type { Quote } from '../api/types'
import type { SignedSwap } from '../guards/checkSwap'
import type { GuardCheck, GuardResult, MeasuredChanges } from '../guards/types'
import type { ExecutionReports } from '../reports/ExecutionReportsProvider'

/**
 * An executable quote as the flow holds it: the one on screen (the display
 * query's, taken at Review while it is valid and unspent) or one the flow
 * asked for. While a flow holds a quote the card shows it
 * (getShownFlowQuote.ts), so the quote signed is the quote shown. Its
 * calldata is single-use: once offered to the wallet the flow never offers
 * it again (SwapFlowMemory.sentQuotes).
 */
export type ExecutableQuote = {
  /** Unique within the flow: the service's quoteId and a local serial. */
  key: string
  /** As the card shows it, made once as the quote arrived. */
  shown: Quote
  /** The answer as received: `shown.partnerResponse`, never null here. */
  response: PartnerQuoteResponse
  /** Local clock. */
  receivedAtMs: number
  /** From this quote's own figures; null when unknown. */
  priceImpact: { percent: number; isConfirmationRequired: boolean } | null
  /**
   * The quoteId the flow began with, sent as X-Swap-Flow on every quote
   * that continues it (contract 2); null when the service gave none.
   */
  flowQuoteId: string | null
  /**
   * The last quote the person accepted (the one the review started from, or
   * one accepted after a change) when this one has not been: it replaced
   * that one without asking, or it waits to be accepted. Null when this one
   * is itself the accepted quote. A later quote is held to the accepted
   * one, so changes that each passed silently never add up, and a change
   * left unaccepted never becomes the measure of the next quote.
   */
  acceptedQuote: ExecutableQuote | null
}

export type SwapAllowance = {
  currentWei: bigint
  /** The quote's sell amount: what the router must be allowed to spend. */
  requiredWei: bigint
  /** Set it to zero first (USDT-like token, or an approval reverted). */
  isResetRequired: boolean
}

/**
 * The swap goes to the wallet as one atomic batch (EIP-5792,
 * `atomicRequired`): the exact approval when the allowance is short, the
 * service's transaction as returned, and the floor guard's check around it,
 * which reverts the whole batch unless the chain gives what the person saw
 * (steps/signBatch.ts). Null on the state: the wallet cannot batch (or the
 * guard is not on this chain), and the approval and the swap go one by one.
 */
export type SwapBatch = {
  /** The allowance to set inside the batch; null when it is enough. */
  approval: SwapAllowance | null
}

/**
 * What holds the minimum the person saw: the floor guard on chain (a
 * batch), the router's own check of the minimum the app decoded, or only
 * the app's simulation (a router it cannot decode, a wallet that cannot
 * batch).
 */
export type SwapProtection = 'on-chain' | 'decoded-minimum' | 'simulation-only'

/** One call of a wallet batch (EIP-5792), exactly as the wallet gets it. */
export type BatchCall = { to: Address; data: Hex; value?: bigint }

/** Why the person is back at the approval step. */
export type ApprovalNotice =
  | 'approval-rejected'
  | 'approval-reverted'
  | 'approval-short'

/**
 * Why the flow fetches a new quote (spec, quote validity rules): after an
 * approval, after expiry (also a screen quote that expired before Review),
 * when it did not match the form, or to try again after a failed check, a
 * failure, a revert or a cancelled (replaced) transaction.
 */
export type RequoteReason = 'approval' | 'expired' | 'mismatch' | 'retry'

/** viem `waitForTransactionReceipt({ onReplaced })` reasons. */
export type ReplacementReason = 'replaced' | 'repriced' | 'cancelled'

type Flow = { inputsKey: string }
type WithQuote = Flow & { quote: ExecutableQuote }
type Tracking = { hash: Hash; trackingError: string | null }

/**
 * Local clock: the proxy refused the quote for budget (429) and it is asked
 * again by itself at this time (its Retry-After); null while asking.
 */
type Deferred = { retryAtMs: number | null }

/**
 * The first press goes on by itself: held from Review until the flow
 * reaches the state that only waited for a press to go on (the approval to
 * send, the swap to check and sign), which it passes without stopping; the
 * wallet's own prompt is the confirmation. Absent after an approval, an
 * accepted change or a retry: their next press is the person's. It carries
 * what the swap press would have read (whether simulation-only swaps were
 * accepted on this chain).
 */
export type GoingOn = SimulationOnlyAcceptance
type GoesOn = { goingOn?: GoingOn }

export type IdleState = { status: 'idle' }
/** No quote on screen to start from: the flow asks for one. */
export type QuotingState = Flow & Deferred & GoesOn & { status: 'quoting' }
export type ReadingAllowanceState = WithQuote &
  GoesOn & { status: 'reading-allowance' }
export type NeedsApprovalState = WithQuote & {
  status: 'needs-approval'
  allowance: SwapAllowance
  notice: ApprovalNotice | null
}
/** Wallet asked to set the allowance to zero (USDT-like tokens). */
export type ResettingAllowanceState = WithQuote & {
  status: 'resetting-allowance'
  allowance: SwapAllowance
}
export type ResetPendingState = WithQuote &
  Tracking & { status: 'reset-pending'; allowance: SwapAllowance }
/** Approval being fetched, checked, and then signed in the wallet. */
export type ApprovingState = WithQuote & {
  status: 'approving'
  allowance: SwapAllowance
}
export type ApprovalPendingState = WithQuote &
  Tracking & { status: 'approval-pending'; allowance: SwapAllowance }
export type RequotingState = Flow &
  Deferred &
  GoesOn & {
    status: 're-quoting'
    reason: RequoteReason
    /**
     * The quote the card showed last (shown while asking); a new output is
     * held to the quote the person accepted last (its `acceptedQuote`, or
     * itself).
     */
    previousQuote: ExecutableQuote
  }
/**
 * A new quote fell beyond the tolerance from the one the person accepted
 * last: the card shows the new figures and the person accepts them before
 * the wallet is asked.
 */
export type QuoteChangedState = WithQuote & {
  status: 'quote-changed'
  /** The quote the person accepted last, the new one's measure. */
  previousQuote: ExecutableQuote
}
/** How the swap will be signed: batched with the floor, or alone. */
type Batched = { batch: SwapBatch | null }
export type ReadyState = WithQuote &
  Batched & {
    status: 'ready'
    notice: 'swap-rejected' | null
  }
export type ConfirmingPriceImpactState = WithQuote &
  Batched & {
    status: 'confirming-price-impact'
  }
/**
 * Whether the person already accepted, on this chain, a swap cleared by the
 * app's simulation alone (a router it cannot decode, a wallet that cannot
 * batch): from the press that started the checks.
 */
type SimulationOnlyAcceptance = { isSimulationOnlyAccepted: boolean }
/** Guards running: router, chain, expiry, screen match, code hash, eth_call. */
export type CheckingState = WithQuote &
  Batched &
  SimulationOnlyAcceptance & { status: 'checking' }
export type WrongChainState = WithQuote & {
  status: 'wrong-chain'
  /** Where the flow goes back to once the wallet is on the quote's chain. */
  resume: NeedsApprovalState | ReadyState
}
export type GuardFailedState = WithQuote & {
  status: 'guard-failed'
  check: GuardCheck
  message: string
}
/** What the review shows of the checks' verdict, while signing and after. */
export type SwapReview = {
  /** What holds the minimum the person saw. */
  protection: SwapProtection
  /** What the app's own simulation measured. */
  measured: MeasuredChanges
}
type Cleared = Batched &
  SwapReview & {
    /** What our own simulation says the recipient receives; null if unknown. */
    simulatedAmountOutWei: bigint | null
    /** What could not be checked independently, shown beside the quote. */
    notes: readonly string[]
    /** The lone swap's fields as simulated, signed exactly. */
    signed: SignedSwap
    /** The batch the checks held, sent exactly; null for a lone swap. */
    batchCalls: readonly BatchCall[] | null
  }
/**
 * Cleared by the app's simulation alone, on a chain where the person has
 * not yet accepted that: they accept it once per chain before the wallet
 * is asked.
 */
export type AcceptingSimulationOnlyState = WithQuote &
  Cleared & { status: 'accepting-simulation-only' }
/**
 * The simulation found the bought token taxes its transfers or cannot be
 * sold (`measured.tokenRisk`): the review names it and the person accepts
 * it, for this swap, before anything else; `next` is where the flow goes
 * next (the simulation-only acceptance where that is still needed).
 */
export type AcceptingTokenRiskState = WithQuote &
  Cleared & {
    status: 'accepting-token-risk'
    next: 'signing' | 'accepting-simulation-only'
  }
export type SigningState = WithQuote & Cleared & { status: 'signing' }
/** What the review showed stays on screen while the swap is followed. */
type Reviewed = { review: SwapReview }
export type PendingState = WithQuote &
  Tracking &
  Reviewed & {
    status: 'pending'
    /** Earlier hashes of this swap, replaced in the wallet (same nonce). */
    replacedHashes: Hash[]
  }
export type ConfirmedState = WithQuote &
  Reviewed & {
    status: 'confirmed'
    hash: Hash
    /** From the receipt's logs; null when they do not say. */
    receivedAmountWei: bigint | null
  }
export type RevertedState = WithQuote &
  Reviewed & {
    status: 'reverted'
    hash: Hash
    reason: string | null
  }
/** The wallet replaced the swap with a cancellation: nothing was swapped. */
export type CancelledState = WithQuote &
  Reviewed & { status: 'cancelled'; hash: Hash }
export type FailedState = Flow & {
  status: 'failed'
  error: UserError
  failedDuring: SwapStatus
  /**
   * The quote the person saw last, if any: a retry compares the next one
   * with it, or goes on with it when it was never offered to the wallet.
   */
  lastQuote: ExecutableQuote | null
}

export type SwapState =
  | IdleState
  | QuotingState
  | ReadingAllowanceState
  | NeedsApprovalState
  | ResettingAllowanceState
  | ResetPendingState
  | ApprovingState
  | ApprovalPendingState
  | RequotingState
  | QuoteChangedState
  | ReadyState
  | ConfirmingPriceImpactState
  | CheckingState
  | WrongChainState
  | GuardFailedState
  | AcceptingSimulationOnlyState
  | AcceptingTokenRiskState
  | SigningState
  | PendingState
  | ConfirmedState
  | RevertedState
  | CancelledState
  | FailedState

export type SwapStatus = SwapState['status']

/** Every event about a flow names the inputs it is about; others are stale. */
type About = { inputsKey: string }
type AboutQuote = About & { quoteKey: string }

export type SwapEvent =
  /** The form's inputs (tokens, amount, payer, recipient, slippage) moved. */
  | { type: 'inputsChanged'; inputsKey: string | null }
  | ({
      type: 'reviewRequested'
      /**
       * The executable quote on screen for exactly these inputs, never
       * offered to the wallet; expired when it is past its expiry less the
       * safety margin. Null when there is none: the flow asks for one.
       */
      shown: { quote: ExecutableQuote; isExpired: boolean } | null
      /** The press that starts the review also sends the approval or the swap. */
      goingOn?: GoingOn
    } & About)
  | ({ type: 'quoteReceived'; quote: ExecutableQuote } & About)
  /** The proxy refused a quote for budget: asked again at `retryAtMs`. */
  | ({ type: 'quoteDeferred'; retryAtMs: number } & About)
  /** The budget wait is over: ask again. */
  | ({ type: 'quoteWaitOver' } & About)
  | ({
      type: 'allowanceRead'
      allowanceWei: bigint
      /** From needsAllowanceReset. */
      isResetRequired: boolean
      /**
       * The wallet batches atomically on this chain and the floor guard is
       * there: the approval, if any, rides in the swap's batch.
       */
      isBatched: boolean
    } & About)
  | ({ type: 'approvalRequested' } & AboutQuote)
  | ({ type: 'allowanceResetSubmitted'; hash: Hash } & About)
  | ({ type: 'allowanceResetConfirmed'; hash: Hash } & About)
  | ({ type: 'approvalSubmitted'; hash: Hash } & About)
  | ({
      type: 'approvalConfirmed'
      hash: Hash
      /** Read after the receipt: the wallet may have edited the amount. */
      allowanceWei: bigint
      /** From needsAllowanceReset, for the allowance read. */
      isResetRequired: boolean
    } & About)
  | ({ type: 'approvalReverted'; hash: Hash } & About)
  | ({ type: 'approvalRejected' } & About)
  | ({ type: 'requoteReceived'; quote: ExecutableQuote } & About)
  | ({ type: 'quoteChangeAccepted' } & AboutQuote)
  | ({ type: 'quoteExpired' } & AboutQuote)
  | ({
      type: 'swapRequested'
      /**
       * The person ticked, on the card, a confirmation that covers this
       * quote's price impact: no confirmation of its own is asked.
       */
      isPriceImpactAccepted?: boolean
    } & AboutQuote &
      SimulationOnlyAcceptance)
  | ({
      type: 'priceImpactAccepted'
    } & AboutQuote &
      SimulationOnlyAcceptance)
  /** The person accepted a swap cleared by simulation alone on this chain. */
  | ({ type: 'simulationOnlyAccepted' } & AboutQuote)
  /** The person accepted the tax or the trap the review names. */
  | ({ type: 'tokenRiskAccepted' } & AboutQuote)
  | ({
      type: 'guardsPassed'
      simulatedAmountOutWei: bigint | null
      notes: readonly string[]
      /** The lone swap's fields as simulated, signed exactly. */
      signed: SignedSwap
      /** What the checks held where the swap is batched, sent exactly. */
      batchCalls: readonly BatchCall[] | null
      protection: SwapProtection
      measured: MeasuredChanges
    } & AboutQuote)
  | ({ type: 'guardsFailed'; check: GuardCheck; message: string } & AboutQuote)
  | { type: 'chainSwitched'; chainId: number }
  | ({ type: 'swapSubmitted'; hash: Hash } & AboutQuote)
  | ({
      type: 'swapReplaced'
      hash: Hash
      replacementHash: Hash
      reason: ReplacementReason
    } & About)
  | ({
      type: 'swapConfirmed'
      hash: Hash
      receivedAmountWei: bigint | null
    } & About)
  | ({ type: 'swapReverted'; hash: Hash; reason: string | null } & About)
  | ({ type: 'walletRejected' } & AboutQuote)
  | ({ type: 'errorRaised'; error: UserError } & About)
  | ({ type: 'retryRequested' } & About)
  | { type: 'reset' }

export type SwapEventType = SwapEvent['type']

export type SwapFlowToken = {
  address: Address
  symbol: string
  decimals: number
  isNative: boolean
  /** The list's logo (a proxy path), for the history. */
  logoURI?: string | null
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
   * Answers whose calldata went to the wallet and may have been broadcast:
   * never offered again, whichever quote of the flow holds them; the next
   * attempt signs a fresh quote.
   */
  sentQuotes: WeakSet<PartnerQuoteResponse>
  /** Hashes already followed: an error note on the state must not add one. */
  trackedHashes: Set<string>
  /** checkRouterCodeHash verdicts by chain and router. */
  verifiedRouters: Map<string, Promise<GuardResult>>
  /** checkRpcChain verdicts by chain: the node's eth_chainId, once. */
  verifiedRpcChains: Map<number, Promise<GuardResult>>
  /** Tokens whose approve from non-zero reverted here: reset them first. */
  observedResetReverts: Set<string>
  /** States whose step has started (StrictMode runs effects twice). */
  startedStates: WeakSet<SwapState>
  /** What moved on chain and had the balances on screen read again. */
  refreshedAfter: Set<string>
  /**
   * Whether the swap can go as an atomic batch with the floor guard, by
   * chain and account: the wallet's capabilities and the guard's code, read
   * once per flow.
   */
  batchSupport: Map<string, Promise<boolean>>
}

export function createSwapFlowMemory(): SwapFlowMemory {
  return {
    quoteCount: 0,
    sentQuotes: new WeakSet(),
    trackedHashes: new Set(),
    verifiedRouters: new Map(),
    verifiedRpcChains: new Map(),
    observedResetReverts: new Set(),
    startedStates: new WeakSet(),
    refreshedAfter: new Set(),
    batchSupport: new Map(),
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
export type SwapFlowContext = SwapFlowSetup & {
  /** The chain's public client (reads, simulation, receipts). */
  publicClient: () => PublicClient
}

/** What the flow's hook hands the step runner, which adds the chain's client. */
export type SwapFlowSetup = {
  /** The language the flow words its refusals, errors and notes in. */
  i18n: I18n
  config: Config
  chain: SwapFlowChain
  inputs: SwapFlowInputs
  approvalMode: ApprovalMode
  /** A quote's price impact, worked out as the card shows it. */
  priceImpactOf: PriceImpactOf
  /**
   * The impact the person confirmed on the card before the review (above
   * the ceiling); null when none was asked or given.
   */
  acceptedPriceImpactPercent?: number | null
  api: { baseUrl: string; fetchFn?: typeof fetch }
  /**
   * The app's cache: the flow asks through the display query's entry (a
   * request on its way for the same inputs is shared) and clears it once
   * the quote is spent.
   */
  queryClient: QueryClient
  activity: Pick<
    ActivityActions,
    'swapSubmitted' | 'swapReplaced' | 'swapSettled'
  >
  dispatch: (event: SwapEvent) => void
  memory: SwapFlowMemory
  /** The app's execution report queue (sent in the background). */
  reports: ExecutionReports
  /**
   * The chain's listed tokens: those the payer approved to the router are
   * watched by the checks, and held by the floor guard not to fall.
   */
  watchedTokens: readonly { address: Address }[]
}
