import { type Address, getAddress } from 'viem'

/** 0x1234…abcd, checksummed. */
export function shortenAddress(address: Address): string {
  const checksummed = getAddress(address)
  return `${checksummed.slice(0, 6)}…${checksummed.slice(-4)}`
}
