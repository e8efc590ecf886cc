import { queryOptions, skipToken } from '@tanstack/react-query'
import { type Address, erc20Abi, isAddressEqual } from 'viem'
import type { Config } from 'wagmi'
import { getBalance, multicall, readContract } from 'wagmi/actions'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'

/**
 * Balances come from the chain, never from the aggregator: one Multicall3
 * `aggregate3` per ~450 tokens where the chain has it, otherwise one
 * `balanceOf` per token, which the transport merges into JSON-RPC batches
 * when it is created with `batch: true`. wagmi's readContracts would also
 * fall back to single reads, but on any multicall failure (a timeout
 * included), multiplying the load exactly when the node struggles; here the
 * choice is made once, from the chain definition.
 */
export const MULTICALL_BATCH_BYTES = 16_384
export const MAX_MULTICALL_BALANCE_READS = 3000
export const MAX_SINGLE_BALANCE_READS = 40
export const TOKEN_BALANCES_STALE_MS = 15_000
/** While a read fails, it is asked again this often, until the node answers. */
export const TOKEN_BALANCES_RETRY_MS = 5_000

export type TokenBalances = Record<string, bigint>

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

export function hasMulticall3(config: Config, chainId: number) {
  const chain = config.chains.find((candidate) => candidate.id === chainId)
  return Boolean(chain?.contracts?.multicall3?.address)
}

type Settled = { status: 'success'; result: bigint } | { status: 'failure' }

async function readErc20Balances(
  config: Config,
  chainId: number,
  account: Address,
  tokens: Address[],
): Promise<Settled[]> {
  const call = (address: Address) =>
    ({
      address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    }) as const
  if (hasMulticall3(config, chainId)) {
    return multicall(config, {
      chainId,
      allowFailure: true,
      batchSize: MULTICALL_BATCH_BYTES,
      contracts: tokens.map(call),
    })
  }
  const settled = await Promise.allSettled(
    tokens.map((address) =>
      readContract(config, { chainId, ...call(address) }),
    ),
  )
  return settled.map((outcome) =>
    outcome.status === 'fulfilled'
      ? { status: 'success', result: outcome.value }
      : { status: 'failure' },
  )
}

type FetchTokenBalancesParameters = {
  chainId: number
  account: Address
  addresses: readonly string[]
}

/** Lower-case address → raw balance; tokens whose read failed are absent. */
export async function fetchTokenBalances(
  config: Config,
  { chainId, account, addresses }: FetchTokenBalancesParameters,
): Promise<TokenBalances> {
  const tokens = addresses.filter(
    (address) => !isAddressEqual(address as Address, NATIVE_TOKEN_ADDRESS),
  ) as Address[]
  const [native, erc20] = await Promise.allSettled([
    getBalance(config, { chainId, address: account }),
    readErc20Balances(config, chainId, account, tokens),
  ])
  if (native.status === 'rejected' && erc20.status === 'rejected') {
    throw native.reason
  }
  const balances: TokenBalances = {}
  if (native.status === 'fulfilled') {
    balances[NATIVE_TOKEN_ADDRESS] = native.value.value
  }
  if (erc20.status === 'fulfilled') {
    erc20.value.forEach((outcome, position) => {
      const address = tokens[position]
      if (address && outcome.status === 'success') {
        balances[address.toLowerCase()] = outcome.result
      }
    })
  }
  return balances
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
      ? () => fetchTokenBalances(config, { chainId, account, addresses })
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
