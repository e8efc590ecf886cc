import type { MessageDescriptor } from '@lingui/core'
import type { CreateConnectorFn } from 'wagmi'
import type { WalletConnectSettings } from '../../../schema/deployment'
import { lazyModule } from '../../lib/lazyModule'
import type * as WalletConnectConnector from './walletConnect/createWalletConnectConnector'

/**
 * Connectors whose code is fetched only when chosen, so they add nothing to
 * the first load: WalletConnect (when the deployment offers it) and, in
 * devnet builds only, the devnet wallet.
 */
export type LazyConnector = {
  id: string
  name: string
  /**
   * Its note in the connect dialog, where it has one of its own (the
   * devnet wallet's). WalletConnect's words are chosen by the dialog
   * (lazyConnectorNotes.ts) so that no message of theirs is in the first
   * load.
   */
  note?: MessageDescriptor
  /** WalletConnect: false when its session is kept in memory only (the
   * browser blocks the page's storage), which the dialog says. */
  isSessionKept?: boolean
  load: () => Promise<CreateConnectorFn>
  /** Connectors that pair by QR code (WalletConnect) report each pairing
   * URI here; returns the unsubscribe function. */
  subscribePairingUri?: (listener: (uri: string) => void) => () => void
  /** Connectors with a link of their own (WalletConnect's relay and
   * session) report what happens to it here; returns the unsubscribe
   * function. */
  subscribeLinkEvents?: (
    listener: (event: WalletConnectConnector.WalletLinkEvent) => void,
  ) => () => void
}

/** Builds only (vite.config.ts): the path of the separately bundled
 * WalletConnect module, content-hashed. Every build ships it; the
 * deployment decides whether it is offered. */
declare const __WALLETCONNECT_BUNDLE__: string

/**
 * The dev server (and tests) import the module from source. Production builds
 * import the separately bundled copy: bundled with the app, even behind
 * `import()`, the modules it shares with the app (viem, ox, @noble/*) would be
 * hoisted into the first load, tree-shaken for both users.
 */
const walletConnectModule = lazyModule<typeof WalletConnectConnector>(() =>
  import.meta.env.DEV
    ? import('./walletConnect/createWalletConnectConnector')
    : import(
        /* @vite-ignore */ `${import.meta.env.BASE_URL}${__WALLETCONNECT_BUNDLE__}`
      ),
)

/**
 * The devnet wallet's code, in devnet builds only: Vite replaces the
 * condition at build time, and in production builds the branch and its
 * dynamic import disappear.
 */
const devnetWallet =
  import.meta.env.VITE_DEVNET === 'true'
    ? {
        id: 'devnetWallet',
        code: lazyModule(() => import('./devnet/createDevnetConnector')),
      }
    : null

/**
 * Fetches a lazy connector's code as the page starts, for a person whose
 * saved session was made with it (`recentConnectorId`, as wagmi saved it):
 * it arrives beside the first screen's code, not once wagmi's own
 * reconnect has settled (useRestoreWalletSession.ts). Only the code: the
 * connector is made, and WalletConnect's relay reached, by the reconnect as
 * before. Any other id (wagmi's own connectors) fetches nothing.
 */
export function preloadConnectorCode(recentConnectorId: unknown) {
  const code =
    recentConnectorId === 'walletConnect'
      ? walletConnectModule
      : recentConnectorId === devnetWallet?.id
        ? devnetWallet?.code
        : null
  code?.load().catch(() => {
    // The reconnect asks again; a session that cannot be restored just
    // leaves the wallet disconnected.
  })
}

type GetLazyConnectorsParameters = {
  /** The deployment's WalletConnect settings; null: not offered. */
  walletConnect: WalletConnectSettings | null
  /** False where the browser keeps no storage for the page (an embedded
   * frame with storage blocked): WalletConnect keeps its session in memory. */
  isWalletSessionKept?: boolean
}

export function getLazyConnectors({
  walletConnect,
  isWalletSessionKept = true,
}: GetLazyConnectorsParameters): LazyConnector[] {
  const connectors: LazyConnector[] = []
  if (walletConnect) {
    const { projectId, relayUrl } = walletConnect
    const listeners = new Set<(uri: string) => void>()
    const linkListeners = new Set<
      (event: WalletConnectConnector.WalletLinkEvent) => void
    >()
    // One connector per app: each would otherwise start its own client with
    // its own relay connection and session store.
    let loading: Promise<CreateConnectorFn> | undefined
    connectors.push({
      id: 'walletConnect',
      // i18n-exempt: a brand name, the same in every language
      name: 'WalletConnect',
      isSessionKept: isWalletSessionKept,
      load: () => {
        loading ??= walletConnectModule
          .load()
          .then(({ createWalletConnectConnector }) =>
            createWalletConnectConnector({
              projectId,
              origin: window.location.origin,
              relayUrl,
              isSessionInMemory: !isWalletSessionKept,
              onDisplayUri: (uri) => {
                for (const listener of listeners) listener(uri)
              },
              onLinkEvent: (event) => {
                for (const listener of linkListeners) listener(event)
              },
            }),
          )
        loading.catch(() => {
          loading = undefined
        })
        return loading
      },
      subscribePairingUri: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      subscribeLinkEvents: (listener) => {
        linkListeners.add(listener)
        return () => linkListeners.delete(listener)
      },
    })
  }
  if (devnetWallet) {
    connectors.push({
      id: devnetWallet.id,
      // i18n-exempt: devnet builds only. English, and in no catalogue (a
      // production build must not mention it)
      name: 'Devnet wallet',
      // i18n-exempt: as above; Lingui shows an id no catalogue has as it is
      note: { id: 'Signs with anvil account #1 (local devnet only)' },
      load: async () => {
        const { createDevnetConnector } = await devnetWallet.code.load()
        return createDevnetConnector() as CreateConnectorFn
      },
    })
  }
  return connectors
}
