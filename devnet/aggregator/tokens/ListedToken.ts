import type { Address } from 'viem'

/** A token as the service lists it, before prices and logo URLs are added. */
export type ListedToken = {
  address: Address
  symbol: string
  name: string
  decimals: number
  verified: boolean
  tags: readonly string[]
  /** Logo file name under /logos/. */
  logo: string
  /**
   * native: the sentinel; contract: an ERC-20 on the chain; synthetic: listed
   * only, with no contract and no pool (for picker scale tests).
   */
  origin: 'native' | 'contract' | 'synthetic'
  /** The hostile list only: a logo URL served as is, instead of `logo`. */
  logoUrl?: string
  /** The hostile list only: the USD price sent as is, whatever it is. */
  priceUsd?: unknown
}
