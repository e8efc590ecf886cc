import { useId } from 'react'
import type { Address } from 'viem'
import { isolate } from '../../../lib/i18n/isolate'
import { AccountMenu, type AccountMenuItem } from './AccountMenu'

/** The chip on the page, for the connect dialog to hand focus to. */
export const ACCOUNT_CHIP_SELECTOR = '[data-account-chip]'

export type AccountChipProps = {
  address: Address
  /** The address shortened in checksum case (useShortAddress). */
  shortAddress: string
  walletName: string | null
  walletIcon: string | null
  /** The explorer of the chain the wallet is on; null: none known. */
  explorerUrl: string | null
  onDisconnect: () => void
  /** The account menu's entries of the app's own (the allowances page). */
  menuItems?: readonly AccountMenuItem[]
}

export function AccountChip({
  address,
  shortAddress,
  walletName,
  walletIcon,
  explorerUrl,
  onDisconnect,
  menuItems = [],
}: AccountChipProps) {
  // Two values in one tooltip: each isolated (a title cannot hold a <bdi>),
  // so in a right-to-left page the brackets stay around the wallet's name.
  const title = walletName
    ? `${isolate(address)} (${isolate(walletName)})`
    : address
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
      <AccountMenu
        id={addressId}
        address={address}
        label={<bdi>{shortAddress}</bdi>}
        title={title}
        explorerAddressUrl={
          explorerUrl ? `${explorerUrl}/address/${address}` : null
        }
        items={menuItems}
        onDisconnect={onDisconnect}
      />
    </div>
  )
}
