import {
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  type HttpTransport,
  http,
  type PrivateKeyAccount,
  type PublicClient,
  type TestClient,
  type WalletClient,
} from 'viem'
import { type StartAnvilParameters, startAnvil } from './anvil.ts'
import { type DevAccountIndex, getDevAccount } from './devAccounts.ts'
import {
  deployWorld,
  world as devnetA,
  multicall3Address,
  type World,
} from './world.ts'

type StartDevnetParameters = Pick<
  StartAnvilParameters,
  'port' | 'host' | 'onLog' | 'timeoutMs'
> & {
  /** Which local chain: Devnet A (`world`, the default) or `worldB`. */
  world?: World
}

export type DevnetWalletClient = WalletClient<
  HttpTransport,
  Chain,
  PrivateKeyAccount
>

export type RunningDevnet = {
  rpcUrl: string
  chainId: number
  chain: Chain
  world: World
  publicClient: PublicClient<HttpTransport, Chain>
  testClient: TestClient<'anvil', HttpTransport, Chain>
  /** Signs locally with dev account `index` (0 is the deployer). */
  walletClientFor: (index: DevAccountIndex) => DevnetWalletClient
  /** anvil deletes a snapshot when reverting to it: take a new one after. */
  snapshot: () => Promise<`0x${string}`>
  revert: (id: `0x${string}`) => Promise<void>
  stop: () => Promise<void>
}

// Short polling: anvil mines on demand, so receipts exist within
// milliseconds and viem's default 4 s interval would only add waiting.
const pollingInterval = 50

/**
 * Boots a fresh anvil (a free port unless one is given) with the world's
 * chain id, deploys and seeds the world and returns clients bound to it.
 * Each caller gets its own chain: never share one between parallel test
 * workers.
 */
export async function startDevnet({
  world: planned = devnetA,
  ...parameters
}: StartDevnetParameters = {}): Promise<RunningDevnet> {
  const anvil = await startAnvil({ ...parameters, chainId: planned.chainId })
  try {
    const world = await deployWorld({ rpcUrl: anvil.rpcUrl, world: planned })
    // Not viem/chains' `foundry`: importing viem/chains loads every chain.
    const chain = defineChain({
      id: world.chainId,
      name: world.name,
      nativeCurrency: {
        name: world.native.name,
        symbol: world.native.symbol,
        decimals: world.native.decimals,
      },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
      contracts: { multicall3: { address: multicall3Address } },
      testnet: true,
    })
    const transport = http(anvil.rpcUrl)
    const publicClient = createPublicClient({
      chain,
      transport,
      pollingInterval,
    })
    const testClient = createTestClient({
      chain,
      mode: 'anvil',
      transport,
      pollingInterval,
    })
    return {
      rpcUrl: anvil.rpcUrl,
      chainId: world.chainId,
      chain,
      world,
      publicClient,
      testClient,
      walletClientFor: (index) =>
        createWalletClient({
          account: getDevAccount(index),
          chain,
          transport,
          pollingInterval,
        }),
      snapshot: () => testClient.snapshot(),
      revert: (id) => testClient.revert({ id }),
      stop: anvil.stop,
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
