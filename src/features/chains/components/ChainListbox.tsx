import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { CheckIcon } from '../../../ui/icons/CheckIcon'
import type { AppChain } from '../types'
import { ChainLogo } from './ChainLogo'

export type ChainListboxProps = {
  id: string
  /** The id of what names the list (the menu's label). */
  labelledBy: string
  chains: readonly Pick<AppChain, 'id' | 'name' | 'status'>[]
  selectedId: number
  /** Another chain chosen (the list closes first, focus on the button). */
  onSelect: (chainId: number) => void
  /** The list closes: after a choice or Escape with the focus back on the
   * button; after Tab or a press outside, where the focus went. */
  onClose: (isFocusReturned: boolean) => void
}

/**
 * The network menu's list, a listbox that takes the focus while open:
 * arrow keys, Home and End move the active option (aria-activedescendant),
 * Enter or Space chooses it, Escape closes; Tab closes and moves on.
 * Loaded on intent (ChainSelect), so the first screen carries none of it.
 */
export function ChainListbox({
  id,
  labelledBy,
  chains,
  selectedId,
  onSelect,
  onClose,
}: ChainListboxProps) {
  const { t } = useLingui()
  const listRef = useRef<HTMLDivElement>(null)
  const [activeIndex, setActiveIndex] = useState(() =>
    Math.max(
      0,
      chains.findIndex((chain) => chain.id === selectedId),
    ),
  )
  useEffect(() => listRef.current?.focus(), [])
  // The latest onClose (the menu makes a new one each render).
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  useEffect(() => {
    const onPointerDown = (event: MouseEvent) => {
      const root = listRef.current?.parentElement
      if (!root?.contains(event.target as Node)) {
        closeRef.current(false)
      }
    }
    document.addEventListener('mousedown', onPointerDown)
    return () => document.removeEventListener('mousedown', onPointerDown)
  }, [])
  const optionId = (index: number) => `${id}-option-${index}`
  const choose = (chainId: number) => {
    onClose(true)
    if (chainId !== selectedId) onSelect(chainId)
  }
  useEffect(() => {
    document
      .getElementById(optionId(activeIndex))
      ?.scrollIntoView?.({ block: 'nearest' })
  })
  const statusText = (status: AppChain['status']) =>
    status === 'DEGRADED'
      ? t`degraded`
      : status === 'DISABLED'
        ? t`paused`
        : null
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = chains.length - 1
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, activeIndex + 1),
      ArrowUp: Math.max(0, activeIndex - 1),
      Home: 0,
      End: last,
    }
    if (event.key in moves) {
      event.preventDefault()
      setActiveIndex(moves[event.key] ?? activeIndex)
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      const chain = chains[activeIndex]
      if (chain) choose(chain.id)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onClose(true)
    } else if (event.key === 'Tab') {
      onClose(false)
    }
  }
  return (
    <div
      ref={listRef}
      id={id}
      role="listbox"
      aria-labelledby={labelledBy}
      aria-activedescendant={optionId(activeIndex)}
      tabIndex={-1}
      className="chain-listbox"
      onKeyDown={onKeyDown}
    >
      {chains.map((chain, index) => {
        const status = statusText(chain.status)
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the list takes the keys (aria-activedescendant); each option is chosen by pointer here
          <div
            key={chain.id}
            id={optionId(index)}
            role="option"
            aria-selected={chain.id === selectedId}
            className={
              index === activeIndex
                ? 'chain-option chain-option--active'
                : 'chain-option'
            }
            onClick={() => choose(chain.id)}
            // Focus stays on the list; the pointer only picks.
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActiveIndex(index)}
          >
            <ChainLogo chainId={chain.id} name={chain.name} />
            <bdi className="chain-option-name">{chain.name}</bdi>
            {status ? <span className="muted">{status}</span> : null}
            {chain.id === selectedId ? <CheckIcon /> : null}
          </div>
        )
      })}
    </div>
  )
}
