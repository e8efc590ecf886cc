import { isAddressEqual } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import type { Token, TokenDetail } from '../../../../schema/tokens'
import type { AppToken } from '../types'

/** Values a balance at what selling it would fetch; buy price as a fallback. */
function pickPriceUsd(entry: {
  sellPriceUsd: number | null
  buyPriceUsd: number | null
}) {
  return entry.sellPriceUsd ?? entry.buyPriceUsd
}

export function toAppToken(entry: Token, chainId: number): AppToken {
  return {
    chainId,
    address: entry.address,
    symbol: entry.symbol,
    name: entry.name,
    decimals: entry.decimals,
    logoURI: entry.logoURI,
    verified: entry.verified,
    tags: entry.tags,
    priceUsd: pickPriceUsd(entry),
    isNative: isAddressEqual(entry.address, NATIVE_TOKEN_ADDRESS),
  }
}

/** The single-token endpoint names the logo `logoUri` and carries no tags. */
export function detailToAppToken(
  detail: TokenDetail,
  chainId: number,
): AppToken {
  return toAppToken({ ...detail, logoURI: detail.logoUri, tags: [] }, chainId)
}
