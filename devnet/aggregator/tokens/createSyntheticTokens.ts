import { type Address, getAddress, keccak256, toHex } from 'viem'
import type { ListedToken } from './ListedToken'

type CreateSyntheticTokensParameters = {
  count: number
}

const decimalsCycle = [18, 6, 8, 18, 9] as const

/**
 * Tokens that exist only in the list (no contract, no pool): they give the
 * token picker a realistic size. Deterministic, so pages are stable across
 * restarts; one in five is verified.
 */
export function createSyntheticTokens({
  count,
}: CreateSyntheticTokensParameters): ListedToken[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(5, '0')
    const address = getAddress(
      `0x${keccak256(toHex(`devnet synthetic token ${index}`)).slice(-40)}`,
    ) as Address
    return {
      address,
      symbol: `SYN${number}`,
      name: `Synthetic Token ${number}`,
      decimals: decimalsCycle[index % decimalsCycle.length] ?? 18,
      verified: index % 5 === 0,
      tags: ['synthetic'],
      logo: `syn${number}.svg`,
      origin: 'synthetic' as const,
    }
  })
}
