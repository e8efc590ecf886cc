import { type Chain, defineChain } from 'viem'
import {
  arbitrum,
  bitlayer,
  bsc,
  bsquared,
  coreDao,
  hyperEvm,
  mainnet,
  merlin,
  robinhood,
  xdc,
} from 'viem/chains'

/** Canonical Multicall3, deployed on both devnets at the same address. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * How often the app asks a devnet for news (viem polls at half the block
 * time): anvil seals a block the moment a transaction arrives, so a receipt
 * is there at once; viem's default for a chain with no block time is 4 s.
 */
const DEVNET_BLOCK_TIME_MS = 1_000

/** Devnet A (`npm start`, devnet/): the router whose ABI the app pins. */
// i18n-exempt: viem's chain data (names, currency, explorer): the page shows
// the registry's names (joinChains), and a wallet reads these as they are
export const devnetChain: Chain = defineChain({
  id: 31_337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 0 } },
  blockTime: DEVNET_BLOCK_TIME_MS,
  testnet: true,
})

/** Devnet B: a router the app cannot decode, standing for chain 999. */
// i18n-exempt: viem's chain data, as devnetChain's
export const devnetBChain: Chain = defineChain({
  id: 31_338,
  name: 'Devnet B',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 0 } },
  blockTime: DEVNET_BLOCK_TIME_MS,
  testnet: true,
})

/**
 * Base and BOB as viem defines them, without the OP Stack formatters and
 * serializers viem adds: those parse deposit transactions and sign locally
 * (a wallet signs here), and they bring viem's whole transaction serializer
 * (RLP, blobs, sha256; ≈ 9 KiB gzip) into the first load. Multicall3 and
 * the explorer are what the app reads.
 */
// i18n-exempt: viem's chain data, as devnetChain's
const base: Chain = defineChain({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: {
    default: {
      name: 'Basescan',
      url: 'https://basescan.org',
      apiUrl: 'https://api.basescan.org/api',
    },
  },
  contracts: {
    multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 5022 },
  },
})

const bob: Chain = defineChain({
  id: 60_808,
  name: 'BOB',
  nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: {
      http: ['https://rpc.gobob.xyz'],
      webSocket: ['wss://rpc.gobob.xyz'],
    },
  },
  blockExplorers: {
    default: { name: 'BOB Explorer', url: 'https://explorer.gobob.xyz' },
  },
  contracts: {
    multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 23_131 },
  },
})

/**
 * viem definitions for the chain ids the service names, imported by name:
 * several viem exports share an id (999 is also `hyperliquid`, 200901 also
 * `btr`), so chains are never looked up by id over all of viem. Read where
 * wagmi's configuration is created (toViemChain.ts), off the first load:
 * the first screen reads chainFacts.ts, which its test holds to these.
 */
export const knownChains: Readonly<Record<number, Chain>> = {
  [mainnet.id]: mainnet,
  [arbitrum.id]: arbitrum,
  [base.id]: base,
  [bsc.id]: bsc,
  [hyperEvm.id]: hyperEvm,
  [bitlayer.id]: bitlayer,
  [robinhood.id]: robinhood,
  [coreDao.id]: coreDao,
  [xdc.id]: xdc,
  [bsquared.id]: bsquared,
  [merlin.id]: merlin,
  [bob.id]: bob,
  [devnetChain.id]: devnetChain,
  [devnetBChain.id]: devnetBChain,
}
