import { toGraphemes } from '../../../lib/toDisplayText'

type FitSvgLabelParameters = {
  /** Room for the text, in the drawing's units. */
  maxWidth: number
  /** As the stylesheet sets it, in the drawing's units. */
  fontSize: number
  isBold?: boolean
}

export type SvgLabel = {
  /** What is drawn: the text, or its start and "…". */
  text: string
  /** The text in full, for the drawing's tooltip. */
  fullText: string
  isCut: boolean
}

/**
 * A generous width estimate per grapheme, in em: SVG text does not wrap or
 * clip, and the app cannot measure it before it is drawn (nor in tests), so
 * a label is cut where a wide font would overflow its box. The drawing also
 * clips each label to its box, for fonts wider still.
 */
function emWidth(grapheme: string) {
  if (grapheme.length > 1 || grapheme.charCodeAt(0) > 0x7e) return 1.15
  if (/[MW@%mw]/.test(grapheme)) return 0.95
  if (/[ijlI1.,:;'|! ()[\]ft]/.test(grapheme)) return 0.36
  if (/[A-Z0-9#&?_<>=+~^$*/\\{}"-]/.test(grapheme)) return 0.72
  return 0.6
}

/** A label that fits `maxWidth`, cut by grapheme with an ellipsis. */
export function fitSvgLabel(
  text: string,
  { maxWidth, fontSize, isBold = false }: FitSvgLabelParameters,
): SvgLabel {
  const em = fontSize * (isBold ? 1.06 : 1)
  const room = maxWidth / em
  const graphemes = toGraphemes(text)
  let width = 0
  for (const grapheme of graphemes) width += emWidth(grapheme)
  if (width <= room) return { text, fullText: text, isCut: false }
  const ellipsisWidth = emWidth('…')
  let kept = ''
  let used = ellipsisWidth
  for (const grapheme of graphemes) {
    const next = used + emWidth(grapheme)
    if (next > room) break
    kept += grapheme
    used = next
  }
  return { text: `${kept.trimEnd()}…`, fullText: text, isCut: true }
}
