/**
 * `text` between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE
 * (U+2068 … U+2069): what `<bdi>` does in markup, for a displayed
 * attribute that cannot hold markup (a `title` tooltip naming several
 * values). A token symbol or address written in another direction than
 * the text around it keeps its own order and leaves the rest alone
 * ("ب00, Coin" stays in that order in an English tooltip). The hostile-token
 * check allows these pairs only balanced (test/harness/
 * hasStrayHiddenCharacters.ts); the app strips every control the service
 * sends, so the only marks on the page are these.
 */
export function isolate(text: string) {
  return `\u2068${text}\u2069`
}
