import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { isolate } from '../../../lib/i18n/isolate'
import type { AppToken } from '../types'
import { TokenLogo } from './TokenLogo'
import { TokenTags } from './TokenTags'

export type TokenShortcutsProps = {
  title: string
  tokens: readonly AppToken[]
  onPick: (token: AppToken) => void
}

/** A row of one-click tokens (pinned or recent picks). */
export function TokenShortcuts({ title, tokens, onPick }: TokenShortcutsProps) {
  const { t } = useLingui()
  const titleId = useId()
  if (tokens.length === 0) return null
  return (
    <section className="token-shortcuts" aria-labelledby={titleId}>
      <h3 id={titleId} className="token-shortcuts-title">
        {title}
      </h3>
      <ul className="token-shortcuts-list">
        {tokens.map((token) => {
          // A title cannot hold a <bdi>: each value is isolated with
          // FSI … PDI, so a symbol in Arabic letters and digits keeps its
          // order and the comma and brackets stay where they belong.
          const symbol = isolate(token.fullSymbol)
          const name = isolate(token.fullName)
          const address = isolate(token.address)
          return (
            <li key={token.address.toLowerCase()}>
              <button
                type="button"
                className="token-chip"
                title={t`${symbol}, ${name} (${address})`}
                onClick={() => onPick(token)}
              >
                <TokenLogo
                  symbol={token.symbol}
                  address={token.address}
                  logoURI={token.logoURI}
                  sizePx={20}
                />
                <bdi className="token-chip-symbol">{token.symbol}</bdi>
                <TokenTags
                  isVerified={token.verified}
                  hasHiddenCharacters={token.hasHiddenCharacters}
                  hasUnsafeDecimals={token.hasUnsafeDecimals}
                />
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
