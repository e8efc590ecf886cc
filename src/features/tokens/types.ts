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
