import { type Address, getAddress } from 'viem'

/**
 * 0x1234…abcd, checksummed. For code that is lazy itself: the first screen
 * reaches it through the checksum chunk (useShortAddress).
 */
export function shortenAddress(address: Address): string {
  const checksummed = getAddress(address)
  return `${checksummed.slice(0, 6)}…${checksummed.slice(-4)}`
}
