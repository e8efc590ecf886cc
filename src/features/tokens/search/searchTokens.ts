import { isAddressShape } from '../../../../schema/isAddressShape'
import { isSameAddress } from '../../../lib/addressKey'
import type { AppToken } from '../types'
import type { TokenSearchIndex } from './createTokenSearchIndex'
import { normalizeName, normalizeSymbol } from './normalizeSearchText'

type SearchTokensReturnType = AppToken[]

const Rank = {
  SymbolExact: 0,
  SymbolPrefix: 1,
  NameWordPrefix: 2,
  Substring: 3,
} as const
type Rank = (typeof Rank)[keyof typeof Rank]
const rankCount = 4
/** A partial address matches by prefix once it says more than '0x'. */
const minAddressPrefixLength = 4

type PreparedQuery = {
  symbol: string
  name: string
  /** The name query after a space: a word boundary inside the name. */
  nameWord: string
  isHex: boolean
}

/**
 * Whether every token matching `next` also matches `previous`, so searching
 * the previous matches alone finds them all: the typed text only grew (as
 * normalised), and the name and address rules `next` can match by were
 * already in play for `previous`.
 */
function narrows(previous: PreparedQuery, next: PreparedQuery) {
  return (
    next.symbol.startsWith(previous.symbol) &&
    next.name.startsWith(previous.name) &&
    (previous.name !== '' || next.name === '') &&
    (previous.isHex || !next.isHex)
  )
}

/** The last ranked search of each index: typing extends it key by key. */
const lastSearches = new WeakMap<
  TokenSearchIndex,
  { query: PreparedQuery; positions: number[] }
>()

function rankAt(
  index: TokenSearchIndex,
  position: number,
  query: PreparedQuery,
): Rank | null {
  const symbolQuery = query.symbol
  const nameQuery = query.name
  const symbol = index.symbols[position] as string
  if (symbol === symbolQuery) return Rank.SymbolExact
  if (symbol.startsWith(symbolQuery)) return Rank.SymbolPrefix
  const name = index.names[position] as string
  if (nameQuery) {
    if (name.startsWith(nameQuery) || name.includes(query.nameWord)) {
      return Rank.NameWordPrefix
    }
    if (name.includes(nameQuery)) return Rank.Substring
  }
  if (symbol.includes(symbolQuery)) return Rank.Substring
  if (query.isHex && index.addresses[position]?.startsWith(symbolQuery)) {
    return Rank.Substring
  }
  return null
}

/**
 * Ranks a list for what was typed: symbol exact, then symbol prefix, then a
 * word of the name starting with it, then any substring. Within a rank
 * verified tokens come first, then list order. A full address skips ranking
 * and answers from the index's address map. A query that extends the last
 * one ranks only the last one's matches.
 */
export function searchTokens(
  index: TokenSearchIndex,
  query: string,
): SearchTokensReturnType {
  // Text copied from a row cut short ends in the display rule's ellipsis.
  const trimmed = query.trim().replace(/…$/u, '')
  if (!trimmed) return [...index.tokens]

  if (isAddressShape(trimmed)) {
    const position = index.positionByAddress.get(trimmed.toLowerCase())
    const token = position === undefined ? undefined : index.tokens[position]
    return token && isSameAddress(token.address, trimmed) ? [token] : []
  }

  const symbolQuery = normalizeSymbol(trimmed)
  if (!symbolQuery) return []
  const nameQuery = normalizeName(trimmed)
  const prepared: PreparedQuery = {
    symbol: symbolQuery,
    name: nameQuery,
    nameWord: ` ${nameQuery}`,
    isHex:
      symbolQuery.length >= minAddressPrefixLength &&
      /^0x[0-9a-f]*$/.test(symbolQuery),
  }

  // One bucket per (rank, verified): a stable bucket sort, no comparator.
  const buckets: number[][] = Array.from({ length: rankCount * 2 }, () => [])
  const { tokens } = index
  const last = lastSearches.get(index)
  const candidates =
    last && narrows(last.query, prepared) ? last.positions : null
  const count = candidates ? candidates.length : tokens.length
  // Matches in list order, for the next, longer query.
  const matched: number[] = []
  for (let at = 0; at < count; at++) {
    const position = candidates ? (candidates[at] as number) : at
    const rank = rankAt(index, position, prepared)
    if (rank === null) continue
    matched.push(position)
    const isVerified = (tokens[position] as AppToken).verified
    buckets[rank * 2 + (isVerified ? 0 : 1)]?.push(position)
  }
  lastSearches.set(index, { query: prepared, positions: matched })
  const results: AppToken[] = []
  for (const bucket of buckets) {
    for (const position of bucket) results.push(tokens[position] as AppToken)
  }
  return results
}
