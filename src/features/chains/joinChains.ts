import type { Chain as RegistryChain } from '../../../schema/chains'
import { displayTextLimits, toDisplayText } from '../../lib/toDisplayText'
import { type ChainFacts, chainFacts } from './chainFacts'
import type { AppChain } from './types'

type JoinChainsParameters = {
  registry: readonly RegistryChain[]
  /** RPC URL by chain id, from the deployment's settings (served by the
   * proxy, parsed with schema/deployment.ts). */
  rpcUrls?: Readonly<Record<number, string>>
  /** viem's facts by id (chainFacts.ts) unless a test passes others. */
  known?: Readonly<Record<number, ChainFacts>>
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
 * by id to what viem defines (chainFacts.ts), or taken from the registry
 * entry alone when viem has none. The registry wins on name, native symbol
 * and explorer (its words through the display rule); the deployment wins
 * on RPC URL (a chain it does not name keeps viem's default, or none).
 * wagmi's chains are built from these once its configuration loads
 * (toViemChain.ts).
 */
export function joinChains({
  registry,
  rpcUrls = {},
  known = chainFacts,
}: JoinChainsParameters): AppChain[] {
  const seen = new Set<number>()
  return registry.flatMap((raw) => {
    if (seen.has(raw.chainId)) return []
    seen.add(raw.chainId)
    const entry = toDisplayedEntry(raw)
    const facts = known[entry.chainId]
    const rpcUrl = rpcUrls[entry.chainId] || null
    const explorer = entry.explorerUrl ?? facts?.explorerUrl
    return [
      {
        id: entry.chainId,
        name: entry.name,
        nativeSymbol: entry.nativeSymbol,
        nativeName: facts?.nativeName ?? entry.nativeSymbol,
        nativeDecimals: entry.nativeDecimals,
        routerAddress: entry.routerAddress,
        contractVersion: entry.contractVersion,
        routerCodeHash: entry.routerCodeHash,
        status: entry.operationalStatus,
        explorerUrl: explorer ? explorer.replace(/\/+$/, '') : null,
        hasMulticall: facts?.hasMulticall ?? false,
        hasRpc: rpcUrl !== null || (facts?.hasRpc ?? false),
        rpcUrl,
      },
    ]
  })
}
