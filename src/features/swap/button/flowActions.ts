import {
  formatDuration,
  formatPercent,
  formatTokenAmount,
} from '../../../lib/format'
import type {
  ApprovalNotice,
  ExecutableQuote,
  RequoteReason,
  SwapState,
  SwapStatus,
} from '../lifecycle/types'
import type { SwapActionRow, SwapFormContext } from './formActions'

/** A row per state of the flow: the person's press is flowSteps.ts's. */
export type FlowActions = {
  [S in Exclude<SwapStatus, 'idle'>]: SwapActionRow<
    Extract<SwapState, { status: S }>
  >
}

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

/** A flow state at work: the button only says what it waits for. */
const busy = (label: string, hint: string | null = null) => ({
  label: () => label,
  hint: () => hint,
})

/**
 * The button once a review starts: what the flow's state lets the person
 * do, and why not. Loaded when a wallet is connected, off the first load.
 */
export const flowActions: FlowActions = {
  quoting: {
    label: ({ retryAtMs }) =>
      retryAtMs === null ? 'Getting your quote…' : 'Waiting for the service…',
    hint: ({ retryAtMs }, form) =>
      retryAtMs === null ? null : budgetWait(retryAtMs, form),
  },
  'reading-allowance': busy('Checking your approval…'),
  'needs-approval': {
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
    label: () => 'Confirm the reset in your wallet',
    hint: ({ quote }) =>
      `Step 1 of 2: set the ${sellSymbol(quote)} allowance to zero.`,
  },
  'reset-pending': {
    label: () => 'Resetting the approval…',
    hint: ({ trackingError }) =>
      trackingError ?? 'Waiting for the reset to be confirmed.',
  },
  approving: busy(
    'Confirm the approval in your wallet',
    'Your wallet shows the swap router as the spender.',
  ),
  'approval-pending': {
    label: ({ quote }) => `Approving ${sellSymbol(quote)}…`,
    hint: ({ trackingError }) =>
      trackingError ??
      'Waiting for the approval to be confirmed. The quote is refreshed right after.',
  },
  're-quoting': {
    label: ({ retryAtMs }) =>
      retryAtMs === null ? 'Refreshing the quote…' : 'Waiting for the service…',
    hint: ({ reason, retryAtMs }, form) =>
      retryAtMs === null ? requoteHints[reason] : budgetWait(retryAtMs, form),
  },
  'quote-changed': {
    label: () => 'Accept the new quote',
    hint: ({ previousQuote, quote }) => describeChange(previousQuote, quote),
  },
  ready: {
    label: () => 'Swap',
    hint: ({ notice }) =>
      notice === 'swap-rejected'
        ? 'You cancelled the swap in your wallet. Nothing was sent.'
        : null,
  },
  'confirming-price-impact': {
    label: () => 'Swap anyway',
    hint: ({ quote }) =>
      `Price impact is about ${formatPercent(quote.priceImpact?.percent ?? Number.NaN)}: you receive noticeably less than the market price.`,
  },
  checking: busy(
    'Checking the transaction…',
    'Verifying the router, the network and the quote before your wallet is asked.',
  ),
  'wrong-chain': {
    label: () => 'Switch network',
    hint: (state) =>
      `Your wallet is on another network. Switch to network ${state.quote.response.chainId} to continue.`,
  },
  'guard-failed': {
    label: () => 'Get a new quote',
    hint: ({ message }) => `Stopped before your wallet was asked: ${message}`,
  },
  signing: busy('Confirm the swap in your wallet'),
  pending: {
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
    label: () => 'New swap',
    hint: ({ quote, receivedAmountWei }) =>
      receivedAmountWei === null
        ? 'Swap confirmed.'
        : `Swap confirmed. You received ${formatBuy(quote, receivedAmountWei)}.`,
  },
  reverted: {
    label: () => 'Try again',
    hint: ({ reason }) =>
      `The swap failed on-chain. Your tokens did not move; only gas was spent.${reason ? ` Reason: ${reason}` : ''}`,
  },
  cancelled: {
    label: () => 'Try again',
    hint: () =>
      'The swap was cancelled in your wallet. Nothing was swapped; only gas was spent.',
  },
  failed: {
    label: () => 'Try again',
    hint: ({ error }) => error.message,
  },
}
