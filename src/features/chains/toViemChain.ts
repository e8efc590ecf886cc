import { type Chain, defineChain } from 'viem'
import { knownChains } from './knownChains'
import type { AppChain } from './types'

/**
 * What wagmi and viem use for a chain the app offers: viem's definition
 * (knownChains.ts) with the app's joined values over it (joinChains.ts:
 * the registry's name, symbol, decimals and explorer, the deployment's RPC
 * URL first), or a definition from those values alone for a chain viem
 * does not know. Called where wagmi's configuration is created, in its own
 * chunk: viem's definitions stay off the first load (chainFacts.ts).
 */
export function toViemChain(
  chain: AppChain,
  known: Readonly<Record<number, Chain>> = knownChains,
): Chain {
  const base =
    known[chain.id] ??
    defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: {
        name: chain.nativeSymbol,
        symbol: chain.nativeSymbol,
        decimals: chain.nativeDecimals,
      },
      rpcUrls: { default: { http: [] } },
    })
  return {
    ...base,
    name: chain.name,
    nativeCurrency: {
      name: base.nativeCurrency.name,
      symbol: chain.nativeSymbol,
      decimals: chain.nativeDecimals,
    },
    rpcUrls: chain.rpcUrl
      ? { ...base.rpcUrls, default: { http: [chain.rpcUrl] } }
      : base.rpcUrls,
    blockExplorers: chain.explorerUrl
      ? {
          // i18n-exempt: viem's chain data, read by wallets, not shown here
          default: { name: 'Explorer', url: chain.explorerUrl },
        }
      : undefined,
  }
}
