import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  type GetSharedReadAgesParameters,
  getSharedReadAges,
} from './getSharedReadAges'

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

/** The note on the token list saved at `atMs`, in `i18n`'s language. */
export function wordListNote(atMs: number, nowMs: number, i18n: I18n) {
  const listAge = ago(i18n, nowMs, atMs)
  return i18n._(
    msg`Token list from ${listAge}: the swap service is not answering.`,
  )
}

/** The note on USD prices from `atMs`, in `i18n`'s language. */
export function wordPricesNote(atMs: number, nowMs: number, i18n: I18n) {
  const pricesAge = ago(i18n, nowMs, atMs)
  return i18n._(msg`USD prices from ${pricesAge}`)
}

/**
 * The card's subtle notes on shared reads: how old the token list is when
 * the proxy could not give a fresh one, and how old the USD prices are.
 */
export function toSharedReadNotes(
  parameters: GetSharedReadAgesParameters & { i18n: I18n },
): { list: string | null; prices: string | null } {
  const { nowMs, i18n } = parameters
  const { listAtMs, pricesAtMs } = getSharedReadAges(parameters)
  return {
    list: listAtMs === null ? null : wordListNote(listAtMs, nowMs, i18n),
    prices:
      pricesAtMs === null ? null : wordPricesNote(pricesAtMs, nowMs, i18n),
  }
}
