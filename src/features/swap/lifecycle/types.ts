import type { Hash } from 'viem'
import type { PartnerQuoteResponse } from '../../../../schema/partner'
import type { UserError } from '../../../lib/toUserError'
import type { GuardCheck } from '../guards/types'

/**
 * An executable quote as the flow holds it: fetched for this flow only (its
 * calldata is single-use, so it never sits in a query cache) and dropped
 * with the flow.
 */
export type ExecutableQuote = {
  /** Unique per answer: the service's quoteId, else a local serial. */
  key: string
  response: PartnerQuoteResponse
  /** Local clock. */
  receivedAtMs: number
  /** Worked out by the hook; null when unknown. */
  priceImpact: { percent: number; isConfirmationRequired: boolean } | null
}

export type SwapAllowance = {
  currentWei: bigint
  /** The quote's sell amount: what the router must be allowed to spend. */
  requiredWei: bigint
  /** Set it to zero first (USDT-like token, or an approval reverted). */
  isResetRequired: boolean
}

/** Why the person is back at the approval step. */
export type ApprovalNotice =
  | 'approval-rejected'
  | 'approval-reverted'
  | 'approval-short'

/** Why the flow fetches a new quote by itself. */
export type RequoteReason = 'approval' | 'expired' | 'mismatch'

/** viem `waitForTransactionReceipt({ onReplaced })` reasons. */
export type ReplacementReason = 'replaced' | 'repriced' | 'cancelled'

type Flow = { inputsKey: string }
type WithQuote = Flow & { quote: ExecutableQuote }
type Tracking = { hash: Hash; trackingError: string | null }

export type IdleState = { status: 'idle' }
export type QuotingState = Flow & { status: 'quoting' }
export type ReadingAllowanceState = WithQuote & { status: 'reading-allowance' }
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
export type RequotingState = Flow & {
  status: 're-quoting'
  reason: RequoteReason
  /** What the person saw last; a new output is compared with it. */
  previousQuote: ExecutableQuote
}
/** A re-quote moved the output: the person sees old and new and accepts. */
export type QuoteChangedState = WithQuote & {
  status: 'quote-changed'
  previousQuote: ExecutableQuote
}
export type ReadyState = WithQuote & {
  status: 'ready'
  notice: 'swap-rejected' | null
}
export type ConfirmingPriceImpactState = WithQuote & {
  status: 'confirming-price-impact'
}
/** Guards running: router, chain, expiry, screen match, code hash, eth_call. */
export type CheckingState = WithQuote & { status: 'checking' }
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
export type SigningState = WithQuote & {
  status: 'signing'
  /** What our own simulation says the recipient receives; null if unknown. */
  simulatedAmountOutWei: bigint | null
  /** What could not be checked independently, shown beside the quote. */
  notes: readonly string[]
  /** The quote's gas limit was out of line: the wallet estimates it. */
  isGasFromWallet: boolean
}
export type PendingState = WithQuote &
  Tracking & {
    status: 'pending'
    /** Earlier hashes of this swap, replaced in the wallet (same nonce). */
    replacedHashes: Hash[]
  }
export type ConfirmedState = WithQuote & {
  status: 'confirmed'
  hash: Hash
  /** From the receipt's logs; null when they do not say. */
  receivedAmountWei: bigint | null
}
export type RevertedState = WithQuote & {
  status: 'reverted'
  hash: Hash
  reason: string | null
}
/** The wallet replaced the swap with a cancellation: nothing was swapped. */
export type CancelledState = WithQuote & { status: 'cancelled'; hash: Hash }
export type FailedState = Flow & {
  status: 'failed'
  error: UserError
  failedDuring: SwapStatus
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
  | ({ type: 'reviewRequested' } & About)
  | ({ type: 'quoteReceived'; quote: ExecutableQuote } & About)
  | ({
      type: 'allowanceRead'
      allowanceWei: bigint
      /** From needsAllowanceReset. */
      isResetRequired: boolean
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
  | ({ type: 'swapRequested' } & AboutQuote)
  | ({ type: 'priceImpactAccepted' } & AboutQuote)
  | ({
      type: 'guardsPassed'
      simulatedAmountOutWei: bigint | null
      notes: readonly string[]
      isGasFromWallet: boolean
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
