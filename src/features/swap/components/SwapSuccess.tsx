import './swapSuccess.css'
import { Trans } from '@lingui/react/macro'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { CheckIcon } from '../../../ui/icons/CheckIcon'
import { ExternalLinkIcon } from '../../../ui/icons/ExternalLinkIcon'
import { SwapAmounts } from '../../activity'
import { type AppToken, TokenLogo } from '../../tokens'

type SuccessToken = Pick<
  AppToken,
  'address' | 'symbol' | 'decimals' | 'logoURI'
>

export type SwapSuccessProps = {
  sellToken: SuccessToken
  buyToken: SuccessToken
  /** What was sold (the quote's input, in the sell token's units). */
  soldWei: bigint
  /** What the receipt's logs say arrived; null when they do not say. */
  receivedWei: bigint | null
  hash: string
  /** The transaction on the chain's explorer; null where it has none. */
  explorerTxUrl: string | null
}

/**
 * The swap done: a check, "Swap confirmed", what went and what arrived
 * with the tokens' logos, and the transaction on the chain's explorer as
 * a button-styled link (the hash where the registry names no explorer).
 */
export function SwapSuccess({
  sellToken,
  buyToken,
  soldWei,
  receivedWei,
  hash,
  explorerTxUrl,
}: SwapSuccessProps) {
  const format = useFormatters()
  return (
    <div className="swap-success">
      <span className="swap-success-check">
        <CheckIcon />
      </span>
      <h2 className="swap-success-title">
        <Trans>Swap confirmed</Trans>
      </h2>
      <p className="swap-success-amounts">
        <span className="swap-success-logos">
          {[sellToken, buyToken].map((token) => (
            <TokenLogo
              key={token.address}
              symbol={token.symbol}
              address={token.address}
              logoURI={token.logoURI}
              sizePx={28}
            />
          ))}
        </span>
        <span className="swap-success-line">
          <SwapAmounts
            sold={format.tokenAmount(soldWei, sellToken.decimals)}
            sellSymbol={sellToken.symbol}
            bought={
              receivedWei === null
                ? null
                : format.tokenAmount(receivedWei, buyToken.decimals)
            }
            buySymbol={buyToken.symbol}
          />
        </span>
      </p>
      {explorerTxUrl ? (
        <a
          className="button-secondary swap-success-explorer"
          href={explorerTxUrl}
          target="_blank"
          rel="noreferrer"
        >
          <Trans>View transaction</Trans>
          <ExternalLinkIcon />
        </a>
      ) : (
        <p className="muted swap-success-hash">
          <Trans>
            Transaction <code>{hash}</code>
          </Trans>
        </p>
      )}
    </div>
  )
}
