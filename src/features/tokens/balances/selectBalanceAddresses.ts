import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import type { AppToken } from '../types'

type SelectBalanceAddressesParameters = {
  /** In priority order: what must show a balance first comes first. */
  tokens: readonly AppToken[]
  max: number
}

/**
 * Which balances to read: the native coin always, then tokens in the given
 * order, de-duplicated, at most `max` in all. Lower case, so the list can
 * sit in a query key and be compared by value.
 */
export function selectBalanceAddresses({
  tokens,
  max,
}: SelectBalanceAddressesParameters): string[] {
  const selected = new Set<string>([NATIVE_TOKEN_ADDRESS])
  for (const token of tokens) {
    if (selected.size >= max) break
    selected.add(token.address.toLowerCase())
  }
  return [...selected]
}
