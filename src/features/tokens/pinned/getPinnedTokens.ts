import type { AppToken } from '../types'

/** In order of preference; a chain rarely lists more than two of them. */
export const STABLECOIN_SYMBOLS = [
  'USDC',
  'USDT',
  'USDT0',
  'USD₮0',
  'DAI',
  'USDE',
  'USDH',
  'FDUSD',
] as const

export const MAX_PINNED_STABLECOINS = 3

type GetPinnedTokensParameters = {
  /** The list with the native token first, as useTokenList returns it. */
  tokens: readonly AppToken[]
}

type GetPinnedTokensReturnType = AppToken[]

/**
 * The row of one-click tokens: native, the chain's stablecoins, wrapped
 * native. Chosen by symbol among verified tokens only, so an unverified
 * "USDC" can never be pinned.
 */
export function getPinnedTokens({
  tokens,
}: GetPinnedTokensParameters): GetPinnedTokensReturnType {
  const native = tokens.find((token) => token.isNative)
  const verifiedBySymbol = new Map<string, AppToken>()
  for (const token of tokens) {
    const symbol = token.symbol.toUpperCase()
    if (token.verified && !token.isNative && !verifiedBySymbol.has(symbol)) {
      verifiedBySymbol.set(symbol, token)
    }
  }
  const stablecoins = STABLECOIN_SYMBOLS.flatMap((symbol) => {
    const token = verifiedBySymbol.get(symbol)
    return token ? [token] : []
  }).slice(0, MAX_PINNED_STABLECOINS)
  const wrapped = native
    ? verifiedBySymbol.get(`W${native.symbol.toUpperCase()}`)
    : undefined
  return [native, ...stablecoins, wrapped].filter(
    (token): token is AppToken => token !== undefined,
  )
}
