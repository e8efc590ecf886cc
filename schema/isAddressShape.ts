import type { Address } from 'viem'

/** 0x and 40 hex digits, in any letter case: an address's shape. */
export const addressPattern = /^0x[0-9a-fA-F]{40}$/

/**
 * Whether `value` has an address's shape. Says nothing of a mixed-case
 * address's EIP-55 checksum: that needs keccak, loaded where a checksum
 * matters (src/lib/addressChecksum.ts). No zod, so start-up code can use it.
 */
export function isAddressShape(value: unknown): value is Address {
  return typeof value === 'string' && addressPattern.test(value)
}
