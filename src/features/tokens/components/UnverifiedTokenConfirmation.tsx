import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import { shortenAddress } from '../../../lib/shortenAddress'
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

function getTitle(token: AppToken, i18n: I18n) {
  if (token.hasUnsafeDecimals) return i18n._(msg`This token cannot be used`)
  if (!token.verified) return i18n._(msg`Unverified token`)
  if (token.hasHiddenCharacters) {
    return i18n._(msg`Token with hidden characters`)
  }
  return i18n._(msg`Import token`)
}

function NamesakeWarning({ namesake }: { namesake: VerifiedNamesake }) {
  const { symbol, name } = namesake.token
  const address = shortenAddress(namesake.token.address)
  return (
    <p className="token-notice token-notice--danger">
      {namesake.isSameSymbol ? (
        <Trans>
          A verified token already uses the symbol <bdi>{symbol}</bdi> (
          <bdi>{name}</bdi>, <bdi>{address}</bdi>). This is a different contract
          and may be an impersonation.
        </Trans>
      ) : (
        <Trans>
          Its symbol looks like that of the verified token <bdi>{symbol}</bdi> (
          <bdi>{name}</bdi>, <bdi>{address}</bdi>). This is a different contract
          and may be an impersonation.
        </Trans>
      )}
    </p>
  )
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
  const { t, i18n } = useLingui()
  const titleId = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const { decimals, symbol } = token
  useEffect(() => titleRef.current?.focus(), [])
  return (
    <section className="token-confirm" aria-labelledby={titleId}>
      <h3 id={titleId} ref={titleRef} tabIndex={-1}>
        {getTitle(token, i18n)}
      </h3>
      <div className="token-confirm-token">
        <TokenLogo
          symbol={token.symbol}
          address={token.address}
          logoURI={token.logoURI}
          sizePx={40}
        />
        <div className="token-confirm-text">
          <p className="token-confirm-symbol" dir="auto">
            {token.fullSymbol}
          </p>
          <p className="token-confirm-name" dir="auto">
            {token.fullName}
          </p>
          <p className="token-address" dir="ltr">
            {token.address}
          </p>
        </div>
      </div>
      {token.hasUnsafeDecimals && (
        <p className="token-notice token-notice--danger" role="alert">
          {t`This token reports ${decimals} decimals, so amounts cannot be computed safely.`}
        </p>
      )}
      {isImported && (
        <p>
          <Trans>
            This token is not on the <bdi>{chainName}</bdi> token list; it was
            found by its address.
          </Trans>
        </p>
      )}
      {!token.verified && (
        <p>
          {t`The swap service has not verified this token. Anyone can create a token with any name and symbol, including copies of well-known tokens, and some cannot be sold again once bought.`}
        </p>
      )}
      {token.hasHiddenCharacters && (
        <p className="token-notice token-notice--danger">
          {t`Its name contains hidden characters, which can make it read like another token's name. They are left out here.`}
        </p>
      )}
      {namesake && <NamesakeWarning namesake={namesake} />}
      {!token.hasUnsafeDecimals && (
        <p>
          {t`Check the address with the token's own project before you trade.`}
        </p>
      )}
      <div className="token-confirm-actions">
        <button type="button" className="token-button" onClick={onBack}>
          {t`Back`}
        </button>
        {token.hasUnsafeDecimals ? null : (
          <button
            type="button"
            className="token-button token-button--danger"
            onClick={() => onConfirm(token)}
          >
            <Trans>
              I understand, use <bdi>{symbol}</bdi>
            </Trans>
          </button>
        )}
      </div>
    </section>
  )
}
