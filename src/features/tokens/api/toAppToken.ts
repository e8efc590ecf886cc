import type { Address } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { isSafeDecimals, toUsdPrice } from '../../../../schema/tokenNumbers'
import type { TokenDetail } from '../../../../schema/tokens'
import { isSameAddress } from '../../../lib/addressKey'
import {
  displayTextLimits,
  hasHiddenCharacters,
  toDisplayText,
} from '../../../lib/toDisplayText'
import type { AppToken } from '../types'
import { toSafeLogoUrl } from './toSafeLogoUrl'

/** What any source says of a token (a list entry is one), unchecked. */
type AppTokenSource = {
  address: Address
  symbol: string
  name: string
  decimals: number
  logoURI: string | null
  verified: boolean
  tags?: readonly string[] | undefined
  sellPriceUsd?: number | null | undefined
  buyPriceUsd?: number | null | undefined
}

const maxTags = 8

function toTags(tags: readonly string[]) {
  return tags
    .slice(0, maxTags)
    .map((tag) => toDisplayText(tag, displayTextLimits.tag))
    .filter((tag) => tag !== '')
}

/**
 * The boundary where a token from the service (or remembered, or named by
 * the chain) becomes app data: symbol, name and tags through the display
 * rule (src/lib/toDisplayText.ts), the logo through the logo rule, decimals
 * and the USD price checked (schema/tokenNumbers.ts). A balance is valued
 * at what selling it would fetch; the buy price is the fallback.
 */
export function toAppToken(source: AppTokenSource, chainId: number): AppToken {
  const fullSymbol = toDisplayText(source.symbol)
  const fullName = toDisplayText(source.name)
  return {
    chainId,
    address: source.address,
    symbol: toDisplayText(fullSymbol, displayTextLimits.symbol),
    name: toDisplayText(fullName, displayTextLimits.name),
    fullSymbol,
    fullName,
    hasHiddenCharacters:
      hasHiddenCharacters(source.symbol) || hasHiddenCharacters(source.name),
    decimals: source.decimals,
    hasUnsafeDecimals: !isSafeDecimals(source.decimals),
    logoURI: toSafeLogoUrl(source.logoURI),
    verified: source.verified,
    tags: toTags(source.tags ?? []),
    priceUsd: toUsdPrice(source.sellPriceUsd) ?? toUsdPrice(source.buyPriceUsd),
    isNative: isSameAddress(source.address, NATIVE_TOKEN_ADDRESS),
  }
}

/** The single-token endpoint names the logo `logoUri` and carries no tags. */
export function detailToAppToken(
  detail: TokenDetail,
  chainId: number,
): AppToken {
  return toAppToken({ ...detail, logoURI: detail.logoUri, tags: [] }, chainId)
}
