import { useEffect, useId, useRef } from 'react'
import { shortenAddress } from '../../../lib/format'
import type { VerifiedNamesake } from '../search/findVerifiedNamesake'
import type { AppToken } from '../types'
import { TokenLogo } from './TokenLogo'

export type UnverifiedTokenConfirmationProps = {
  token: AppToken
  chainName: string
  /** Not on the chain's list: found by a pasted address. */
  isImported: boolean
  namesake: VerifiedNamesake | undefined
  onConfirm: (token: AppToken) => void
  onBack: () => void
}

function getTitle(token: AppToken) {
  if (token.hasUnsafeDecimals) return 'This token cannot be used'
  if (!token.verified) return 'Unverified token'
  if (token.hasHiddenCharacters) return 'Token with hidden characters'
  return 'Import token'
}

/**
 * The explicit step before an unverified, unlisted or oddly named token can
 * be used, and where a token the app cannot compute with is refused with
 * its reason. Scam tokens copy the symbols of well-known ones, so a
 * verified token with the same (or a look-alike) symbol is named with its
 * address; the token's own symbol and name are shown in full.
 */
export function UnverifiedTokenConfirmation({
  token,
  chainName,
  isImported,
  namesake,
  onConfirm,
  onBack,
}: UnverifiedTokenConfirmationProps) {
  const titleId = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => titleRef.current?.focus(), [])
  return (
    <section className="token-confirm" aria-labelledby={titleId}>
      <h3 id={titleId} ref={titleRef} tabIndex={-1}>
        {getTitle(token)}
      </h3>
      <div className="token-confirm-token">
        <TokenLogo
          symbol={token.symbol}
          address={token.address}
          logoURI={token.logoURI}
          sizePx={40}
        />
        <div className="token-confirm-text">
          <p className="token-confirm-symbol">{token.fullSymbol}</p>
          <p className="token-confirm-name">{token.fullName}</p>
          <p className="token-address">{token.address}</p>
        </div>
      </div>
      {token.hasUnsafeDecimals && (
        <p className="token-notice token-notice--danger" role="alert">
          {`This token reports ${token.decimals} decimals, so amounts cannot be computed safely.`}
        </p>
      )}
      {isImported && (
        <p>
          This token is not on the {chainName} token list; it was found by its
          address.
        </p>
      )}
      {!token.verified && (
        <p>
          The swap service has not verified this token. Anyone can create a
          token with any name and symbol, including copies of well-known tokens,
          and some cannot be sold again once bought.
        </p>
      )}
      {token.hasHiddenCharacters && (
        <p className="token-notice token-notice--danger">
          Its name contains hidden characters, which can make it read like
          another token's name. They are left out here.
        </p>
      )}
      {namesake && (
        <p className="token-notice token-notice--danger">
          {namesake.isSameSymbol
            ? `A verified token already uses the symbol ${namesake.token.symbol}`
            : `Its symbol looks like that of the verified token ${namesake.token.symbol}`}{' '}
          ({namesake.token.name}, {shortenAddress(namesake.token.address)}).
          This is a different contract and may be an impersonation.
        </p>
      )}
      {!token.hasUnsafeDecimals && (
        <p>Check the address with the token's own project before you trade.</p>
      )}
      <div className="token-confirm-actions">
        <button type="button" className="token-button" onClick={onBack}>
          Back
        </button>
        {token.hasUnsafeDecimals ? null : (
          <button
            type="button"
            className="token-button token-button--danger"
            onClick={() => onConfirm(token)}
          >
            I understand, use {token.symbol}
          </button>
        )}
      </div>
    </section>
  )
}
