import type { Address } from 'viem'
import { isAddressShape } from '../../../../schema/isAddressShape'
import { isSameAddress } from '../../../lib/addressKey'
import type { AppToken } from '../types'

type FindTokenReturnType = AppToken | undefined

/** The list's entry for an address, whatever its letter case. */
export function findToken(
  tokens: readonly AppToken[],
  address: Address | string | null | undefined,
): FindTokenReturnType {
  if (!address || !isAddressShape(address)) return undefined
  return tokens.find((token) => isSameAddress(token.address, address))
}
