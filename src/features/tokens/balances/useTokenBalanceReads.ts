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

export type UseTokenBalanceReadsParameters = {
  chainId: number
  account: Address | undefined
  /** Priority order; beyond the chain's read budget the rest is skipped. */
  tokens: readonly AppToken[]
  enabled?: boolean | undefined
}

export type TokenBalanceReads = {
  /** Lower-case address → raw balance; empty until read, absent if unknown. */
  balances: ReadonlyMap<string, bigint>
  /** Lower-case addresses asked for whose read failed the last time (the
   * node did not answer, or answered an error). */
  failed: ReadonlySet<string>
}

const noBalances: ReadonlyMap<string, bigint> = new Map()
const noFailures: ReadonlySet<string> = new Set()

/**
 * The account's balances of the given tokens plus the native coin, and
 * which of them could not be read: a failed read is never shown as a zero
 * or a figure from before, and the query asks again by itself.
 */
export function useTokenBalanceReads({
  chainId,
  account,
  tokens,
  enabled = true,
}: UseTokenBalanceReadsParameters): TokenBalanceReads {
  const config: Config = useConfig()
  const isChainConfigured = config.chains.some((chain) => chain.id === chainId)
  const max = hasMulticall3(config, chainId)
    ? MAX_MULTICALL_BALANCE_READS
    : MAX_SINGLE_BALANCE_READS
  const addresses = useMemo(
    () => selectBalanceAddresses({ tokens, max }),
    [tokens, max],
  )
  const { data, isError, isFetched } = useQuery({
    ...getTokenBalancesQueryOptions(config, { chainId, account, addresses }),
    enabled: enabled && isChainConfigured,
  })
  return useMemo(() => {
    if (isError) {
      return { balances: noBalances, failed: new Set(addresses) }
    }
    if (!data) return { balances: noBalances, failed: noFailures }
    const balances = new Map(Object.entries(data))
    const failed = isFetched
      ? new Set(addresses.filter((address) => !balances.has(address)))
      : noFailures
    return { balances, failed }
  }, [data, isError, isFetched, addresses])
}
