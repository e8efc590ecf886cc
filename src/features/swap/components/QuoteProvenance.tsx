import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { InfoIcon } from '../../../ui/icons/InfoIcon'
import type { QuoteKind } from '../api/types'

export type QuoteProvenanceProps = {
  kind: QuoteKind
  blockNumber: string | null
  ageSeconds: number
  expiresInSeconds: number | null
}

const kindWords = {
  executable: msg`Executable`,
  indicative: msg`Indicative`,
} as const satisfies Record<QuoteKind, MessageDescriptor>

const kindNotes = {
  executable: msg`Made for your wallet, with the transaction you would sign.`,
  indicative: msg`A price without a wallet: connecting gets one you can sign.`,
} as const satisfies Record<QuoteKind, MessageDescriptor>

type Validity = 'valid' | 'expired' | 'open'

/** Each sentence whole, so a language can order it (one message each). */
function whenText(
  block: string | null,
  ago: string,
  validity: Validity,
  left: string,
) {
  if (block === null) {
    if (validity === 'valid') return msg`Priced ${ago}; valid for ${left} more.`
    if (validity === 'expired') return msg`Priced ${ago}; expired.`
    return msg`Priced ${ago}.`
  }
  if (validity === 'valid') {
    return msg`Priced at block ${block}, ${ago}; valid for ${left} more.`
  }
  if (validity === 'expired')
    return msg`Priced at block ${block}, ${ago}; expired.`
  return msg`Priced at block ${block}, ${ago}.`
}

/**
 * What kind of quote this is, in one word; where and when it was priced
 * (block, age, validity) behind an info button, for who wants it.
 */
export function QuoteProvenance({
  kind,
  blockNumber,
  ageSeconds,
  expiresInSeconds,
}: QuoteProvenanceProps) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const [isOpen, setIsOpen] = useState(false)
  const id = useId()
  const validity: Validity =
    expiresInSeconds === null
      ? 'open'
      : expiresInSeconds > 0
        ? 'valid'
        : 'expired'
  const ago = format.relativeTime(-ageSeconds * 1000, 0)
  const left = format.duration(expiresInSeconds ?? 0)
  return (
    <>
      <span className="quote-kind">
        {i18n._(kindWords[kind])}
        <button
          type="button"
          className="icon-button info-button"
          aria-label={t`About this quote`}
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setIsOpen((open) => !open)}
        >
          <InfoIcon size={16} />
        </button>
      </span>
      <span id={id} className="quote-provenance field-note" hidden={!isOpen}>
        {i18n._(kindNotes[kind])}{' '}
        {i18n._(whenText(blockNumber, ago, validity, left))}
      </span>
    </>
  )
}
