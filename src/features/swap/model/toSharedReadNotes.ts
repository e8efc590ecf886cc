import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LocaleFormatters } from '../../../lib/i18n/createLocaleFormatters'
import {
  type GetSharedReadAgesParameters,
  getSharedReadAges,
} from './getSharedReadAges'

/** How long ago, in the language's own words (Intl's, through the
 * locale formatters: "3 minutes ago", "vor 3 Minuten", "3分钟前"). */
type Words = { i18n: I18n; format: Pick<LocaleFormatters, 'relativeTime'> }

/** The note on the token list saved at `atMs`. */
export function wordListNote(
  atMs: number,
  nowMs: number,
  { i18n, format }: Words,
) {
  const listAge = format.relativeTime(atMs, nowMs)
  return i18n._(
    msg`Token list from ${listAge}: the swap service is not answering.`,
  )
}

/** The note on USD prices from `atMs`. */
export function wordPricesNote(
  atMs: number,
  nowMs: number,
  { i18n, format }: Words,
) {
  const pricesAge = format.relativeTime(atMs, nowMs)
  return i18n._(msg`USD prices from ${pricesAge}`)
}

/**
 * The card's subtle notes on shared reads: how old the token list is when
 * the proxy could not give a fresh one, and how old the USD prices are.
 */
export function toSharedReadNotes(
  parameters: GetSharedReadAgesParameters & Words,
): { list: string | null; prices: string | null } {
  const { nowMs } = parameters
  const { listAtMs, pricesAtMs } = getSharedReadAges(parameters)
  return {
    list: listAtMs === null ? null : wordListNote(listAtMs, nowMs, parameters),
    prices:
      pricesAtMs === null
        ? null
        : wordPricesNote(pricesAtMs, nowMs, parameters),
  }
}
