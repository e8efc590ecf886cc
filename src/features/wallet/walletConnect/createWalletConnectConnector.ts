import type { CreateConnectorFn } from 'wagmi'
import { walletConnect } from 'wagmi/connectors/walletConnect'

/**
 * The WalletConnect connector. Production builds bundle this module on its
 * own (see `walletConnectBundle` in vite.config.ts) so that it shares no
 * module with the app and adds nothing to the first load.
 */
export function createWalletConnectConnector(
  projectId: string,
  origin: string,
): CreateConnectorFn {
  return walletConnect({
    projectId,
    showQrModal: true,
    metadata: {
      name: 'Swap',
      description: 'Swap tokens at the best aggregated price',
      url: origin,
      icons: [`${origin}/favicon.svg`],
    },
  }) as CreateConnectorFn
}
