import { keccak256 } from 'viem'
import type { ChainInput } from '../../../schema/partner'
import type { AggregatorServices } from '../AggregatorServices'

type GetChainsParameters = {
  baseUrl: string
}

type GetChainsReturnType = ChainInput[]

/**
 * The devnet chain while its router has code. The code hash and deployment
 * time are read from the chain; `explorerUrl` points at the service's own
 * minimal explorer. A DISABLED or DEGRADED chain stays listed with that
 * status so clients can show it.
 */
export async function getChains(
  { client, world, registry, settings }: AggregatorServices,
  { baseUrl }: GetChainsParameters,
): Promise<GetChainsReturnType> {
  const { blockNumber, transactionHash } = world.routerDeployment
  const [code, deployedAt] = await Promise.all([
    client.getCode({ address: world.router }),
    readDeployedAt(client, blockNumber),
  ])
  if (!code || code === '0x') return []
  const wrapped = registry.wrappedNative
  return [
    {
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
      explorerUrl: { url: `${baseUrl}/explorer` },
      routerCodeHash: { keccak256: keccak256(code) },
      deploymentBlock: { number: String(blockNumber) },
      deploymentTransactionHash: { hash: transactionHash },
      deployedAt: { timestamp: deployedAt },
      auditUrls: [],
    },
  ]
}

async function readDeployedAt(
  client: AggregatorServices['client'],
  blockNumber: bigint,
) {
  const block = await client.getBlock({ blockNumber })
  return new Date(Number(block.timestamp) * 1000).toISOString()
}
