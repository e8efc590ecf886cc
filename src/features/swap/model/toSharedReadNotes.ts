import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { createFormatters } from '../../../lib/format'
import {
  type GetSharedReadAgesParameters,
  getSharedReadAges,
} from './getSharedReadAges'

/**
 * How long ago `atMs` was, through Intl.RelativeTimeFormat in `i18n`'s
 * language ("3 minutes ago", "vor 3 Minuten", "3分钟前"): a whole phrase
 * each language writes its own way, never a number beside a word of ours.
 */
function ago(i18n: I18n, nowMs: number, atMs: number) {
  // At least a second back: "now" would not read as an age.
  return createFormatters(i18n.locale).relativeTime(
    Math.min(atMs, nowMs - 1000),
    nowMs,
  )
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
