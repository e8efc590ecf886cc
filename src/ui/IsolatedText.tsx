export type IsolatedTextProps = {
  /** The whole string, as a pure function built it ("Approve ب00"). */
  text: string
  /** Service-given values it may hold: symbols, names, addresses. */
  values: readonly (string | null | undefined)[]
}

const escapeRegExp = (value: string) =>
  value.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')

// Two neighbours of one word: letters of one script, or digits. "ETH" in
// "WETH" is not the symbol ETH; "USDC" after Chinese "批准" is.
const scripts = [/\p{N}/u, /\p{sc=Latin}/u, /\p{sc=Arabic}/u, /\p{sc=Han}/u]
const isJoined = (a = '', b = '') =>
  scripts.some((script) => script.test(a) && script.test(b))

/**
 * A label built as one plain string (a button's "Approve USDC", a step's
 * note, a refusal), shown with each service-given value it holds inside a
 * `<bdi>`: a symbol in another direction than the sentence keeps its own
 * order and leaves the sentence's alone. The text content, and so the
 * accessible name, is the string unchanged.
 */
export function IsolatedText({ text, values }: IsolatedTextProps) {
  const wanted = [...new Set(values)]
    .filter((value): value is string => !!value)
    .sort((a, b) => b.length - a.length)
  if (wanted.length === 0) return text
  const parts: string[] = []
  let start = 0
  for (const match of text.matchAll(
    new RegExp(wanted.map(escapeRegExp).join('|'), 'gu'),
  )) {
    const value = match[0]
    const end = match.index + value.length
    if (
      isJoined(text[match.index - 1], value[0]) ||
      isJoined(value.at(-1), text[end])
    )
      continue
    parts.push(text.slice(start, match.index), value)
    start = end
  }
  if (parts.length === 0) return text
  parts.push(text.slice(start))
  // Odd parts are the values; strings between them need no key.
  return parts.map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
    index % 2 ? <bdi key={index}>{part}</bdi> : part,
  )
}
