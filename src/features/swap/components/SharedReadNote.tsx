import { useLingui } from '@lingui/react'
import { wordListNote, wordPricesNote } from '../model/toSharedReadNotes'

export type SharedReadNoteProps = {
  kind: 'list' | 'prices'
  /** Local clock: when the list was saved, or the prices were read. */
  atMs: number
  nowMs: number
}

/** How old the token list or the USD prices on the card are, in words. */
export function SharedReadNote({ kind, atMs, nowMs }: SharedReadNoteProps) {
  const { i18n } = useLingui()
  return kind === 'list' ? (
    <p className="field-note" role="status">
      {wordListNote(atMs, nowMs, i18n)}
    </p>
  ) : (
    <p className="field-note price-age-note">
      {wordPricesNote(atMs, nowMs, i18n)}
    </p>
  )
}
