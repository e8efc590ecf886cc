import { useState } from 'react'

export type TokenButtonProps = {
  token: { symbol: string; logoURI: string | null; verified?: boolean } | null
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
  if (!logoURI || hasFailed) {
    return (
      <span
        className="swap-token-logo swap-token-logo-fallback"
        aria-hidden="true"
      >
        {symbol.slice(0, 1)}
      </span>
    )
  }
  return (
    <img
      className="swap-token-logo"
      src={logoURI}
      alt=""
      width={24}
      height={24}
      onError={() => setHasFailed(true)}
    />
  )
}

export function TokenButton({
  token,
  label,
  onClick,
  onIntent,
  isDisabled = false,
}: TokenButtonProps) {
  return (
    <button
      type="button"
      className={
        token
          ? 'swap-token-button'
          : 'swap-token-button swap-token-button-empty'
      }
      // The visible text stays part of the name (WCAG 2.5.3, label in name):
      // speech users say what they see.
      aria-label={`${label}: ${token ? token.symbol : 'Select token'}${token?.verified === false ? ' (Unverified)' : ''}`}
      aria-haspopup="dialog"
      disabled={isDisabled}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {token ? (
        <>
          <TokenLogo symbol={token.symbol} logoURI={token.logoURI} />
          <span className="swap-token-symbol">{token.symbol}</span>
          {token.verified === false ? (
            <span className="token-tag token-tag--warning">Unverified</span>
          ) : null}
        </>
      ) : (
        <span>Select token</span>
      )}
      <span className="chevron" aria-hidden="true">
        ▾
      </span>
    </button>
  )
}
