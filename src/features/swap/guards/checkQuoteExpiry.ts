// An expired quote never reaches a signature: its price and its calldata
// belong to a chain that has moved on. Its age is measured from when it
// arrived here (a skewed local clock neither stretches nor cuts it), its
// validity capped (../api/getExecutableQuoteQueryOptions.ts).
import { msg } from '@lingui/core/macro'
import { getQuoteExpiryMs } from '../api/getExecutableQuoteQueryOptions'
import { QUOTE_SAFETY_MARGIN_MS } from '../api/getQuoteRefreshAtMs'
import {
  fail,
  type GuardResult,
  guardI18n,
  type QuoteCheckParameters,
} from './types'

function getDeadlineMs({
  quote,
  receivedAtMs,
}: QuoteCheckParameters): number | null {
  const generatedAtMs = quote.generatedAt ? Date.parse(quote.generatedAt) : NaN
  const anchorMs = receivedAtMs ?? generatedAtMs
  if (Number.isFinite(anchorMs)) {
    return getQuoteExpiryMs({
      receivedAtMs: anchorMs,
      generatedAt: quote.generatedAt,
      expiresAt: quote.expiresAt,
      validForSeconds: quote.validForSeconds,
    })
  }
  const expiresAtMs = quote.expiresAt ? Date.parse(quote.expiresAt) : NaN
  return Number.isFinite(expiresAtMs) ? expiresAtMs : null
}

export function checkQuoteExpiry(
  parameters: QuoteCheckParameters,
): GuardResult {
  const { nowMs, safetyMarginMs = QUOTE_SAFETY_MARGIN_MS } = parameters
  const i18n = guardI18n(parameters)
  const deadlineMs = getDeadlineMs(parameters)
  if (deadlineMs === null) {
    return fail(
      'expired',
      i18n._(
        msg`The quote carries no time to measure its age against, so it cannot be trusted as current. A fresh quote is needed.`,
      ),
    )
  }
  if (nowMs + safetyMarginMs >= deadlineMs) {
    return fail(
      'expired',
      i18n._(
        msg`This quote has expired or is about to. A fresh quote is needed.`,
      ),
    )
  }
  return { ok: true }
}
