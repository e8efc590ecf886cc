import type { CreateConnectorFn } from 'wagmi'

/**
 * Connectors whose code is fetched only when chosen, so they add nothing to
 * the first load: WalletConnect (when a project id is configured) and, in
 * devnet builds only, the devnet wallet.
 */
export type LazyConnector = {
  id: string
  name: string
  note: string
  load: () => Promise<CreateConnectorFn>
}

type WalletConnectModule =
  typeof import('./walletConnect/createWalletConnectConnector')

/** Production builds only (vite.config.ts): the path of the separately
 * bundled WalletConnect module, content-hashed. */
declare const __WALLETCONNECT_BUNDLE__: string

/**
 * The dev server (and tests) import the module from source. Production builds
 * import the separately bundled copy: bundled with the app, even behind
 * `import()`, the modules it shares with the app (viem, ox, @noble/*) would be
 * hoisted into the first load, tree-shaken for both users.
 */
function loadWalletConnect(): Promise<WalletConnectModule> {
  if (import.meta.env.DEV) {
    return import('./walletConnect/createWalletConnectConnector')
  }
  return import(
    /* @vite-ignore */ `${import.meta.env.BASE_URL}${__WALLETCONNECT_BUNDLE__}`
  )
}

type GetLazyConnectorsParameters = {
  walletConnectProjectId: string | null
}

export function getLazyConnectors({
  walletConnectProjectId,
}: GetLazyConnectorsParameters): LazyConnector[] {
  const connectors: LazyConnector[] = []
  // The static check lets builds without a project id drop WalletConnect
  // entirely: even lazily imported, its shared viem modules would otherwise
  // be hoisted into the first load by the bundler.
  if (import.meta.env.VITE_WALLETCONNECT_PROJECT_ID && walletConnectProjectId) {
    const projectId = walletConnectProjectId
    connectors.push({
      id: 'walletConnect',
      name: 'WalletConnect',
      note: 'Scan a QR code with a mobile wallet',
      load: async () => {
        const { createWalletConnectConnector } = await loadWalletConnect()
        return createWalletConnectConnector(projectId, window.location.origin)
      },
    })
  }
  // Vite replaces the condition at build time; in production builds the
  // branch and its dynamic import disappear.
  if (import.meta.env.VITE_DEVNET === 'true') {
    connectors.push({
      id: 'devnetWallet',
      name: 'Devnet wallet',
      note: 'Signs with anvil account #1 (local devnet only)',
      load: async () => {
        const { createDevnetConnector } = await import(
          './devnet/createDevnetConnector'
        )
        return createDevnetConnector() as CreateConnectorFn
      },
    })
  }
  return connectors
}
