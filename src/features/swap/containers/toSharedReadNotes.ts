import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * USD figures fresher than this carry no note: the service refreshes prices
 * about every 5 s and the app keeps the list a minute, so under a minute the
 * figures are as fresh as the product makes them.
 */
export const PRICE_AGE_NOTE_AFTER_MS = 60_000

type ToSharedReadNotesParameters = {
  /** From the list's `Age` (useTokenListAge); null before the list. */
  pricesAtMs: number | null
  /** The list on screen is this browser's copy, saved then. */
  copySavedAtMs: number | null
  /** The latest read of the list failed while one was on screen. */
  isListStale: boolean
  listUpdatedAtMs: number
  hasUsdValues: boolean
  nowMs: number
  /** The language the notes are worded in. */
  i18n: I18n
}

/** "3 min ago": whole seconds, minutes or hours, in `i18n`'s language. */
function ago(i18n: I18n, nowMs: number, atMs: number) {
  const seconds = Math.max(0, Math.floor((nowMs - atMs) / 1000))
  if (seconds < 60) {
    const count = i18n.number(seconds)
    return i18n._(msg`${count} s ago`)
  }
  if (seconds < 3600) {
    const count = i18n.number(Math.floor(seconds / 60))
    return i18n._(msg`${count} min ago`)
  }
  const count = i18n.number(Math.floor(seconds / 3600))
  return i18n._(msg`${count} h ago`)
}

/**
 * The card's subtle notes on shared reads: how old the token list is when
 * the proxy could not give a fresh one, and how old the USD prices are.
 */
export function toSharedReadNotes({
  pricesAtMs,
  copySavedAtMs,
  isListStale,
  listUpdatedAtMs,
  hasUsdValues,
  nowMs,
  i18n,
}: ToSharedReadNotesParameters): {
  list: string | null
  prices: string | null
} {
  const listAtMs = copySavedAtMs ?? (isListStale ? listUpdatedAtMs : null)
  const isPriceOld =
    pricesAtMs !== null && nowMs - pricesAtMs >= PRICE_AGE_NOTE_AFTER_MS
  const listAge = listAtMs === null ? null : ago(i18n, nowMs, listAtMs)
  const pricesAge =
    hasUsdValues && isPriceOld && pricesAtMs !== null
      ? ago(i18n, nowMs, pricesAtMs)
      : null
  return {
    list:
      listAge === null
        ? null
        : i18n._(
            msg`Token list from ${listAge}: the swap service is not answering.`,
          ),
    prices:
      pricesAge === null ? null : i18n._(msg`USD prices from ${pricesAge}`),
  }
}
