import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { useConnection } from 'wagmi'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { GearIcon } from '../../../ui/icons/GearIcon'
import { type AppChain, ChainSelect } from '../../chains'
import { LazySettingsDialog, useSettings } from '../../settings'
import { useSwitchWalletChain } from '../../wallet'
import { useSwapHost } from '../host/SwapHostProvider'
import { useSwapFormActions } from '../store/SwapFormStoreProvider'

export type SwapCardHeaderProps = {
  chain: AppChain
  chains: readonly AppChain[]
}

/**
 * Choosing a network moves the form to it (its tokens, balances and quotes)
 * and asks a connected wallet to follow; a wallet that refuses leaves the
 * wrong-network prompt with its own switch button.
 */
function useNetworkChoice() {
  const { chainSelected } = useSwapFormActions()
  const connection = useConnection()
  const switchChain = useSwitchWalletChain()
  return (chainId: number) => {
    chainSelected(chainId)
    if (connection.status === 'connected' && connection.chainId !== chainId) {
      switchChain(chainId)
    }
  }
}

export function SwapCardHeader({ chain, chains }: SwapCardHeaderProps) {
  const onNetworkChosen = useNetworkChoice()
  const format = useFormatters()
  const slippage = format.percent(
    Number(useSettings((s) => s.slippagePercent)),
    4,
  )
  const [isSettingsOpen, setIsSettingsOpen] = useState(false)
  const { hide } = useSwapHost()
  return (
    <header className="swap-card-header">
      {/* The frame's <main> is named by this title (src/embed/EmbedShell.tsx). */}
      <h1 id="swap-card-title" className="swap-title">
        <Trans>Swap</Trans>
      </h1>
      <ChainSelect
        chains={chains}
        selectedId={chain.id}
        onSelect={onNetworkChosen}
      />
      {hide.settings ? null : (
        <button
          type="button"
          className="button-secondary settings-button"
          aria-haspopup="dialog"
          onClick={() => setIsSettingsOpen(true)}
        >
          <GearIcon size={18} />
          {/* The gear speaks for the word; the name stays whole. */}
          <Trans>
            <span className="visually-hidden">Settings</span>{' '}
            <span className="muted">{slippage}</span>
          </Trans>
        </button>
      )}
      <LazySettingsDialog
        isOpen={isSettingsOpen}
        onClose={() => setIsSettingsOpen(false)}
      />
    </header>
  )
}
