import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LocaleFormatters } from '../../../lib/i18n/createLocaleFormatters'

type DescribeProvenanceParameters = {
  blockNumber?: bigint | null
  /** Local clock. */
  receivedAtMs: number
  nowMs: number
}

/** "block 1234, 5 s ago" or "5 s ago": where a figure comes from. */
export function describeProvenance(
  { blockNumber = null, receivedAtMs, nowMs }: DescribeProvenanceParameters,
  i18n: I18n,
  format: LocaleFormatters,
): string {
  const duration = format.duration((nowMs - receivedAtMs) / 1000)
  if (blockNumber === null) return i18n._(msg`${duration} ago`)
  const block = String(blockNumber)
  return i18n._(msg`block ${block}, ${duration} ago`)
}
