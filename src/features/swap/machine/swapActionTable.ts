import { formatPercent } from '../../../lib/formatPercent'
import { formatTokenAmount } from '../../../lib/formatTokenAmount'
import type {
  ApprovalNotice,
  RequoteReason,
  SwapQuote,
  SwapState,
  SwapStatus,
} from './types'

/** What pressing the button does; the hook maps each to one event. */
export type SwapActionKind =
  | 'none'
  | 'review'
  | 'approve'
  | 'accept-quote'
  | 'confirm-price-impact'
  | 'swap'
  | 'switch-chain'
  | 'retry'
  | 'new-swap'

export type SwapActionRow<S extends SwapState = SwapState> = {
  kind: SwapActionKind
  label: (state: S) => string
  /** A sentence under the button: why it is disabled, or what happened. */
  hint: (state: S) => string | null
}

type Table = {
  [K in SwapStatus]: SwapActionRow<Extract<SwapState, { status: K }>>
}

const sellSymbol = (quote: SwapQuote) =>
  quote.response.srcToken?.symbol ?? 'the token'

function formatBuy(quote: SwapQuote, amountWei: bigint) {
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
}

function describeChange(previous: SwapQuote, next: SwapQuote) {
  const before = BigInt(previous.response.dstAmount)
  const after = BigInt(next.response.dstAmount)
  if (before !== after) {
    return `Quote changed: you now receive ${formatBuy(next, after)} instead of ${formatBuy(previous, before)}.`
  }
  const minimum = (quote: SwapQuote) =>
    formatBuy(quote, BigInt(quote.response.minAmountOut ?? 0))
  return `Quote changed: you now receive at least ${minimum(next)} instead of ${minimum(previous)}.`
}

const waiting = (label: string, hint: string | null = null) => ({
  kind: 'none' as const,
  label: () => label,
  hint: () => hint,
})

/** Every state's button: what the person can do now, and why not. */
export const swapActionTable: Table = {
  idle: { kind: 'review', label: () => 'Review swap', hint: () => null },
  quoting: waiting('Getting your quote…'),
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
    label: () => 'Refreshing the quote…',
    hint: ({ reason }) => requoteHints[reason],
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
    label: () => 'Switch network',
    hint: ({ quote }) =>
      `Your wallet is on another network. Switch to network ${quote.response.chainId} to continue.`,
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
