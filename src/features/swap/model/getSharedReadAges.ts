/**
 * USD figures fresher than this carry no note: the service refreshes prices
 * about every 5 s and the app keeps the list a minute, so under a minute the
 * figures are as fresh as the product makes them.
 */
export const PRICE_AGE_NOTE_AFTER_MS = 60_000

export type GetSharedReadAgesParameters = {
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

/**
 * Since when the shared reads the card notes are old (local clock): the
 * token list when the proxy could not give a fresh one, the USD prices once
 * a minute old where USD values show; null where there is nothing to say.
 * No words: SharedReadNote (off the first load) says them.
 */
export function getSharedReadAges({
  pricesAtMs,
  copySavedAtMs,
  isListStale,
  listUpdatedAtMs,
  hasUsdValues,
  nowMs,
}: GetSharedReadAgesParameters): {
  listAtMs: number | null
  pricesAtMs: number | null
} {
  const isPriceOld =
    pricesAtMs !== null && nowMs - pricesAtMs >= PRICE_AGE_NOTE_AFTER_MS
  return {
    listAtMs: copySavedAtMs ?? (isListStale ? listUpdatedAtMs : null),
    pricesAtMs: hasUsdValues && isPriceOld ? pricesAtMs : null,
  }
}
