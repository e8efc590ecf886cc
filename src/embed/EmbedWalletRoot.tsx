import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import type { EIP1193Provider } from 'viem'
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
  children: ReactNode
}

/**
 * wagmi for the frame. A bridged host wallet is an injected connector whose
 * provider is the bridge, connected at once (the host page chose it
 * already); its session lasts as long as the frame.
 */
export function EmbedWalletRoot({
  chains,
  bridge,
  storage,
  children,
}: EmbedWalletRootProps) {
  const { t } = useLingui()
  const [lentWallet] = useState(() =>
    bridge
      ? {
          id: HOST_WALLET_ID,
          name: t`Partner wallet`,
          provider: bridge as unknown as EIP1193Provider,
        }
      : null,
  )
  return (
    <WalletRoot chains={chains} lentWallet={lentWallet} storage={storage}>
      {children}
    </WalletRoot>
  )
}
