import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Address } from 'viem'
import { shortenAddress } from '../../../lib/format'

/** The chip on the page, for the connect dialog to hand focus to. */
export const ACCOUNT_CHIP_SELECTOR = '[data-account-chip]'

export type AccountChipProps = {
  address: Address
  walletName: string | null
  walletIcon: string | null
  onDisconnect: () => void
}

export function AccountChip({
  address,
  walletName,
  walletIcon,
  onDisconnect,
}: AccountChipProps) {
  const { t } = useLingui()
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
      <span
        id={addressId}
        className="account-address"
        title={walletName ? `${address} (${walletName})` : address}
      >
        <span className="visually-hidden">{`${t`Connected account`} `}</span>
        {shortenAddress(address)}
      </span>
      <button type="button" className="button-ghost" onClick={onDisconnect}>
        {t`Disconnect`}
      </button>
    </div>
  )
}
