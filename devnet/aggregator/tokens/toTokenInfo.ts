import type { ListedToken } from './ListedToken'

type ToTokenInfoParameters = {
  token: ListedToken
  baseUrl: string
}

/** The hostile list's own logo URL as is; else the logo served here. */
export function getLogoUrl({ token, baseUrl }: ToTokenInfoParameters) {
  return token.logoUrl ?? `${baseUrl}/logos/${token.logo}`
}

/** TokenInfo of quote responses. */
export function toTokenInfo({ token, baseUrl }: ToTokenInfoParameters) {
  return {
    address: token.address,
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
    logoUri: getLogoUrl({ token, baseUrl }),
  }
}
