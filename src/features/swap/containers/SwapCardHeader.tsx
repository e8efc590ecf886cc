import { useState } from 'react'
import { type AppChain, ChainSelect } from '../../chains'
import { LazySettingsDialog, useSettings } from '../../settings'
import { useSwapHost } from '../host/SwapHostProvider'
import { useSwapFormActions } from '../store/SwapFormStoreProvider'

export type SwapCardHeaderProps = {
  chain: AppChain
  chains: readonly AppChain[]
}

export function SwapCardHeader({ chain, chains }: SwapCardHeaderProps) {
  const { chainSelected } = useSwapFormActions()
  const slippagePercent = useSettings((s) => s.slippagePercent)
  const [isSettingsOpen, setIsSettingsOpen] = useState(false)
  const { hide } = useSwapHost()
  return (
    <header className="swap-card-header">
      <h1 className="swap-title">Swap</h1>
      <ChainSelect
        chains={chains}
        selectedId={chain.id}
        onSelect={chainSelected}
      />
      {hide.settings ? null : (
        <button
          type="button"
          className="button-secondary"
          aria-haspopup="dialog"
          onClick={() => setIsSettingsOpen(true)}
        >
          Settings <span className="muted">{slippagePercent}%</span>
        </button>
      )}
      <LazySettingsDialog
        isOpen={isSettingsOpen}
        onClose={() => setIsSettingsOpen(false)}
      />
    </header>
  )
}
