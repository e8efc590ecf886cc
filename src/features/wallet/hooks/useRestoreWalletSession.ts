import { useEffect } from 'react'
import { useConfig } from 'wagmi'
import { reconnect } from 'wagmi/actions'
import type { LazyConnector } from '../lazyConnectors'

function whenSettled(config: ReturnType<typeof useConfig>) {
  const isBusy = (status: string) =>
    status === 'reconnecting' || status === 'connecting'
  if (!isBusy(config.state.status)) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const stop = config.subscribe(
      (state) => state.status,
      (status) => {
        if (isBusy(status)) return
        stop()
        resolve()
      },
    )
  })
}

/**
 * wagmi restores sessions of the connectors it knows at start-up. A session
 * made with a lazy connector (WalletConnect, devnet wallet) is restored here:
 * once wagmi's own reconnect has settled without a connection, the recent
 * connector's code (fetched meanwhile) is asked to reconnect.
 */
export function useRestoreWalletSession(
  lazyConnectors: readonly LazyConnector[],
) {
  const config = useConfig()
  useEffect(() => {
    let isCancelled = false
    async function restore() {
      const recent = await config.storage?.getItem('recentConnectorId')
      const lazy = lazyConnectors.find((candidate) => candidate.id === recent)
      if (!lazy) return
      // Its code is fetched while wagmi's own reconnect runs, not after it.
      const loading = lazy.load()
      loading.catch(() => {})
      await whenSettled(config)
      if (isCancelled || config.state.status === 'connected') return
      const connector = await loading
      if (isCancelled) return
      await reconnect(config, { connectors: [connector] })
    }
    restore().catch(() => {
      // A session that cannot be restored just leaves the wallet disconnected.
    })
    return () => {
      isCancelled = true
    }
  }, [config, lazyConnectors])
}
