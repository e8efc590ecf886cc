/**
 * The one display rule for text that comes from the swap service or a host
 * page (token symbols, names and tags, chain names, pool and protocol names,
 * error messages): anyone who lists a token writes it, so it may carry
 * characters that reorder or hide what the eye reads ("USDC" + U+202E), or
 * be long enough to push the page past the screen.
 *
 * Hidden characters (removed, and reported by hasHiddenCharacters):
 * - Cc, every C0/C1 control but the whitespace ones (tab, line feed, line
 *   and form feed, carriage return, U+0085), which become spaces;
 * - Cf, every format character: the bidi controls U+061C, U+200E, U+200F,
 *   U+202A–U+202E, U+2066–U+2069, the zero-width U+200B–U+200D, U+2060–
 *   U+2064, U+FEFF, U+180E, the soft hyphen U+00AD, tag characters…;
 * - Cs, lone surrogates (not text at all);
 * - letters and marks that draw nothing in any font: the combining
 *   grapheme joiner U+034F, the Hangul fillers U+115F, U+1160, U+3164,
 *   U+FFA0, the Khmer U+17B4, U+17B5, the Mongolian selectors U+180B–
 *   U+180F, the blank braille cell U+2800, and the variation selectors
 *   U+FE00–U+FE0F, U+E0100–U+E01EF (invisible after any letter; they can
 *   carry a hidden payload). The cost: emoji sequences with a zero-width
 *   joiner or a selector show as their parts.
 * Whitespace of any kind collapses to one space, trimmed; a run of more
 * than four combining marks on one letter is cut to four (stacked marks
 * grow a line upwards, never anything legible). A cap, when given, counts
 * graphemes (code points where Intl.Segmenter is missing, so a surrogate
 * pair is never split) and ends a cut text with "…", within the cap.
 * toDisplayText(toDisplayText(x, n), n) === toDisplayText(x, n).
 */

const hiddenPattern =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each mark is matched alone, to be removed
  /[\0-\x08\x0e-\x1f\x7f-\x84\x86-\x9f\p{Cf}\p{Cs}\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/u
const hiddenPatternAll = new RegExp(hiddenPattern.source, 'gu')
const whitespaceRuns = /[\s\x85]+/gu
const markRuns = /(\p{M}{4})\p{M}+/gu
/** Printable ASCII without double spaces: the common case, left as it is. */
const plainAscii = /^(?! )(?!.* {2})(?!.* $)[\x20-\x7e]*$/

/** Caps, in graphemes, for each kind of text the app shows. */
export const displayTextLimits = {
  symbol: 24,
  name: 64,
  tag: 24,
  chainName: 40,
  poolName: 40,
  message: 200,
} as const

const ellipsis = '…'

/** The text's graphemes; its code points where Intl.Segmenter is missing. */
export function toGraphemes(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text)
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
  return Array.from(segmenter.segment(text), ({ segment }) => segment)
}

function cap(text: string, maxGraphemes: number): string {
  // A text of n UTF-16 units holds at most n graphemes.
  if (text.length <= maxGraphemes) return text
  const graphemes = toGraphemes(text)
  if (graphemes.length <= maxGraphemes) return text
  const kept = graphemes.slice(0, Math.max(0, maxGraphemes - 1)).join('')
  return `${kept.trimEnd()}${ellipsis}`
}

/**
 * `text` as the app shows it: hidden characters removed, whitespace
 * collapsed, at most `maxGraphemes` graphemes (no cap when omitted).
 */
export function toDisplayText(
  text: string,
  maxGraphemes = Number.POSITIVE_INFINITY,
): string {
  const clean = plainAscii.test(text)
    ? text
    : text
        .replace(hiddenPatternAll, '')
        .replace(whitespaceRuns, ' ')
        .replace(markRuns, '$1')
        .trim()
  return cap(clean, maxGraphemes)
}

/** Whether the display rule removes anything hidden from `text`. */
export function hasHiddenCharacters(text: string): boolean {
  return hiddenPattern.test(text)
}
