import type { Config } from 'wagmi'

/** Whether balances of this chain are read with one Multicall3 call. */
export function hasMulticall3(config: Config, chainId: number) {
  const chain = config.chains.find((candidate) => candidate.id === chainId)
  return Boolean(chain?.contracts?.multicall3?.address)
}
