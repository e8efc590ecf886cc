import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
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

/**
 * A sentence about the token sold: one naming its symbol, or its own whole
 * sentence when the quote names none (a generic word in the symbol's slot
 * would not fit every language's grammar).
 */
const bySellSymbol = (
  quote: ExecutableQuote,
  { i18n }: SwapFormContext,
  named: (symbol: string) => MessageDescriptor,
  unnamed: MessageDescriptor,
) => {
  const symbol = quote.response.srcToken?.symbol
  return i18n._(symbol === undefined ? unnamed : named(symbol))
}

function formatBuy(
  quote: ExecutableQuote,
  amountWei: bigint,
  { i18n, format }: SwapFormContext,
) {
  const token = quote.response.dstToken
  if (!token) {
    const units = String(amountWei)
    return i18n._(msg`${units} (smallest units)`)
  }
  return `${format.tokenAmount(amountWei, token.decimals)} ${token.symbol}`
}

const approvalNotices: Record<ApprovalNotice, MessageDescriptor> = {
  'approval-rejected': msg`You cancelled the approval in your wallet. Nothing was sent.`,
  'approval-reverted': msg`The approval failed on-chain; only gas was spent. Try again: the allowance is set to zero first if the token needs it.`,
  'approval-short': msg`The approval confirmed in your wallet is for less than this swap needs. Approve again.`,
}

const requoteHints: Record<RequoteReason, MessageDescriptor> = {
  approval: msg`Approval confirmed. Getting a fresh quote before you swap.`,
  expired: msg`The quote expired. Getting a fresh one.`,
  mismatch: msg`The quote did not match what you see. Getting a fresh one.`,
  retry: msg`Getting a fresh quote before you try again.`,
}

function describeChange(
  previous: ExecutableQuote,
  next: ExecutableQuote,
  form: SwapFormContext,
) {
  const { i18n } = form
  const before = BigInt(previous.response.dstAmount)
  const after = BigInt(next.response.dstAmount)
  if (before !== after) {
    const now = formatBuy(next, after, form)
    const was = formatBuy(previous, before, form)
    return i18n._(msg`Quote changed: you now receive ${now} instead of ${was}.`)
  }
  const minimum = (quote: ExecutableQuote) =>
    formatBuy(quote, BigInt(quote.response.minAmountOut ?? 0), form)
  const now = minimum(next)
  const was = minimum(previous)
  return i18n._(
    msg`Quote changed: you now receive at least ${now} instead of ${was}.`,
  )
}

/** A quote the proxy refused for budget is asked again by itself. */
function budgetWait(
  retryAtMs: number,
  { nowMs = Date.now(), i18n, format }: SwapFormContext,
) {
  const wait = format.duration((retryAtMs - nowMs) / 1000)
  return i18n._(
    msg`The swap service is busy: next quote in ${wait}, asked by itself.`,
  )
}

/** A flow state at work: the button only says what it waits for. */
const busy = (
  label: MessageDescriptor,
  hint: MessageDescriptor | null = null,
) => ({
  label: (_: unknown, { i18n }: SwapFormContext) => i18n._(label),
  hint: (_: unknown, { i18n }: SwapFormContext) => (hint ? i18n._(hint) : null),
})

/**
 * The button once a review starts: what the flow's state lets the person
 * do, and why not. Loaded when a wallet is connected, off the first load.
 */
export const flowActions: FlowActions = {
  quoting: {
    label: ({ retryAtMs }, { i18n }) =>
      retryAtMs === null
        ? i18n._(msg`Getting your quote…`)
        : i18n._(msg`Waiting for the service…`),
    hint: ({ retryAtMs }, form) =>
      retryAtMs === null ? null : budgetWait(retryAtMs, form),
  },
  'reading-allowance': busy(msg`Checking your approval…`),
  'needs-approval': {
    label: ({ quote, allowance }, form) =>
      allowance.isResetRequired
        ? bySellSymbol(
            quote,
            form,
            (symbol) => msg`Reset and approve ${symbol}`,
            msg`Reset and approve the token`,
          )
        : bySellSymbol(
            quote,
            form,
            (symbol) => msg`Approve ${symbol}`,
            msg`Approve the token`,
          ),
    hint: ({ quote, allowance, notice }, form) => {
      if (notice) return form.i18n._(approvalNotices[notice])
      return allowance.isResetRequired
        ? bySellSymbol(
            quote,
            form,
            (symbol) =>
              msg`${symbol} needs its allowance set to zero before a new approval, so your wallet asks twice.`,
            msg`This token needs its allowance set to zero before a new approval, so your wallet asks twice.`,
          )
        : bySellSymbol(
            quote,
            form,
            (symbol) =>
              msg`Allow the swap router to spend your ${symbol}. This is a separate transaction and costs gas.`,
            msg`Allow the swap router to spend the token you sell. This is a separate transaction and costs gas.`,
          )
    },
  },
  'resetting-allowance': {
    label: (_, { i18n }) => i18n._(msg`Confirm the reset in your wallet`),
    hint: ({ quote }, form) =>
      bySellSymbol(
        quote,
        form,
        (symbol) => msg`Step 1 of 2: set the ${symbol} allowance to zero.`,
        msg`Step 1 of 2: set the token's allowance to zero.`,
      ),
  },
  'reset-pending': {
    label: (_, { i18n }) => i18n._(msg`Resetting the approval…`),
    hint: ({ trackingError }, { i18n }) =>
      trackingError ?? i18n._(msg`Waiting for the reset to be confirmed.`),
  },
  approving: busy(
    msg`Confirm the approval in your wallet`,
    msg`Your wallet shows the swap router as the spender.`,
  ),
  'approval-pending': {
    label: ({ quote }, form) =>
      bySellSymbol(
        quote,
        form,
        (symbol) => msg`Approving ${symbol}…`,
        msg`Approving the token…`,
      ),
    hint: ({ trackingError }, { i18n }) =>
      trackingError ??
      i18n._(
        msg`Waiting for the approval to be confirmed. The quote is refreshed right after.`,
      ),
  },
  're-quoting': {
    label: ({ retryAtMs }, { i18n }) =>
      retryAtMs === null
        ? i18n._(msg`Refreshing the quote…`)
        : i18n._(msg`Waiting for the service…`),
    hint: ({ reason, retryAtMs }, form) =>
      retryAtMs === null
        ? form.i18n._(requoteHints[reason])
        : budgetWait(retryAtMs, form),
  },
  'quote-changed': {
    label: (_, { i18n }) => i18n._(msg`Accept the new quote`),
    hint: ({ previousQuote, quote }, form) =>
      describeChange(previousQuote, quote, form),
  },
  ready: {
    label: ({ batch }, { i18n, sellSymbol }) =>
      batch?.approval
        ? i18n._(msg`Approve ${sellSymbol} and swap`)
        : i18n._(msg({ message: 'Swap', context: 'verb' })),
    hint: ({ notice, batch }, { i18n }) =>
      notice === 'swap-rejected'
        ? i18n._(msg`You cancelled the swap in your wallet. Nothing was sent.`)
        : batch?.approval
          ? i18n._(
              msg`One request to your wallet: the approval and the swap go together, or not at all.`,
            )
          : null,
  },
  'confirming-price-impact': {
    label: (_, { i18n }) => i18n._(msg`Swap anyway`),
    hint: ({ quote }, { i18n, format }) => {
      const impact = format.percent(quote.priceImpact?.percent ?? Number.NaN)
      return i18n._(
        msg`Price impact is about ${impact}: you receive noticeably less than the market price.`,
      )
    },
  },
  checking: busy(
    msg`Checking the transaction…`,
    msg`Verifying the router, the network and the quote before your wallet is asked.`,
  ),
  'wrong-chain': {
    label: (_, { i18n }) => i18n._(msg`Switch network`),
    hint: (state, { i18n }) => {
      const chainId = String(state.quote.response.chainId)
      return i18n._(
        msg`Your wallet is on another network. Switch to network ${chainId} to continue.`,
      )
    },
  },
  'guard-failed': {
    label: (_, { i18n }) => i18n._(msg`Get a new quote`),
    hint: ({ message }, { i18n }) =>
      i18n._(msg`Stopped before your wallet was asked: ${message}`),
  },
  'accepting-simulation-only': {
    label: (_, { i18n }) => i18n._(msg`Accept for this network`),
    hint: (_, { i18n }) =>
      i18n._(
        msg`Checked by simulation; this router's minimum is not enforced on chain; a wallet that batches calls would enforce it.`,
      ),
  },
  'accepting-token-risk': {
    label: ({ measured }, { i18n, format }) => {
      const risk = measured.tokenRisk
      if (risk?.kind !== 'taxed') return i18n._(msg`Buy anyway`)
      const tax = format.percent(risk.taxBps / 100, 1)
      return i18n._(msg`Accept the ${tax} tax and swap`)
    },
    hint: ({ measured, quote }, form) => {
      const { i18n, format } = form
      const risk = measured.tokenRisk
      if (risk?.kind !== 'taxed') {
        return i18n._(
          msg`Nobody but its owner can sell this token: our simulation bought it, then could not move any of it out of your wallet. You may never be able to sell what you buy.`,
        )
      }
      const tax = format.percent(risk.taxBps / 100, 1)
      const received = formatBuy(quote, risk.receivedWei, form)
      const quoted = formatBuy(quote, risk.quotedWei, form)
      return i18n._(
        msg`This token takes ${tax} on transfer: you receive about ${received}, not ${quoted}.`,
      )
    },
  },
  signing: busy(msg`Confirm the swap in your wallet`),
  pending: {
    label: (_, { i18n }) => i18n._(msg`Swapping…`),
    hint: ({ trackingError, replacedHashes }, { i18n }) => {
      if (trackingError) {
        return i18n._(msg`Still following the transaction: ${trackingError}`)
      }
      return replacedHashes.length > 0
        ? i18n._(
            msg`Your wallet replaced the transaction; following the new one.`,
          )
        : i18n._(msg`Waiting for the transaction to be confirmed.`)
    },
  },
  confirmed: {
    label: (_, { i18n }) => i18n._(msg`New swap`),
    hint: ({ quote, receivedAmountWei }, form) => {
      if (receivedAmountWei === null) return form.i18n._(msg`Swap confirmed.`)
      const received = formatBuy(quote, receivedAmountWei, form)
      return form.i18n._(msg`Swap confirmed. You received ${received}.`)
    },
  },
  reverted: {
    label: (_, { i18n }) => i18n._(msg`Try again`),
    hint: ({ reason }, { i18n }) =>
      reason
        ? i18n._(
            msg`The swap failed on-chain. Your tokens did not move; only gas was spent. Reason: ${reason}`,
          )
        : i18n._(
            msg`The swap failed on-chain. Your tokens did not move; only gas was spent.`,
          ),
  },
  cancelled: {
    label: (_, { i18n }) => i18n._(msg`Try again`),
    hint: (_, { i18n }) =>
      i18n._(
        msg`The swap was cancelled in your wallet. Nothing was swapped; only gas was spent.`,
      ),
  },
  failed: {
    label: (_, { i18n }) => i18n._(msg`Try again`),
    hint: ({ error }) => error.message,
  },
}
