import { type Address, isAddress } from 'viem'

export type PastedAddress =
  | { kind: 'none' }
  | { kind: 'address'; address: Address }
  | { kind: 'invalid-checksum'; address: Address }

/** Whether the search box holds an address, and whether its checksum holds. */
export function parsePastedAddress(query: string): PastedAddress {
  const trimmed = query.trim()
  if (!isAddress(trimmed, { strict: false })) return { kind: 'none' }
  return isAddress(trimmed)
    ? { kind: 'address', address: trimmed }
    : { kind: 'invalid-checksum', address: trimmed }
}
