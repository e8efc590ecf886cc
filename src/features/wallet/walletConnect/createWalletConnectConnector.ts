import type { EthereumProvider } from '@walletconnect/ethereum-provider'
import type { CreateConnectorFn } from 'wagmi'
import { walletConnect } from 'wagmi/connectors/walletConnect'

/**
 * What happens to a WalletConnect link that the page did not ask for:
 * the relay connection drops or comes back, or the session ends from the
 * other side (the wallet deleted it, or its expiry passed).
 */
export type WalletLinkEvent =
  | { type: 'relay'; isConnected: boolean }
  | { type: 'session-ended'; endedBy: 'wallet' | 'expiry' }

export type CreateWalletConnectConnectorParameters = {
  projectId: string
  origin: string
  /** The deployment's relay (WalletConnect's public one unless the proxy
   * names another), the one its CSP allows. */
  relayUrl: string
  /** Each pairing URI (`wc:…`) to show as a QR code: the first one, and a
   * fresh one whenever a new connection attempt starts. */
  onDisplayUri: (uri: string) => void
  onLinkEvent: (event: WalletLinkEvent) => void
  /** Keep the session in memory (the browser blocks this page's storage). */
  isSessionInMemory?: boolean
}

type Provider = InstanceType<typeof EthereumProvider>

/**
 * wagmi's connector disconnects when the wallet deletes the session, and
 * says nothing of a relay that went away (requests then wait, unsent). The
 * page tells the person both: sign-client reports a session deleted by the
 * wallet's request with that request's id, and one it deleted itself (its
 * expiry passed) with none.
 */
function watchLink(
  provider: Provider,
  onLinkEvent: (event: WalletLinkEvent) => void,
) {
  provider.on('session_delete', (event) => {
    // Typed as { topic }; sign-client passes its { id, topic } through.
    const { id } = event as { topic: string; id?: number }
    onLinkEvent({ type: 'session-ended', endedBy: id ? 'wallet' : 'expiry' })
  })
  const { relayer } = provider.signer.client.core
  relayer.on('relayer_connect', () =>
    onLinkEvent({ type: 'relay', isConnected: true }),
  )
  relayer.on('relayer_disconnect', () =>
    onLinkEvent({ type: 'relay', isConnected: false }),
  )
}

type KeyValueStorage = {
  getKeys: () => Promise<string[]>
  getEntries: <T = unknown>() => Promise<[string, T][]>
  getItem: <T = unknown>(key: string) => Promise<T | undefined>
  setItem: <T = unknown>(key: string, value: T) => Promise<void>
  removeItem: (key: string) => Promise<void>
}

/**
 * WalletConnect's key-value storage (IKeyValueStorage) in memory. Given to
 * the client, it never opens IndexedDB, which a blocked frame cannot.
 */
export function createMemoryKeyValueStorage(): KeyValueStorage {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async (key, value) => {
      items.set(key, value)
    },
    removeItem: async (key) => {
      items.delete(key)
    },
  }
}

/**
 * The WalletConnect connector, with our own QR dialog instead of AppKit's
 * modal (which loads outside fonts and scripts and applies inline styles our
 * CSP refuses). Telemetry to WalletConnect's servers is off. Production
 * builds bundle this module on its own (see `walletConnectBundle` in
 * vite.config.ts) so that it shares no module with the app and adds nothing
 * to the first load.
 */
export function createWalletConnectConnector({
  projectId,
  origin,
  relayUrl,
  onDisplayUri,
  onLinkEvent,
  isSessionInMemory = false,
}: CreateWalletConnectConnectorParameters): CreateConnectorFn {
  const createConnector = walletConnect({
    projectId,
    showQrModal: false,
    telemetryEnabled: false,
    relayUrl,
    ...(isSessionInMemory
      ? { storage: createMemoryKeyValueStorage() as never }
      : {}),
    metadata: {
      // i18n-exempt: what wallets show of the site, English like
      // index.html's <title> (this bundle carries no catalogue)
      name: 'Swap',
      // i18n-exempt: as above
      description: 'Swap tokens at the best aggregated price',
      url: origin,
      icons: [`${origin}/favicon.svg`],
    },
  }) as CreateConnectorFn
  // wagmi's connector reports the URI on its own emitter as a `message`.
  return (config) => {
    config.emitter.on('message', (message) => {
      if (message.type === 'display_uri' && typeof message.data === 'string') {
        onDisplayUri(message.data)
      }
    })
    const connector = createConnector(config)
    let isWatched = false
    return {
      ...connector,
      // wagmi sets a connector up once, when it is first used to connect
      // or reconnect; the provider it makes lives as long as the page.
      async setup() {
        await connector.setup?.call(this)
        if (isWatched) return
        const provider = (await this.getProvider().catch(
          () => null,
        )) as Provider | null
        if (!provider) return
        isWatched = true
        watchLink(provider, onLinkEvent)
      },
    }
  }
}
