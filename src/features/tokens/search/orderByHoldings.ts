import { formatUnits } from '../../../lib/tokenUnits'
import type { AppToken } from '../types'

function holdingUsd(token: AppToken, balance: bigint) {
  if (token.priceUsd === null || token.hasUnsafeDecimals) return -1
  return Number(formatUnits(balance, token.decimals)) * token.priceUsd
}

/**
 * With nothing typed: the native coin, then what the account holds (largest
 * USD value first, unpriced after priced), then the rest in list order.
 */
export function orderByHoldings(
  tokens: readonly AppToken[],
  balances: ReadonlyMap<string, bigint>,
): AppToken[] {
  if (balances.size === 0) return [...tokens]
  const held: { token: AppToken; usd: number; position: number }[] = []
  const rest: AppToken[] = []
  tokens.forEach((token, position) => {
    const balance = balances.get(token.address.toLowerCase())
    if (!token.isNative && balance !== undefined && balance > 0n) {
      held.push({ token, usd: holdingUsd(token, balance), position })
    } else {
      rest.push(token)
    }
  })
  held.sort((a, b) => b.usd - a.usd || a.position - b.position)
  const [first, ...others] = rest
  if (first?.isNative) return [first, ...held.map((h) => h.token), ...others]
  return [...held.map((h) => h.token), ...rest]
}
