import './allowanceList.css'
import { useLingui } from '@lingui/react/macro'
import { type Address, isAddressEqual, maxUint256 } from 'viem'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { shortenAddress } from '../../../lib/shortenAddress'

export type AllowanceRowView = {
  token: { address: Address; symbol: string; decimals: number }
  spender: Address
  allowanceWei: bigint
}

export type AllowanceListProps = {
  rows: readonly AllowanceRowView[]
  /** The token whose revoke is on its way; null when none is. */
  pendingToken: Address | null
  onRevoke: (row: AllowanceRowView) => void
}

/** Huge allowances are what "unlimited" approvals leave: max uint or near. */
const isUnlimited = (wei: bigint) => wei >= maxUint256 / 2n

/** Each allowance a router holds, and its Revoke button. */
export function AllowanceList({
  rows,
  pendingToken,
  onRevoke,
}: AllowanceListProps) {
  const { t } = useLingui()
  const format = useFormatters()
  return (
    <ul className="allowance-list">
      {rows.map((row) => {
        const { symbol, address, decimals } = row.token
        const amount = isUnlimited(row.allowanceWei)
          ? t`Unlimited`
          : `${format.tokenAmount(row.allowanceWei, decimals)} ${symbol}`
        const router = shortenAddress(row.spender)
        const isPending =
          pendingToken !== null && isAddressEqual(pendingToken, address)
        return (
          <li key={`${address}:${row.spender}`} className="allowance-row">
            <span className="allowance-token">{symbol}</span>
            <span className="allowance-amount">
              <data value={row.allowanceWei.toString()}>{amount}</data>
              <span className="field-note">{t`to the router ${router}`}</span>
            </span>
            <button
              type="button"
              className="button-secondary"
              aria-label={t`Revoke ${symbol}`}
              disabled={pendingToken !== null}
              onClick={() => onRevoke(row)}
            >
              {isPending ? t`Revoking…` : t`Revoke`}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
