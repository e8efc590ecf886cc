import { queryOptions, skipToken } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { Config } from 'wagmi'

/** How many tokens one balance query reads (fetchTokenBalances.ts). */
export const MAX_MULTICALL_BALANCE_READS = 3000
export const MAX_SINGLE_BALANCE_READS = 40
export const TOKEN_BALANCES_STALE_MS = 15_000

type GetTokenBalancesQueryKeyParameters = {
  chainId: number
  account: Address | undefined
  /** Lower-case token addresses, the native sentinel included or not. */
  addresses: readonly string[]
}

export function getTokenBalancesQueryKey({
  chainId,
  account,
  addresses,
}: GetTokenBalancesQueryKeyParameters) {
  return [
    'tokens',
    'balances',
    { chainId, account: account?.toLowerCase(), addresses },
  ] as const
}

type GetTokenBalancesQueryOptionsParameters = GetTokenBalancesQueryKeyParameters

export function getTokenBalancesQueryOptions(
  config: Config,
  parameters: GetTokenBalancesQueryOptionsParameters,
) {
  const { chainId, account, addresses } = parameters
  return queryOptions({
    queryKey: getTokenBalancesQueryKey(parameters),
    // The reads (viem's call, multicall and ABI coding, ≈ 25 KiB gzip) load
    // with the first account, never on a first visit without a wallet.
    queryFn: account
      ? async () => {
          const { fetchTokenBalances } = await import('./fetchTokenBalances')
          return fetchTokenBalances(config, { chainId, account, addresses })
        }
      : skipToken,
    staleTime: TOKEN_BALANCES_STALE_MS,
  })
}
