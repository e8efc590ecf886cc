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

export type GetLazyConnectorsParameters = {
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
        const { walletConnect } = await import('wagmi/connectors/walletConnect')
        return walletConnect({
          projectId,
          showQrModal: true,
          metadata: {
            name: 'Swap',
            description: 'Swap tokens at the best aggregated price',
            url: window.location.origin,
            icons: [`${window.location.origin}/favicon.svg`],
          },
        }) as CreateConnectorFn
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
