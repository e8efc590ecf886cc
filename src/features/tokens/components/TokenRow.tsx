import { memo } from 'react'
import { getUsdValue } from '../../../lib/getUsdValue'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import type { TokenRiskMark } from '../risk/tokenRiskMarks'
import type { AppToken } from '../types'
import { TokenLogo } from './TokenLogo'
import { TokenTags } from './TokenTags'

export type TokenRowProps = {
  id: string
  token: AppToken
  index: number
  setSize: number
  /** Pixels from the top of the list; the row is absolutely placed. */
  offsetPx: number
  heightPx: number
  balance: bigint | undefined
  isActive: boolean
  isSelected: boolean
  isOtherSide: boolean
  isImported: boolean
  riskMark: TokenRiskMark | null
  onPick: (token: AppToken) => void
  onHover: (index: number) => void
}

/** One option of the token listbox. */
export const TokenRow = memo(function TokenRow({
  id,
  token,
  index,
  setSize,
  offsetPx,
  heightPx,
  balance,
  isActive,
  isSelected,
  isOtherSide,
  isImported,
  riskMark,
  onPick,
  onHover,
}: TokenRowProps) {
  const format = useFormatters()
  // Decimals the app cannot compute with: no amount is shown at all.
  const shownBalance = token.hasUnsafeDecimals ? undefined : balance
  const usd =
    shownBalance === undefined
      ? null
      : getUsdValue(shownBalance, token.decimals, token.priceUsd)
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys go to the combobox, which owns the active option (aria-activedescendant)
    <div
      id={id}
      role="option"
      aria-selected={isActive}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      className={isActive ? 'token-row token-row--active' : 'token-row'}
      style={{ height: heightPx, transform: `translateY(${offsetPx}px)` }}
      // Focus stays in the combobox; the pointer only picks.
      tabIndex={-1}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(token)}
      onMouseMove={isActive ? undefined : () => onHover(index)}
    >
      <TokenLogo
        symbol={token.symbol}
        address={token.address}
        logoURI={token.logoURI}
      />
      <span className="token-row-text">
        <span className="token-row-title">
          <bdi className="token-row-symbol" title={token.fullSymbol}>
            {token.symbol}
          </bdi>
          <TokenTags
            isVerified={token.verified}
            hasHiddenCharacters={token.hasHiddenCharacters}
            hasUnsafeDecimals={token.hasUnsafeDecimals}
            isSelected={isSelected}
            isOtherSide={isOtherSide}
            isImported={isImported}
            riskMark={riskMark}
          />
        </span>
        <bdi className="token-row-name" title={token.fullName}>
          {token.name}
        </bdi>
      </span>
      {shownBalance !== undefined && (
        <span className="token-row-balance">
          <span>{format.tokenAmount(shownBalance, token.decimals)}</span>
          {usd !== null && (
            <span className="token-row-usd">{format.usd(usd)}</span>
          )}
        </span>
      )}
    </div>
  )
})
