import type { Address } from 'viem'

/** A token as the app uses it: one chain, normalised, price may be unknown. */
export type AppToken = {
  chainId: number
  address: Address
  symbol: string
  name: string
  decimals: number
  logoURI: string | null
  verified: boolean
  tags: string[]
  /** USD per whole token, from the list's prices; null when unknown. */
  priceUsd: number | null
  isNative: boolean
}

/**
 * How old a chain's list is: when its USD prices were made (the oldest
 * page's, from the proxy's `Age`), and, when the list is this browser's copy
 * because the proxy did not answer, when that copy was saved.
 */
export type TokenListAge = {
  /** Local clock. */
  pricesAtMs: number
  copySavedAtMs: number | null
}
