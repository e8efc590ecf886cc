import type { Chain } from 'viem'
import type { Config } from 'wagmi'

const standIns = new WeakSet<object>()
const unsubscribe = () => undefined

/**
 * What wagmi's hooks read while the wallet configuration is still on its
 * way (createWagmiConfig.ts, a chunk of its own: connectors, EIP-6963
 * discovery, transports and sessions are not needed to type an amount and
 * see a quote). No wallet is connected, none can be, and nothing changes:
 * it answers the hooks the first screen calls (connection, chain, chains,
 * connectors) the way a configuration with no session does. It has no
 * clients: a read that needs the chain waits for the real configuration
 * (`isStandInWagmiConfig`).
 */
export function createStandInWagmiConfig(
  chains: readonly [Chain, ...Chain[]],
): Config {
  const state = {
    chainId: chains[0].id,
    connections: new Map(),
    current: null,
    status: 'disconnected',
  }
  const standIn = {
    chains,
    connectors: [],
    storage: null,
    state,
    getClient() {
      throw new Error('the wallet configuration is still loading')
    },
    setState: () => undefined,
    subscribe: () => unsubscribe,
    _internal: {
      ssr: false,
      syncConnectedChain: true,
      transports: {},
      chains: { setState: () => undefined, subscribe: () => unsubscribe },
      connectors: {
        setState: () => undefined,
        subscribe: () => unsubscribe,
      },
    },
  }
  standIns.add(standIn)
  return standIn as unknown as Config
}

/** Whether the configuration is the stand-in (reads must wait). */
export function isStandInWagmiConfig(config: Config): boolean {
  return standIns.has(config)
}
