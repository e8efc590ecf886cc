/** Bidi controls and zero-width characters, listed by hand. */
const hiddenCharacters =
  /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/

/** An FSI … PDI pair holding no other FSI or PDI: the innermost pairs. */
const innermostIsolate = /\u2068([^\u2068\u2069]*)\u2069/g

/**
 * Whether `text` holds a hidden character the page must never show. The
 * app's own isolation marks (src/lib/i18n/isolate.ts: FIRST STRONG ISOLATE
 * U+2068 … POP DIRECTIONAL ISOLATE U+2069) are allowed as balanced,
 * properly nested pairs; the app strips every control the service sends
 * (src/lib/toDisplayText.ts), so whatever is left once those pairs are
 * removed, innermost first, came from elsewhere: a stray or unbalanced
 * FSI or PDI, LRI/RLI, an override, a zero-width character.
 */
export function hasStrayHiddenCharacters(text: string): boolean {
  let rest = text
  for (;;) {
    const stripped = rest.replace(innermostIsolate, '$1')
    if (stripped === rest) break
    rest = stripped
  }
  return hiddenCharacters.test(rest)
}
