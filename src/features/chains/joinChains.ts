import { defineChain, type Chain as ViemChain } from 'viem'
import type { Chain as RegistryChain } from '../../../schema/chains'
import { displayTextLimits, toDisplayText } from '../../lib/toDisplayText'
import { knownChains } from './knownChains'
import type { AppChain } from './types'

type JoinChainsParameters = {
  registry: readonly RegistryChain[]
  /** RPC URL by chain id, from the deployment's settings (served by the
   * proxy, parsed with schema/deployment.ts). */
  rpcUrls?: Readonly<Record<number, string>>
  /** viem definitions by id; the named imports unless a test passes others. */
  known?: Readonly<Record<number, ViemChain>>
}

function fromRegistry(entry: RegistryChain): ViemChain {
  return defineChain({
    id: entry.chainId,
    name: entry.name,
    nativeCurrency: {
      name: entry.nativeSymbol,
      symbol: entry.nativeSymbol,
      decimals: entry.nativeDecimals,
    },
    rpcUrls: { default: { http: [] } },
  })
}

function withOverrides(
  chain: ViemChain,
  entry: RegistryChain,
  rpcUrl: string | undefined,
): ViemChain {
  const explorer = entry.explorerUrl ?? chain.blockExplorers?.default.url
  return {
    ...chain,
    name: entry.name,
    nativeCurrency: {
      name: chain.nativeCurrency.name,
      symbol: entry.nativeSymbol,
      decimals: entry.nativeDecimals,
    },
    rpcUrls: rpcUrl
      ? { ...chain.rpcUrls, default: { http: [rpcUrl] } }
      : chain.rpcUrls,
    blockExplorers: explorer
      ? {
          // i18n-exempt: viem's chain data, read by wallets, not shown here
          default: { name: 'Explorer', url: explorer.replace(/\/+$/, '') },
        }
      : undefined,
  }
}

/** The service's words for a chain, through the display rule. */
function toDisplayedEntry(entry: RegistryChain): RegistryChain {
  return {
    ...entry,
    name: toDisplayText(entry.name, displayTextLimits.chainName),
    nativeSymbol: toDisplayText(entry.nativeSymbol, displayTextLimits.symbol),
  }
}

/**
 * The chains the app offers: the registry's list, in its order, each joined
 * to viem's definition by id, or defined from the registry entry when viem
 * has none. The registry wins on name, native symbol and explorer (its
 * words through the display rule); the deployment wins on RPC URL (a chain
 * it does not name keeps viem's default, or none). wagmi's transport for
 * each chain reads this URL.
 */
export function joinChains({
  registry,
  rpcUrls = {},
  known = knownChains,
}: JoinChainsParameters): AppChain[] {
  const seen = new Set<number>()
  return registry.flatMap((raw) => {
    if (seen.has(raw.chainId)) return []
    seen.add(raw.chainId)
    const entry = toDisplayedEntry(raw)
    const base = known[entry.chainId] ?? fromRegistry(entry)
    const viemChain = withOverrides(base, entry, rpcUrls[entry.chainId])
    return [
      {
        id: entry.chainId,
        name: entry.name,
        nativeSymbol: entry.nativeSymbol,
        nativeName: base.nativeCurrency.name,
        nativeDecimals: entry.nativeDecimals,
        routerAddress: entry.routerAddress,
        contractVersion: entry.contractVersion,
        routerCodeHash: entry.routerCodeHash,
        status: entry.operationalStatus,
        explorerUrl: viemChain.blockExplorers?.default.url ?? null,
        hasMulticall: Boolean(viemChain.contracts?.multicall3),
        hasRpc: (viemChain.rpcUrls.default.http[0] ?? '') !== '',
        viemChain,
      },
    ]
  })
}
