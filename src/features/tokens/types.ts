import type { Address } from 'viem'

/**
 * A token as the app uses it: one chain, normalised, price may be unknown.
 * Built only by toAppToken (api/toAppToken.ts), where the service's entry
 * passes the display rule, the logo rule and the numeric checks, so
 * components render its fields as they are.
 */
export type AppToken = {
  chainId: number
  address: Address
  /** As shown: hidden characters removed, whitespace collapsed, capped. */
  symbol: string
  name: string
  /** The same, uncapped: for a title attribute and for search. */
  fullSymbol: string
  fullName: string
  /**
   * The service's symbol or name held hidden characters (bidi controls,
   * zero-width characters), removed for display: a warning like Unverified.
   */
  hasHiddenCharacters: boolean
  /** As the service reports them, whether usable or not. */
  decimals: number
  /**
   * Decimals outside 0–36 (or not whole): amounts cannot be computed
   * safely, so the token cannot be picked and is never quoted.
   */
  hasUnsafeDecimals: boolean
  /** A URL that passed the logo rule (toSafeLogoUrl); null otherwise. */
  logoURI: string | null
  verified: boolean
  tags: string[]
  /** USD per whole token, sane (schema/tokenNumbers.ts); null when unknown. */
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
