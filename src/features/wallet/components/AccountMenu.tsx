import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { Address } from 'viem'
import { CheckIcon } from '../../../ui/icons/CheckIcon'
import { CopyIcon } from '../../../ui/icons/CopyIcon'
import { DisconnectIcon } from '../../../ui/icons/DisconnectIcon'
import { ExternalLinkIcon } from '../../../ui/icons/ExternalLinkIcon'

export type AccountMenuItem = { label: string; onSelect: () => void }

export type AccountMenuProps = {
  /** The toggle's id: it names the chip. */
  id: string
  address: Address
  /** What the toggle shows: the short address. */
  label: ReactNode
  title: string
  /** The account on the chain's explorer; null: no such entry. */
  explorerAddressUrl: string | null
  /** Entries of the app's own (the allowances page), before Disconnect. */
  items: readonly AccountMenuItem[]
  onDisconnect: () => void
}

/** How long "Copied" shows before the entry reads "Copy address" again. */
const COPIED_MS = 2_000

type CopyResult = 'copied' | 'failed' | null

/**
 * Copies the address; the result is announced politely (a live region
 * that is always on the page, so the change is heard) and shown on the
 * entry for a moment.
 */
function useCopyAddress(address: Address) {
  const [result, setResult] = useState<CopyResult>(null)
  useEffect(() => {
    if (result === null) return
    const timer = setTimeout(() => setResult(null), COPIED_MS)
    return () => clearTimeout(timer)
  }, [result])
  const copy = () => {
    // A page without the clipboard (an insecure origin, an old browser)
    // fails like a refused write.
    const write = navigator.clipboard?.writeText(address)
    if (!write) return setResult('failed')
    write.then(
      () => setResult('copied'),
      () => setResult('failed'),
    )
  }
  return { result, copy }
}

/**
 * The account's menu, a disclosure: the address is its button
 * (aria-expanded), the entries a list below it: Copy address, View on
 * explorer (where the chain has one), the app's own entries, Disconnect.
 * Escape or a press outside closes it; focus goes back to the address.
 */
export function AccountMenu({
  id,
  address,
  label,
  title,
  explorerAddressUrl,
  items,
  onDisconnect,
}: AccountMenuProps) {
  const { t } = useLingui()
  const [isOpen, setIsOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const listId = useId()
  const { result, copy } = useCopyAddress(address)
  useEffect(() => {
    if (!isOpen) return
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false)
    }
    document.addEventListener('mousedown', onPointerDown)
    return () => document.removeEventListener('mousedown', onPointerDown)
  }, [isOpen])
  const close = () => {
    setIsOpen(false)
    toggleRef.current?.focus()
  }
  const choose = (onSelect: () => void) => () => {
    close()
    onSelect()
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it; the controls inside are buttons and a link
    <div
      ref={rootRef}
      className="account-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation()
          close()
        }
      }}
    >
      <button
        ref={toggleRef}
        id={id}
        type="button"
        className="account-address account-menu-toggle"
        title={title}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className="visually-hidden">{t`Connected account`} </span>
        {label}
      </button>
      <ul id={listId} className="account-menu-list" hidden={!isOpen}>
        <li>
          {/* Stays open: the entry itself shows that the copy worked. */}
          <button
            type="button"
            className="button-ghost account-menu-item"
            onClick={copy}
          >
            {result === 'copied' ? <CheckIcon /> : <CopyIcon />}
            {result === 'copied' ? t`Copied` : t`Copy address`}
          </button>
        </li>
        {explorerAddressUrl ? (
          <li>
            <a
              className="button-ghost account-menu-item"
              href={explorerAddressUrl}
              target="_blank"
              rel="noreferrer"
              onClick={close}
            >
              <ExternalLinkIcon />
              {t`View on explorer`}
            </a>
          </li>
        ) : null}
        {items.map((item) => (
          <li key={item.label}>
            <button
              type="button"
              className="button-ghost account-menu-item"
              onClick={choose(item.onSelect)}
            >
              {item.label}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="button-ghost account-menu-item"
            onClick={choose(onDisconnect)}
          >
            <DisconnectIcon />
            {t`Disconnect`}
          </button>
        </li>
      </ul>
      {/* A polite live region (not role="status": the page's status
          messages are the wallet notice's), always on the page so a change
          in it is heard. */}
      <span className="visually-hidden" aria-live="polite">
        {result === 'copied'
          ? t`Address copied`
          : result === 'failed'
            ? t`The address could not be copied.`
            : ''}
      </span>
    </div>
  )
}
