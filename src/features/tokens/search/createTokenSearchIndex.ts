import type { AppToken } from '../types'
import { normalizeName, normalizeSymbol } from './normalizeSearchText'

/**
 * A token list prepared once for search: every field the search compares is
 * normalised here, so a keystroke costs one pass of plain string tests. The
 * full (uncapped) symbol and name are indexed: what a row shows cut short
 * is found by what it shows, and by the rest.
 */
export type TokenSearchIndex = {
  readonly tokens: readonly AppToken[]
  readonly symbols: readonly string[]
  /** Words separated by single spaces. */
  readonly names: readonly string[]
  readonly addresses: readonly string[]
  /** Lower-case address → position in `tokens`; first entry wins. */
  readonly positionByAddress: ReadonlyMap<string, number>
}

/**
 * `previous`, the index of an earlier version of the list (pages arriving
 * one by one): a position holding the very same token object reuses its
 * normalised fields, so a growing list costs only its new tokens.
 */
export function createTokenSearchIndex(
  tokens: readonly AppToken[],
  previous?: TokenSearchIndex,
): TokenSearchIndex {
  const symbols = new Array<string>(tokens.length)
  const names = new Array<string>(tokens.length)
  const addresses = new Array<string>(tokens.length)
  const positionByAddress = new Map<string, number>()
  tokens.forEach((token, position) => {
    const isKnown = previous?.tokens[position] === token
    const known = isKnown ? previous : undefined
    symbols[position] =
      known?.symbols[position] ?? normalizeSymbol(token.fullSymbol)
    names[position] = known?.names[position] ?? normalizeName(token.fullName)
    const address = known?.addresses[position] ?? token.address.toLowerCase()
    addresses[position] = address
    if (!positionByAddress.has(address)) {
      positionByAddress.set(address, position)
    }
  })
  return { tokens, symbols, names, addresses, positionByAddress }
}
