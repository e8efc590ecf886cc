// What each router the app signs for may still spend of each listed token
// for one account: read from the chain in one Multicall3 call (one
// eth_call per token where the chain has no Multicall3), never from the
// service.
import { type Address, erc20Abi, type PublicClient } from 'viem'

export type RouterAllowance = {
  token: Address
  spender: Address
  /** Null where the token did not answer (a call that reverted). */
  allowanceWei: bigint | null
}

export type ReadRouterAllowancesParameters = {
  client: Pick<PublicClient, 'multicall' | 'readContract' | 'chain'>
  owner: Address
  tokens: readonly Address[]
  spenders: readonly Address[]
}

export async function readRouterAllowances({
  client,
  owner,
  tokens,
  spenders,
}: ReadRouterAllowancesParameters): Promise<RouterAllowance[]> {
  const pairs = spenders.flatMap((spender) =>
    tokens.map((token) => ({ token, spender })),
  )
  if (pairs.length === 0) return []
  const contracts = pairs.map(({ token, spender }) => ({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance' as const,
    args: [owner, spender] as const,
  }))
  if (client.chain?.contracts?.multicall3) {
    const results = await client.multicall({ contracts, allowFailure: true })
    return pairs.map((pair, index) => {
      const result = results[index]
      return {
        ...pair,
        allowanceWei: result?.status === 'success' ? result.result : null,
      }
    })
  }
  return Promise.all(
    pairs.map(async (pair, index) => {
      const call = contracts[index]
      if (!call) return { ...pair, allowanceWei: null }
      const allowanceWei = await client.readContract(call).catch(() => null)
      return { ...pair, allowanceWei }
    }),
  )
}
