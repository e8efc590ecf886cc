import { keccak256 } from 'viem'
import type { ChainInput } from '../../../schema/partner'
import type {
  AggregatorServices,
  AppServices,
} from '../services/AggregatorServices'

type GetChainsParameters = {
  baseUrl: string
}

type GetChainsReturnType = ChainInput[]

/**
 * Every served chain whose router has code, in the order they were given.
 * The code hash and deployment time are read from each chain; `explorerUrl`
 * points at the service's own minimal explorer for that chain. A DISABLED or
 * DEGRADED chain stays listed with that status so clients can show it. A
 * chain that cannot be read fails the whole answer (500) rather than vanish
 * from a list that clients and caches keep.
 */
export async function getChains(
  { chains }: AppServices,
  { baseUrl }: GetChainsParameters,
): Promise<GetChainsReturnType> {
  const entries = await Promise.all(
    [...chains.values()].map((chain) => toChainEntry(chain, baseUrl)),
  )
  return entries.flatMap((entry) => (entry ? [entry] : []))
}

async function toChainEntry(
  { client, world, registry, settings }: AggregatorServices,
  baseUrl: string,
): Promise<ChainInput | null> {
  const { blockNumber, transactionHash } = world.routerDeployment
  const [code, deployedAt] = await Promise.all([
    client.getCode({ address: world.router }),
    readDeployedAt(client, blockNumber),
  ])
  if (!code || code === '0x') return null
  const wrapped = registry.wrappedNative
  return {
    chainId: world.chainId,
    name: world.chainName,
    nativeSymbol: world.nativeSymbol,
    nativeDecimals: world.nativeDecimals,
    wrappedNative: {
      address: wrapped.address,
      symbol: wrapped.symbol,
      name: wrapped.name,
      decimals: wrapped.decimals,
    },
    routerAddress: world.router,
    contractVersion: world.routerVersion,
    operationalStatus: settings.get().operationalStatus,
    explorerUrl: { url: getExplorerUrl({ baseUrl, chainId: world.chainId }) },
    routerCodeHash: { keccak256: keccak256(code) },
    deploymentBlock: { number: String(blockNumber) },
    deploymentTransactionHash: { hash: transactionHash },
    deployedAt: { timestamp: deployedAt },
    auditUrls: [],
  }
}

/** The service's minimal explorer for one chain (mountPublicPages). */
function getExplorerUrl({
  baseUrl,
  chainId,
}: {
  baseUrl: string
  chainId: number
}) {
  return `${baseUrl}/explorer/${chainId}`
}

async function readDeployedAt(
  client: AggregatorServices['client'],
  blockNumber: bigint,
) {
  const block = await client.getBlock({ blockNumber })
  return new Date(Number(block.timestamp) * 1000).toISOString()
}
