import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LocaleFormatters } from '../../../lib/i18n/createLocaleFormatters'

type DescribeProvenanceParameters = {
  /** Whose figure: the aggregator's quote or the pools' reads. */
  subject: 'quote' | 'pools'
  blockNumber?: bigint | null
  /** Local clock. */
  receivedAtMs: number
  nowMs: number
}

/**
 * Where a figure comes from, as one whole sentence per case ("Quote from
 * block 1234, received 5 seconds ago"), so each language orders its own
 * words; the age is Intl.RelativeTimeFormat's phrase in the language.
 */
export function describeProvenance(
  {
    subject,
    blockNumber = null,
    receivedAtMs,
    nowMs,
  }: DescribeProvenanceParameters,
  i18n: I18n,
  format: LocaleFormatters,
): string {
  const age = format.relativeTime(Math.min(receivedAtMs, nowMs), nowMs)
  if (blockNumber === null) {
    return subject === 'quote'
      ? i18n._(msg`Quote received ${age}`)
      : i18n._(msg`Pools read ${age}`)
  }
  const block = String(blockNumber)
  return subject === 'quote'
    ? i18n._(msg`Quote from block ${block}, received ${age}`)
    : i18n._(msg`Pools read at block ${block}, ${age}`)
}
