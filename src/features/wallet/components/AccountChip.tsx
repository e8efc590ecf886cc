import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { Address } from 'viem'
import { shortenAddress } from '../../../lib/format'

/** The chip on the page, for the connect dialog to hand focus to. */
export const ACCOUNT_CHIP_SELECTOR = '[data-account-chip]'

export type AccountMenuItem = { label: string; onSelect: () => void }

export type AccountChipProps = {
  address: Address
  walletName: string | null
  walletIcon: string | null
  onDisconnect: () => void
  /** The account menu's entries; none: the address is plain text. */
  menuItems?: readonly AccountMenuItem[]
}

/**
 * The account's menu, a disclosure: the address is its button
 * (aria-expanded), the entries a list of buttons below it. Escape or a
 * press outside closes it; focus goes back to the address.
 */
function AccountMenu({
  id,
  label,
  title,
  items,
}: {
  id: string
  label: string
  title: string
  items: readonly AccountMenuItem[]
}) {
  const { t } = useLingui()
  const [isOpen, setIsOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const listId = useId()
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
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it; the controls inside are buttons
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
        <span className="visually-hidden">{`${t`Connected account`} `}</span>
        {label}
      </button>
      <ul id={listId} className="account-menu-list" hidden={!isOpen}>
        {items.map((item) => (
          <li key={item.label}>
            <button
              type="button"
              className="button-ghost"
              onClick={() => {
                close()
                item.onSelect()
              }}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function AccountChip({
  address,
  walletName,
  walletIcon,
  onDisconnect,
  menuItems = [],
}: AccountChipProps) {
  const { t } = useLingui()
  const title = walletName ? `${address} (${walletName})` : address
  const addressId = useId()
  // Focusable by script, named by its address: where focus lands when the
  // connect dialog closes on a connection (ACCOUNT_CHIP_SELECTOR).
  return (
    // biome-ignore lint/a11y/useSemanticElements: a chip, not a form; a <fieldset> would announce a form group and bring its border. The role names the chip for the focus it receives.
    <div
      className="account-chip"
      role="group"
      aria-labelledby={addressId}
      tabIndex={-1}
      data-account-chip=""
    >
      {walletIcon ? (
        <img
          className="wallet-icon-small"
          src={walletIcon}
          alt=""
          width={18}
          height={18}
        />
      ) : null}
      {menuItems.length > 0 ? (
        <AccountMenu
          id={addressId}
          label={shortenAddress(address)}
          title={title}
          items={menuItems}
        />
      ) : (
        <span id={addressId} className="account-address" title={title}>
          <span className="visually-hidden">{`${t`Connected account`} `}</span>
          {shortenAddress(address)}
        </span>
      )}
      <button type="button" className="button-ghost" onClick={onDisconnect}>
        {t`Disconnect`}
      </button>
    </div>
  )
}
