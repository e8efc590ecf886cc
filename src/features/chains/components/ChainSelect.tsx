import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import type { AppChain } from '../types'
import { ChainLogo } from './ChainLogo'

export type ChainSelectProps = {
  chains: readonly Pick<AppChain, 'id' | 'name' | 'status'>[]
  selectedId: number
  onSelect: (chainId: number) => void
}

/** The list and its keys, fetched when the menu first opens. */
const chainListbox = lazyModule(() => import('./ChainListbox'))

/**
 * The network menu: a button with the chain's logo and name that opens a
 * list of the registry's chains, each with its logo (ChainListbox).
 * Enter or Space on the button opens it (a button's own keys), Escape or
 * a choice returns the focus to the button. Its name reads "Network
 * Devnet": the label, then what it shows. Lean: it is on the first
 * screen of the app and the widget.
 */
export function ChainSelect({
  chains,
  selectedId,
  onSelect,
}: ChainSelectProps) {
  const { t } = useLingui()
  const id = useId()
  const [labelId, buttonId] = [`${id}l`, `${id}b`]
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [isOpen, setIsOpen] = useState(false)
  const listbox = useLazyModule(chainListbox, isOpen)
  const selected = chains.find((chain) => chain.id === selectedId) ?? null
  const close = (isFocusReturned: boolean) => {
    setIsOpen(false)
    if (isFocusReturned) buttonRef.current?.focus()
  }
  return (
    <div className="chain-select">
      <span id={labelId} className="chain-select-label">
        {t`Network`}
      </span>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="chain-select-button"
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-labelledby={`${labelId} ${buttonId}`}
        onClick={() => setIsOpen((open) => !open)}
      >
        {selected ? (
          <ChainLogo chainId={selected.id} name={selected.name} />
        ) : null}
        <bdi className="chain-select-name">{selected?.name}</bdi>
      </button>
      {isOpen && listbox ? (
        <listbox.ChainListbox
          id={`${id}x`}
          labelledBy={labelId}
          chains={chains}
          selectedId={selectedId}
          onSelect={onSelect}
          onClose={close}
        />
      ) : null}
    </div>
  )
}
