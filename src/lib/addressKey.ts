// Addresses compared and keyed by their lowercase form: the same address
// whatever its letter case, with no keccak (an EIP-55 checksum is checked
// only where one matters: src/lib/addressChecksum.ts). The first screen
// compares addresses this way, without viem's address helpers.
import type { Address } from 'viem'
import { isAddressShape } from '../../schema/isAddressShape'

/** The zero address, lowercase: never a token, a recipient or a router. */
export const ZERO_ADDRESS =
  '0x0000000000000000000000000000000000000000' as const satisfies Address

/** An address's key: its lowercase form. Throws for a non-address. */
export function toAddressKey(address: string): Lowercase<Address> {
  if (!isAddressShape(address)) {
    throw new TypeError(`Not an address: "${address}"`)
  }
  return address.toLowerCase() as Lowercase<Address>
}

/**
 * Whether two addresses are the same, whatever their letter case. Throws
 * for a non-address, as viem's isAddressEqual does.
 */
export function isSameAddress(a: string, b: string): boolean {
  return toAddressKey(a) === toAddressKey(b)
}
