import { type Address, erc20Abi, isAddressEqual } from 'viem'
import type { Config } from 'wagmi'
import { getBalance, multicall, readContract } from 'wagmi/actions'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { hasMulticall3 } from './hasMulticall3'

/**
 * Balances come from the chain, never from the aggregator: one Multicall3
 * `aggregate3` per ~450 tokens where the chain has it, otherwise one
 * `balanceOf` per token, which the transport merges into JSON-RPC batches
 * when it is created with `batch: true`. wagmi's readContracts would also
 * fall back to single reads, but on any multicall failure (a timeout
 * included), multiplying the load exactly when the node struggles; here the
 * choice is made once, from the chain definition.
 *
 * Loaded with the first account (getTokenBalancesQueryOptions.ts): viem's
 * call, multicall and ABI coding are not needed before.
 */

/** Lower-case address → raw balance; tokens whose read failed are absent. */
export type TokenBalances = Record<string, bigint>

/** Multicall3 calldata per `aggregate3` (≈ 450 balance reads). */
export const MULTICALL_BATCH_BYTES = 16_384

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
