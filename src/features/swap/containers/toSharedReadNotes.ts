import { formatAge } from '../../../lib/format'

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
}

const ago = (nowMs: number, atMs: number) =>
  `${formatAge((nowMs - atMs) / 1000)} ago`

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
}: ToSharedReadNotesParameters): {
  list: string | null
  prices: string | null
} {
  const listAtMs = copySavedAtMs ?? (isListStale ? listUpdatedAtMs : null)
  const isPriceOld =
    pricesAtMs !== null && nowMs - pricesAtMs >= PRICE_AGE_NOTE_AFTER_MS
  return {
    list:
      listAtMs === null
        ? null
        : `Token list from ${ago(nowMs, listAtMs)}: the swap service is not answering.`,
    prices:
      hasUsdValues && isPriceOld && pricesAtMs !== null
        ? `USD prices from ${ago(nowMs, pricesAtMs)}`
        : null,
  }
}
