/**
 * `text` between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE
 * (U+2068 … U+2069): what `<bdi>` does in markup, for strings that cannot
 * hold markup (aria-label, title). A token symbol or address written in
 * another direction than the sentence around it keeps its own order and
 * leaves the sentence's alone ("25 ب00" stays "25 ب00" in an English
 * label, and a Latin symbol stays whole in an Arabic one).
 */
export function isolate(text: string) {
  return `\u2068${text}\u2069`
}
