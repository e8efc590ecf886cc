import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useState } from 'react'
import { injected, noopStorage, useConfig } from 'wagmi'
import { connect } from 'wagmi/actions'
import { WalletRoot } from '../app/WalletRoot'
import type { AppChain } from '../features/chains'
import type { BridgeProvider } from './createBridgeProvider'

const HOST_WALLET_ID = 'hostWallet'

export type EmbedWalletRootProps = {
  chains: readonly AppChain[]
  /** The host's wallet, bridged; null when the frame's wallets are used. */
  bridge: BridgeProvider | null
  /** The frame's storage (memory when the browser blocks it). */
  storage: Storage
  /** Shown until the wallet configuration exists (one commit). */
  fallback: ReactNode
  children: ReactNode
}

/** The host page chose its wallet already: connect to it at once. */
function ConnectHostWallet() {
  const config = useConfig()
  useEffect(() => {
    const connector = config.connectors.find(({ id }) => id === HOST_WALLET_ID)
    if (!connector || config.state.status === 'connected') return
    connect(config, { connector }).catch(() => undefined)
  }, [config])
  return null
}

/**
 * wagmi for the frame. A bridged host wallet is an injected connector whose
 * provider is the bridge; its session lasts as long as the frame.
 */
export function EmbedWalletRoot({
  chains,
  bridge,
  storage,
  fallback,
  children,
}: EmbedWalletRootProps) {
  const { t } = useLingui()
  const [connectors] = useState(() =>
    bridge
      ? [
          injected({
            shimDisconnect: false,
            target: {
              id: HOST_WALLET_ID,
              name: t`Partner wallet`,
              provider: bridge as never,
            },
          }),
        ]
      : [],
  )
  return (
    <WalletRoot
      chains={chains}
      connectors={connectors}
      storage={bridge ? (noopStorage as unknown as Storage) : storage}
      fallback={fallback}
    >
      {bridge ? <ConnectHostWallet /> : null}
      {children}
    </WalletRoot>
  )
}
