import {
  formatDuration,
  formatPercent,
  formatTokenAmount,
} from '../../../lib/format'
import type { SwapFormState } from './getSwapFormState'
import type {
  ApprovalNotice,
  ExecutableQuote,
  IdleState,
  RequoteReason,
  SwapState,
  SwapStatus,
  WrongChainState,
} from './types'

/** What pressing the button does; the hook maps each to one event. */
export type SwapActionKind =
  | 'none'
  | 'connect-wallet'
  | 'review'
  | 'approve'
  | 'accept-quote'
  | 'confirm-price-impact'
  | 'swap'
  | 'switch-chain'
  | 'retry'
  | 'new-swap'

/** Names the form's state needs; the flow's states carry their own. */
export type SwapFormContext = {
  chainName: string
  sellSymbol: string
  nativeSymbol: string
  /** Local clock, for the countdown of a quote waiting for the budget. */
  nowMs?: number
}

/**
 * A row per flow status, and while the flow is idle, per form state (what
 * stops a review: no wallet, no amount, too little balance…). The wallet on
 * another network is one row, whether the form or the flow noticed it.
 */
export type SwapActionKey =
  | Exclude<SwapStatus, 'idle' | 'wrong-chain'>
  | SwapFormState

type StateOf<K extends SwapActionKey> = K extends 'wrong-chain'
  ? IdleState | WrongChainState
  : K extends SwapFormState
    ? IdleState
    : Extract<SwapState, { status: K }>

export type SwapActionRow<S extends SwapState = SwapState> = {
  kind: SwapActionKind
  label: (state: S, form: SwapFormContext) => string
  /** A sentence under the button: why it is disabled, or what happened. */
  hint: (state: S, form: SwapFormContext) => string | null
}

type Table = { [K in SwapActionKey]: SwapActionRow<StateOf<K>> }

const sellSymbol = (quote: ExecutableQuote) =>
  quote.response.srcToken?.symbol ?? 'the token'

function formatBuy(quote: ExecutableQuote, amountWei: bigint) {
  const token = quote.response.dstToken
  if (!token) return `${amountWei} (smallest units)`
  return `${formatTokenAmount(amountWei, token.decimals)} ${token.symbol}`
}

const approvalNotices: Record<ApprovalNotice, string> = {
  'approval-rejected':
    'You cancelled the approval in your wallet. Nothing was sent.',
  'approval-reverted':
    'The approval failed on-chain; only gas was spent. Try again: the allowance is set to zero first if the token needs it.',
  'approval-short':
    'The approval confirmed in your wallet is for less than this swap needs. Approve again.',
}

const requoteHints: Record<RequoteReason, string> = {
  approval: 'Approval confirmed. Getting a fresh quote before you swap.',
  expired: 'The quote expired. Getting a fresh one.',
  mismatch: 'The quote did not match what you see. Getting a fresh one.',
  retry: 'Getting a fresh quote before you try again.',
}

function describeChange(previous: ExecutableQuote, next: ExecutableQuote) {
  const before = BigInt(previous.response.dstAmount)
  const after = BigInt(next.response.dstAmount)
  if (before !== after) {
    return `Quote changed: you now receive ${formatBuy(next, after)} instead of ${formatBuy(previous, before)}.`
  }
  const minimum = (quote: ExecutableQuote) =>
    formatBuy(quote, BigInt(quote.response.minAmountOut ?? 0))
  return `Quote changed: you now receive at least ${minimum(next)} instead of ${minimum(previous)}.`
}

/** A quote the proxy refused for budget is asked again by itself. */
function budgetWait(
  retryAtMs: number,
  { nowMs = Date.now() }: SwapFormContext,
) {
  const seconds = (retryAtMs - nowMs) / 1000
  return `The swap service is busy: next quote in ${formatDuration(seconds)}, asked by itself.`
}

const waiting = (
  label: string | ((form: SwapFormContext) => string),
  hint: string | null = null,
) => ({
  kind: 'none' as const,
  label: (_: SwapState, form: SwapFormContext) =>
    typeof label === 'string' ? label : label(form),
  hint: () => hint,
})

/** Every state's button: what the person can do now, and why not. */
export const swapActionTable: Table = {
  'select-chain': waiting('Select a network'),
  'chain-disabled': waiting(
    ({ chainName }) => `Swaps paused on ${chainName}`,
    'The swap service has disabled this network for now. Choose another network.',
  ),
  'select-sell-token': waiting('Select a token to sell'),
  'select-buy-token': waiting('Select a token to buy'),
  'enter-amount': waiting('Enter an amount'),
  'invalid-amount': waiting('Fix the amount'),
  'no-route': waiting('No route for this pair', 'Try another amount or token.'),
  'connect-wallet': {
    kind: 'connect-wallet',
    label: () => 'Connect wallet',
    hint: () => null,
  },
  connecting: waiting('Connecting wallet…'),
  'insufficient-balance': waiting(
    ({ sellSymbol }) => `Not enough ${sellSymbol}`,
  ),
  'rate-limited': waiting(
    'Waiting for the service…',
    'The swap service asked us to slow down; the quote refreshes when the wait is over.',
  ),
  'quote-failed': waiting('Quote unavailable'),
  'quote-loading': waiting('Getting the best price…'),
  'insufficient-gas': waiting(
    ({ nativeSymbol }) => `Not enough ${nativeSymbol} for gas`,
  ),
  'review-with-approval': {
    kind: 'review',
    label: (_, { sellSymbol }) => `Review: approve ${sellSymbol}, then swap`,
    hint: (_, { sellSymbol }) =>
      `The swap router needs your approval to spend ${sellSymbol}: one transaction to approve, then the swap.`,
  },
  review: { kind: 'review', label: () => 'Review swap', hint: () => null },
  quoting: {
    kind: 'none',
    label: ({ retryAtMs }) =>
      retryAtMs === null ? 'Getting your quote…' : 'Waiting for the service…',
    hint: ({ retryAtMs }, form) =>
      retryAtMs === null ? null : budgetWait(retryAtMs, form),
  },
  'reading-allowance': waiting('Checking your approval…'),
  'needs-approval': {
    kind: 'approve',
    label: ({ quote, allowance }) =>
      allowance.isResetRequired
        ? `Reset and approve ${sellSymbol(quote)}`
        : `Approve ${sellSymbol(quote)}`,
    hint: ({ quote, allowance, notice }) => {
      if (notice) return approvalNotices[notice]
      return allowance.isResetRequired
        ? `${sellSymbol(quote)} needs its allowance set to zero before a new approval, so your wallet asks twice.`
        : `Allow the swap router to spend your ${sellSymbol(quote)}. This is a separate transaction and costs gas.`
    },
  },
  'resetting-allowance': {
    kind: 'none',
    label: () => 'Confirm the reset in your wallet',
    hint: ({ quote }) =>
      `Step 1 of 2: set the ${sellSymbol(quote)} allowance to zero.`,
  },
  'reset-pending': {
    kind: 'none',
    label: () => 'Resetting the approval…',
    hint: ({ trackingError }) =>
      trackingError ?? 'Waiting for the reset to be confirmed.',
  },
  approving: waiting(
    'Confirm the approval in your wallet',
    'Your wallet shows the swap router as the spender.',
  ),
  'approval-pending': {
    kind: 'none',
    label: ({ quote }) => `Approving ${sellSymbol(quote)}…`,
    hint: ({ trackingError }) =>
      trackingError ??
      'Waiting for the approval to be confirmed. The quote is refreshed right after.',
  },
  're-quoting': {
    kind: 'none',
    label: ({ retryAtMs }) =>
      retryAtMs === null ? 'Refreshing the quote…' : 'Waiting for the service…',
    hint: ({ reason, retryAtMs }, form) =>
      retryAtMs === null ? requoteHints[reason] : budgetWait(retryAtMs, form),
  },
  'quote-changed': {
    kind: 'accept-quote',
    label: () => 'Accept the new quote',
    hint: ({ previousQuote, quote }) => describeChange(previousQuote, quote),
  },
  ready: {
    kind: 'swap',
    label: () => 'Swap',
    hint: ({ notice }) =>
      notice === 'swap-rejected'
        ? 'You cancelled the swap in your wallet. Nothing was sent.'
        : null,
  },
  'confirming-price-impact': {
    kind: 'confirm-price-impact',
    label: () => 'Swap anyway',
    hint: ({ quote }) =>
      `Price impact is about ${formatPercent(quote.priceImpact?.percent ?? Number.NaN)}: you receive noticeably less than the market price.`,
  },
  checking: waiting(
    'Checking the transaction…',
    'Verifying the router, the network and the quote before your wallet is asked.',
  ),
  'wrong-chain': {
    kind: 'switch-chain',
    label: (state, { chainName }) =>
      state.status === 'wrong-chain'
        ? 'Switch network'
        : `Switch to ${chainName}`,
    hint: (state) =>
      state.status === 'wrong-chain'
        ? `Your wallet is on another network. Switch to network ${state.quote.response.chainId} to continue.`
        : null,
  },
  'guard-failed': {
    kind: 'retry',
    label: () => 'Get a new quote',
    hint: ({ message }) => `Stopped before your wallet was asked: ${message}`,
  },
  signing: waiting('Confirm the swap in your wallet'),
  pending: {
    kind: 'none',
    label: () => 'Swapping…',
    hint: ({ trackingError, replacedHashes }) => {
      if (trackingError)
        return `Still following the transaction: ${trackingError}`
      return replacedHashes.length > 0
        ? 'Your wallet replaced the transaction; following the new one.'
        : 'Waiting for the transaction to be confirmed.'
    },
  },
  confirmed: {
    kind: 'new-swap',
    label: () => 'New swap',
    hint: ({ quote, receivedAmountWei }) =>
      receivedAmountWei === null
        ? 'Swap confirmed.'
        : `Swap confirmed. You received ${formatBuy(quote, receivedAmountWei)}.`,
  },
  reverted: {
    kind: 'retry',
    label: () => 'Try again',
    hint: ({ reason }) =>
      `The swap failed on-chain. Your tokens did not move; only gas was spent.${reason ? ` Reason: ${reason}` : ''}`,
  },
  cancelled: {
    kind: 'retry',
    label: () => 'Try again',
    hint: () =>
      'The swap was cancelled in your wallet. Nothing was swapped; only gas was spent.',
  },
  failed: {
    kind: 'retry',
    label: () => 'Try again',
    hint: ({ error }) => error.message,
  },
}
