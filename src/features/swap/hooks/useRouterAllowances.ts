import { useQuery } from '@tanstack/react-query'
import type { Address, PublicClient } from 'viem'
import { useConfig } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { readRouterAllowances } from '../allowances/readRouterAllowances'

export type UseRouterAllowancesParameters = {
  chainId: number
  /** Null while no account is connected: nothing is read. */
  owner: Address | null
  tokens: readonly Address[]
  spenders: readonly Address[]
}

/** The query key's head: a revoke refreshes every read of its chain. */
export const routerAllowancesKey = (chainId: number) =>
  ['routerAllowances', chainId] as const

/** What the routers may spend of these tokens, read from the chain. */
export function useRouterAllowances({
  chainId,
  owner,
  tokens,
  spenders,
}: UseRouterAllowancesParameters) {
  const config = useConfig()
  const lower = (list: readonly Address[]) =>
    list.map((address) => address.toLowerCase())
  return useQuery({
    queryKey: [
      ...routerAllowancesKey(chainId),
      owner?.toLowerCase() ?? null,
      lower(spenders),
      lower(tokens),
    ],
    queryFn: () => {
      if (!owner) throw new Error('No account to read allowances for.')
      const client = getPublicClient(config, { chainId }) as PublicClient
      return readRouterAllowances({ client, owner, tokens, spenders })
    },
    // Read afresh each time a view opens (an approval or a swap may have
    // changed them since), and again after a revoke.
    enabled: owner !== null && tokens.length > 0 && spenders.length > 0,
  })
}
