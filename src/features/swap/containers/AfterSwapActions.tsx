import './afterSwap.css'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address, Hash } from 'viem'
import { useWatchAsset } from 'wagmi'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { CheckIcon } from '../../../ui/icons/CheckIcon'
import { ExternalLinkIcon } from '../../../ui/icons/ExternalLinkIcon'
import { SwapAmounts } from '../../activity'
import type { AppChain } from '../../chains'
import { type AppToken, TokenLogo } from '../../tokens'
import { AllowanceList } from '../components/AllowanceList'
import { useRevokeAllowance } from '../hooks/useRevokeAllowance'
import { useRouterAllowances } from '../hooks/useRouterAllowances'

export type AfterSwapActionsProps = {
  chain: AppChain
  owner: Address
  sellToken: AppToken
  buyToken: AppToken
  /** The router the swap went through (its `to`, checked to the pinned). */
  router: Address
  /** The swap's transaction, as mined. */
  hash: Hash
  /** What was sold (the quote's input, in the sell token's units). */
  soldWei: bigint
  /** What the receipt's logs say arrived; null when they do not say. */
  receivedWei: bigint | null
}

/** Wallets take a symbol of at most 11 characters (EIP-747). */
const WATCH_ASSET_SYMBOL_LENGTH = 11

/** A logo only from the list and only over https, as wallets fetch it. */
const watchableLogo = (logoURI: string | null) =>
  logoURI?.startsWith('https://') ? logoURI : undefined

function SellAllowance({
  chain,
  owner,
  sellToken,
  router,
}: Pick<AfterSwapActionsProps, 'chain' | 'owner' | 'sellToken' | 'router'>) {
  const { t } = useLingui()
  const allowances = useRouterAllowances({
    chainId: chain.id,
    owner,
    tokens: [sellToken.address],
    spenders: [router],
  })
  const { revoke, pendingToken, errorText } = useRevokeAllowance(chain)
  const left = allowances.data?.[0]?.allowanceWei ?? null
  const { symbol } = sellToken
  return (
    <div className="after-swap-allowance">
      <h3 className="after-swap-heading">{t`Allowance left to the router`}</h3>
      {left === null ? (
        <p className="muted">
          {allowances.isError
            ? t`The allowance could not be read from the network.`
            : t`Reading the allowance…`}
        </p>
      ) : left === 0n ? (
        <p className="muted">{t`The router can spend no more of your ${symbol}.`}</p>
      ) : (
        <AllowanceList
          rows={[{ token: sellToken, spender: router, allowanceWei: left }]}
          pendingToken={pendingToken}
          onRevoke={(row) =>
            revoke({ owner, token: row.token.address, spender: row.spender })
          }
        />
      )}
      {errorText ? (
        <p className="text-error" role="alert">
          {errorText}
        </p>
      ) : null}
    </div>
  )
}

function AddToWallet({ token }: { token: AppToken }) {
  const { t } = useLingui()
  const watch = useWatchAsset()
  const { symbol } = token
  return (
    <div className="after-swap-watch">
      <button
        type="button"
        className="button-secondary"
        disabled={watch.isPending}
        onClick={() =>
          watch.mutate({
            type: 'ERC20',
            options: {
              address: token.address,
              symbol: token.symbol.trim().slice(0, WATCH_ASSET_SYMBOL_LENGTH),
              decimals: token.decimals,
              image: watchableLogo(token.logoURI),
            },
          })
        }
      >
        {t`Add ${symbol} to your wallet`}
      </button>
      <span role="status" className="field-note">
        {watch.isSuccess
          ? watch.data
            ? t`Your wallet now shows ${symbol}.`
            : t`Your wallet did not add ${symbol}.`
          : watch.isError
            ? t`Your wallet could not add ${symbol}.`
            : null}
      </span>
    </div>
  )
}

type SwapSuccessProps = Pick<
  AfterSwapActionsProps,
  'chain' | 'sellToken' | 'buyToken' | 'hash' | 'soldWei' | 'receivedWei'
>

/**
 * The swap done: a check, what went and what arrived with the tokens'
 * logos, and the transaction on the chain's explorer (where the registry
 * names one).
 */
function SwapSuccess({
  chain,
  sellToken,
  buyToken,
  hash,
  soldWei,
  receivedWei,
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
        <span>
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
      {chain.explorerUrl ? (
        <a
          className="button-secondary swap-success-explorer"
          href={`${chain.explorerUrl}/tx/${hash}`}
          target="_blank"
          rel="noreferrer"
        >
          <Trans>View on explorer</Trans>
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

/**
 * After a confirmed swap: the success (what went, what arrived, the
 * explorer); what the router may still spend of the sold token, read from
 * the chain, with Revoke; and the bought token offered to the wallet's
 * list. None of it asks the service.
 */
export function AfterSwapActions(props: AfterSwapActionsProps) {
  const { t } = useLingui()
  const { sellToken, buyToken } = props
  return (
    <section className="after-swap" aria-label={t`After the swap`}>
      <SwapSuccess {...props} />
      {sellToken.isNative ? null : <SellAllowance {...props} />}
      {buyToken.isNative ? null : <AddToWallet token={buyToken} />}
    </section>
  )
}
