import './tokenButton.css'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type AppToken, toSafeLogoUrl } from '../../tokens'

export type TokenButtonProps = {
  token: Pick<
    AppToken,
    'symbol' | 'fullSymbol' | 'logoURI' | 'verified' | 'hasHiddenCharacters'
  > | null
  /** Accessible name, e.g. "Token to sell". */
  label: string
  onClick: () => void
  /** Called when the pointer or focus nears it, to preload the picker. */
  onIntent?: () => void
  /** Fixed by an embedding page. */
  isDisabled?: boolean
}

function TokenLogo({
  symbol,
  logoURI,
}: {
  symbol: string
  logoURI: string | null
}) {
  const [hasFailed, setHasFailed] = useState(false)
  // The list's URLs passed the logo rule already; checked again here, as
  // this is where one becomes a request.
  const src = toSafeLogoUrl(logoURI)
  if (!src || hasFailed) {
    return (
      <span
        className="swap-token-logo swap-token-logo-fallback"
        aria-hidden="true"
      >
        {Array.from(symbol)[0] ?? '?'}
      </span>
    )
  }
  return (
    <img
      className="swap-token-logo"
      src={src}
      alt=""
      width={24}
      height={24}
      referrerPolicy="no-referrer"
      onError={() => setHasFailed(true)}
    />
  )
}

/**
 * The button's name: what it shows, in the order shown (WCAG 2.5.3, label
 * in name: speech users say what they see), each warning as its tag reads.
 */
function getAccessibleName(
  label: string,
  token: NonNullable<TokenButtonProps['token']>,
  i18n: I18n,
) {
  const { symbol, verified, hasHiddenCharacters } = token
  if (!verified && hasHiddenCharacters) {
    return i18n._(
      msg`${label}: ${symbol}, Unverified, Hidden characters in its name`,
    )
  }
  if (!verified) return i18n._(msg`${label}: ${symbol}, Unverified`)
  if (hasHiddenCharacters) {
    return i18n._(msg`${label}: ${symbol}, Hidden characters in its name`)
  }
  return `${label}: ${symbol}`
}

export function TokenButton({
  token,
  label,
  onClick,
  onIntent,
  isDisabled = false,
}: TokenButtonProps) {
  const { t, i18n } = useLingui()
  return (
    <button
      type="button"
      className={
        token
          ? 'swap-token-button'
          : 'swap-token-button swap-token-button-empty'
      }
      aria-label={
        token
          ? getAccessibleName(label, token, i18n)
          : t`${label}: Select token`
      }
      aria-haspopup="dialog"
      disabled={isDisabled}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {token ? (
        <>
          <TokenLogo symbol={token.symbol} logoURI={token.logoURI} />
          <span className="swap-token-text">
            <span className="swap-token-symbol" title={token.fullSymbol}>
              {token.symbol}
            </span>{' '}
            {token.verified ? null : (
              <span className="swap-token-tag">
                <Trans>Unverified</Trans>
              </span>
            )}{' '}
            {token.hasHiddenCharacters ? (
              <span className="swap-token-tag">
                <Trans>Hidden characters</Trans>
              </span>
            ) : null}
          </span>
        </>
      ) : (
        <span>
          <Trans>Select token</Trans>
        </span>
      )}
      <span className="chevron" aria-hidden="true">
        ▾
      </span>
    </button>
  )
}
