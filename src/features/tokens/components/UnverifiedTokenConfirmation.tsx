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

/**
 * The explicit step before an unverified or unlisted token can be used.
 * Scam tokens copy the symbols of well-known ones, so a verified token with
 * the same (or a look-alike) symbol is named with its address.
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
  const title = token.verified ? 'Import token' : 'Unverified token'
  return (
    <section className="token-confirm" aria-labelledby={titleId}>
      <h3 id={titleId} ref={titleRef} tabIndex={-1}>
        {title}
      </h3>
      <div className="token-confirm-token">
        <TokenLogo
          symbol={token.symbol}
          address={token.address}
          logoURI={token.logoURI}
          sizePx={40}
        />
        <div>
          <p className="token-row-symbol">{token.symbol}</p>
          <p className="token-row-name">{token.name}</p>
          <p className="token-address">{token.address}</p>
        </div>
      </div>
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
      {namesake && (
        <p className="token-notice token-notice--danger">
          {namesake.isSameSymbol
            ? `A verified token already uses the symbol ${namesake.token.symbol}`
            : `Its symbol looks like that of the verified token ${namesake.token.symbol}`}{' '}
          ({namesake.token.name}, {shortenAddress(namesake.token.address)}).
          This is a different contract and may be an impersonation.
        </p>
      )}
      <p>Check the address with the token's own project before you trade.</p>
      <div className="token-confirm-actions">
        <button type="button" className="token-button" onClick={onBack}>
          Back
        </button>
        <button
          type="button"
          className="token-button token-button--danger"
          onClick={() => onConfirm(token)}
        >
          I understand, use {token.symbol}
        </button>
      </div>
    </section>
  )
}
