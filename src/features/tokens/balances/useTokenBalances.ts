import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { type Config, useConfig } from 'wagmi'
import type { AppToken } from '../types'
import {
  getTokenBalancesQueryOptions,
  MAX_MULTICALL_BALANCE_READS,
  MAX_SINGLE_BALANCE_READS,
} from './getTokenBalancesQueryOptions'
import { hasMulticall3 } from './hasMulticall3'
import { selectBalanceAddresses } from './selectBalanceAddresses'

export type UseTokenBalancesParameters = {
  chainId: number
  account: Address | undefined
  /** Priority order; beyond the chain's read budget the rest is skipped. */
  tokens: readonly AppToken[]
  enabled?: boolean | undefined
}

/** Lower-case address → raw balance; empty until read, absent if unknown. */
export type UseTokenBalancesReturnType = ReadonlyMap<string, bigint>

const noBalances: UseTokenBalancesReturnType = new Map()

/** The account's balances of the given tokens plus the native coin. */
export function useTokenBalances({
  chainId,
  account,
  tokens,
  enabled = true,
}: UseTokenBalancesParameters): UseTokenBalancesReturnType {
  const config: Config = useConfig()
  const isChainConfigured = config.chains.some((chain) => chain.id === chainId)
  const max = hasMulticall3(config, chainId)
    ? MAX_MULTICALL_BALANCE_READS
    : MAX_SINGLE_BALANCE_READS
  const addresses = useMemo(
    () => selectBalanceAddresses({ tokens, max }),
    [tokens, max],
  )
  const { data } = useQuery({
    ...getTokenBalancesQueryOptions(config, { chainId, account, addresses }),
    enabled: enabled && isChainConfigured,
  })
  return useMemo(
    () => (data ? new Map(Object.entries(data)) : noBalances),
    [data],
  )
}
