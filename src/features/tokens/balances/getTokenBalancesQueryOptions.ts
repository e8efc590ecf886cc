import { queryOptions, skipToken } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { lazyModule } from '../../../lib/lazyModule'
import { takeBalancesReadAhead } from './readBalancesAhead'

/** How many tokens one balance query reads (fetchTokenBalances.ts). */
/**
 * The reads (viem's call, multicall and ABI coding, ≈ 25 KiB gzip): loaded
 * with the first account, never on a first visit without a wallet.
 */
const balanceReads = lazyModule(() => import('./fetchTokenBalances'))

/**
 * Fetches the reads' code ahead of the first account: a returning,
 * connected person's page asks for it as it starts (walletConfigModule.ts),
 * beside wagmi's, not once the account has been restored.
 */
export function preloadBalanceReads() {
  balanceReads.load().catch(() => {
    // The query asks again, and shows a failed read where it is needed.
  })
}

export const MAX_MULTICALL_BALANCE_READS = 3000
export const MAX_SINGLE_BALANCE_READS = 40
export const TOKEN_BALANCES_STALE_MS = 15_000
/** While a read fails, it is asked again this often, until the node answers. */
export const TOKEN_BALANCES_RETRY_MS = 5_000

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

/** Hashes already made, per addresses array (the caller memoises it). */
const hashesByAddresses = new WeakMap<readonly string[], Map<string, string>>()

/**
 * The key's hash with the addresses as one string. TanStack hashes the key
 * on every render of every observer; its default walks each of up to 3000
 * addresses through a replacer, which cost the token picker several ms a
 * keystroke. Joined, the same key is one native string copy, and it is
 * made once per addresses array: even the copy of ~130 kB cost the picker
 * most of a millisecond on each keystroke.
 */
export function hashTokenBalancesQueryKey(
  queryKey: ReturnType<typeof getTokenBalancesQueryKey>,
) {
  const [scope, kind, { chainId, account, addresses }] = queryKey
  const head = JSON.stringify([scope, kind, chainId, account ?? null])
  let hashes = hashesByAddresses.get(addresses)
  if (!hashes) {
    hashes = new Map()
    hashesByAddresses.set(addresses, hashes)
  }
  const cached = hashes.get(head)
  if (cached !== undefined) return cached
  const hash = JSON.stringify([
    scope,
    kind,
    chainId,
    account ?? null,
    addresses.join(','),
  ])
  hashes.set(head, hash)
  return hash
}

type GetTokenBalancesQueryOptionsParameters = GetTokenBalancesQueryKeyParameters

export function getTokenBalancesQueryOptions(
  config: Config,
  parameters: GetTokenBalancesQueryOptionsParameters,
) {
  const { chainId, account, addresses } = parameters
  return queryOptions({
    queryKey: getTokenBalancesQueryKey(parameters),
    queryKeyHashFn: hashTokenBalancesQueryKey as (key: unknown) => string,
    queryFn: account
      ? async () => {
          // Asked as the page started (readBalancesAhead.ts), where it
          // read these.
          const ahead = await takeBalancesReadAhead({
            chainId,
            account,
            addresses,
            freshMs: TOKEN_BALANCES_STALE_MS,
          })
          if (ahead) return ahead
          const { fetchTokenBalances } = await balanceReads.load()
          return fetchTokenBalances(config, { chainId, account, addresses })
        }
      : skipToken,
    staleTime: TOKEN_BALANCES_STALE_MS,
    // A failed read comes back by itself once the node answers; nothing
    // else would ask again before the person does something.
    refetchInterval: (query) => {
      const { status, data } = query.state
      const isComplete =
        status === 'success' &&
        data !== undefined &&
        addresses.every((address) => address in data)
      return isComplete || status === 'pending'
        ? false
        : TOKEN_BALANCES_RETRY_MS
    },
  })
}
