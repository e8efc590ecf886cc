import type { Address } from 'viem'
import { addressChecksumModule } from './addressChecksumModule'
import { useLazyModule } from './lazyModule'

/**
 * An address as the page shows it, 0x1234…abcd in checksum case, for the
 * first screen's wallet parts. The checksum code is fetched once an
 * address is given (a wallet's own code brings most of it); until it is
 * here the address is shortened as given, which is checksum case already
 * where it comes from wagmi (it checksums every account).
 */
export function useShortAddress<A extends Address | undefined>(
  address: A,
): A extends Address ? string : string | null
export function useShortAddress(address: Address | undefined): string | null {
  const checksum = useLazyModule(addressChecksumModule, address !== undefined)
  if (!address) return null
  return checksum
    ? checksum.shortenAddress(address)
    : `${address.slice(0, 6)}…${address.slice(-4)}`
}
