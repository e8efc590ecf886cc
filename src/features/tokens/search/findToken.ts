import { type Address, isAddress, isAddressEqual } from 'viem'
import type { AppToken } from '../types'

type FindTokenReturnType = AppToken | undefined

/** The list's entry for an address, whatever its letter case. */
export function findToken(
  tokens: readonly AppToken[],
  address: Address | string | null | undefined,
): FindTokenReturnType {
  if (!address || !isAddress(address, { strict: false })) return undefined
  return tokens.find((token) => isAddressEqual(token.address, address))
}
