import { type Address, isAddressEqual } from 'viem'

/**
 * Tokens whose `approve` reverts when changing one non-zero allowance to
 * another (Tether's race-condition guard), by chain. The service's token
 * tags carry no such marker, so this list, the symbol and what we observed
 * on-chain are the sources.
 */
export const allowanceResetTokens: Readonly<
  Record<number, readonly Address[]>
> = {
  1: ['0xdAC17F958D2ee523a2206206994597C13D831ec7'],
}

/** Symbols treated as Tether-like on any chain (bridged copies, devnet). */
const resetSymbols = new Set(['USDT'])

export type NeedsAllowanceResetParameters = {
  token: { chainId: number; address: Address; symbol: string }
  currentAllowance: bigint
  requiredAmount: bigint
  /** An approve from a non-zero allowance reverted for this token before. */
  hasObservedResetRevert?: boolean
}

type NeedsAllowanceResetReturnType = boolean

/**
 * Whether the allowance must go to zero before the new approval: only when
 * an approval is needed at all (current below required), the current one is
 * not already zero, and the token is known or seen to need it. Erring
 * towards a reset costs one extra transaction; missing one makes the approval
 * revert, which the caller then records as `hasObservedResetRevert`.
 */
export function needsAllowanceReset({
  token,
  currentAllowance,
  requiredAmount,
  hasObservedResetRevert = false,
}: NeedsAllowanceResetParameters): NeedsAllowanceResetReturnType {
  if (currentAllowance === 0n || currentAllowance >= requiredAmount) {
    return false
  }
  if (hasObservedResetRevert) return true
  if (resetSymbols.has(token.symbol.trim().toUpperCase())) return true
  const known = allowanceResetTokens[token.chainId] ?? []
  return known.some((address) => isAddressEqual(address, token.address))
}
