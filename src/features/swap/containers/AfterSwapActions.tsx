import './afterSwap.css'
import { useLingui } from '@lingui/react/macro'
import type { Address } from 'viem'
import { useWatchAsset } from 'wagmi'
import type { AppChain } from '../../chains'
import type { AppToken } from '../../tokens'
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

/**
 * After a confirmed swap (SwapSuccess says what happened): what the router
 * may still spend of the sold token, read from the chain, with Revoke; and
 * the bought token offered to the wallet's list. Neither asks the service.
 */
export function AfterSwapActions(props: AfterSwapActionsProps) {
  const { t } = useLingui()
  const { sellToken, buyToken } = props
  if (sellToken.isNative && buyToken.isNative) return null
  return (
    <section className="after-swap" aria-label={t`After the swap`}>
      {sellToken.isNative ? null : <SellAllowance {...props} />}
      {buyToken.isNative ? null : <AddToWallet token={buyToken} />}
    </section>
  )
}
