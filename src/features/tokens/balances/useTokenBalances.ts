import type { Address } from 'viem'
import type { AppToken } from '../types'
import { useTokenBalanceReads } from './useTokenBalanceReads'

export type UseTokenBalancesParameters = {
  chainId: number
  account: Address | undefined
  /** Priority order; beyond the chain's read budget the rest is skipped. */
  tokens: readonly AppToken[]
  enabled?: boolean | undefined
}

/** Lower-case address → raw balance; empty until read, absent if unknown. */
export type BalancesByAddress = ReadonlyMap<string, bigint>

/** The account's balances of the given tokens plus the native coin. */
export function useTokenBalances(
  parameters: UseTokenBalancesParameters,
): BalancesByAddress {
  return useTokenBalanceReads(parameters).balances
}
