import { useLingui } from '@lingui/react/macro'
import type { Address } from 'viem'
import { shortenAddress } from '../../../lib/format'

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
  return (
    <div className="account-chip">
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
