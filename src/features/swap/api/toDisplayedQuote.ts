import type { PartnerQuoteResponse } from '../../../../schema/partner'
import type { Route, TokenInfo } from '../../../../schema/swap'
import { isSafeDecimals } from '../../../../schema/tokenNumbers'
import { displayTextLimits, toDisplayText } from '../../../lib/toDisplayText'

/**
 * Where a quote's own words become app data: the token symbols and names it
 * carries, its routes' pool and protocol names, its issue messages and
 * check reasons all pass the display rule (src/lib/toDisplayText.ts); a
 * token it describes with decimals the app cannot compute with is left out
 * (the quote is then shown in smallest units, never scaled by them).
 */

export function toDisplayedTokenInfo(
  info: TokenInfo | undefined,
): TokenInfo | undefined {
  if (!info || !isSafeDecimals(info.decimals)) return undefined
  return {
    ...info,
    symbol: toDisplayText(info.symbol, displayTextLimits.symbol),
    name: toDisplayText(info.name, displayTextLimits.name),
  }
}

export function toDisplayedRoutes(routes: readonly Route[]): Route[] {
  return routes.map((route) => ({
    ...route,
    pools: route.pools.map((pool) => ({
      ...pool,
      exchange: toDisplayText(pool.exchange, displayTextLimits.poolName),
      poolType: toDisplayText(pool.poolType, displayTextLimits.poolName),
    })),
    path: route.path.map((token) => ({
      ...token,
      symbol: toDisplayText(token.symbol, displayTextLimits.symbol),
    })),
  }))
}

const toMessage = (text: string) =>
  toDisplayText(text, displayTextLimits.message)

export function toDisplayedPartnerQuote(
  response: PartnerQuoteResponse,
): PartnerQuoteResponse {
  const { validation } = response
  const check = (name: keyof typeof validation) => {
    const { reason, ...rest } = validation[name]
    return reason === undefined ? rest : { ...rest, reason: toMessage(reason) }
  }
  const { srcToken, dstToken, ...rest } = response
  const src = toDisplayedTokenInfo(srcToken)
  const dst = toDisplayedTokenInfo(dstToken)
  return {
    ...rest,
    ...(src && { srcToken: src }),
    ...(dst && { dstToken: dst }),
    issues: response.issues.map((issue) => ({
      ...issue,
      message: toMessage(issue.message),
    })),
    validation: {
      balance: check('balance'),
      allowance: check('allowance'),
      gas: check('gas'),
    },
  }
}
