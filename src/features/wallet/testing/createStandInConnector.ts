import type { Address } from 'viem'
import { type CreateConnectorFn, createConnector } from 'wagmi'
import { devnetChain } from '../../chains'

/** What wagmi hands a connector to report account changes and disconnects. */
export type ConnectorEmitter = Parameters<
  Parameters<typeof createConnector>[0]
>[0]['emitter']

type StandIn = {
  account: Address
  /** Runs on every connect() before it answers; throw to fail it. */
  beforeConnect?: () => Promise<void>
  /** Receives the emitter, to report account changes and disconnects. */
  onEmitter?: (emitter: ConnectorEmitter) => void
}

/**
 * A stand-in for the WalletConnect connector in component tests (jsdom has
 * no relay): on the devnet chain, with one account, never authorized
 * before a connect. The real connector against the local relay is tested
 * in the browser (test/e2e/walletConnect.spec.ts).
 */
export function createStandInConnector({
  account,
  beforeConnect,
  onEmitter,
}: StandIn): CreateConnectorFn {
  return createConnector((config) => {
    onEmitter?.(config.emitter)
    return {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect',
      async connect() {
        await beforeConnect?.()
        return { accounts: [account], chainId: devnetChain.id } as never
      },
      async disconnect() {},
      async getAccounts() {
        return [account]
      },
      async getChainId() {
        return devnetChain.id
      },
      async getProvider() {
        return {}
      },
      async isAuthorized() {
        return false
      },
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {},
    }
  })
}
