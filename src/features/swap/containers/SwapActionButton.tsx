import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import type { AppChain } from '../../chains'
import { useConnectDialog, useSwitchWalletChain } from '../../wallet'
import { getSwapAction, type SwapAction } from '../button/getSwapAction'
import type { PriceImpactConfirmation } from '../components/PriceImpactConfirmation'
import { SwapButton } from '../components/SwapButton'
import type { SwapModel } from '../hooks/useSwapModel'
import { useSwapHost } from '../host/SwapHostProvider'
import type { SwapFlow } from '../lifecycle/useSwapFlow'
import type { PriceImpactView } from '../view/describePriceImpact'
import type { gateByImpact } from '../view/gateByImpact'
import type { QuoteView } from '../view/toQuoteView'

export type SwapActionButtonProps = {
  model: SwapModel
  chain: AppChain
  quote: QuoteView['button']
  flow: SwapFlow
  /** A press waits for the flow's code: the button is busy, in place. */
  isPressQueued: boolean
  /** Pointer or focus near the button: the flow's code is fetched. */
  onIntent: () => void
  /**
   * The trade's price impact from the warning grade up; 'pending' while
   * a quote shows and the card's parts that grade it are on their way.
   */
  impact: PriceImpactView | 'pending' | null
  /** Ticks the confirmation for the impact shown, or unticks it (null). */
  onAcceptImpact: (percent: number | null) => void
  /** The tick's box, with the card's parts; null before. */
  Confirmation: typeof PriceImpactConfirmation | null
  /** What the impact does to the button, with the card's parts. */
  gateImpact: typeof gateByImpact | null
}

/** The button's rows for a review under way and each state's press:
 * loaded once a wallet is connected. */
const flowButtonModule = lazyModule(() => import('../button/flowButton'))

/** The progress and the details: shown only once a review starts. */
const flowPanel = lazyModule(() => import('./SwapFlowPanel'))

const OLD_REQUEST_HINT = msg`Your wallet changed while it asks you to sign: refuse that request in your wallet, it is for the account before. The swap starts over once it is answered.`

/** Presses that lead to a signature: held while the host's settings wait. */
const signingKinds = new Set<SwapAction['kind']>([
  'review',
  'approve',
  'accept-quote',
  'confirm-price-impact',
  'accept-simulation-only',
  'accept-token-risk',
  'swap',
])

/**
 * While the host holds signing, the button that would lead to a signature
 * says why it waits, and a review under way that has sent nothing goes back
 * to the form (the settings it was started with are not confirmed).
 */
function useSigningHold(action: SwapAction, flow: SwapFlow) {
  const { signingHold } = useSwapHost()
  const { i18n } = useLingui()
  const isHeld = signingHold !== null
  const { cancel } = flow
  useEffect(() => {
    if (isHeld && cancel) cancel()
  }, [isHeld, cancel])
  if (!isHeld || !signingKinds.has(action.kind)) return action
  return {
    ...action,
    kind: 'none' as const,
    label: i18n._(msg`Confirm the settings above first`),
    isDisabled: true,
    hint: signingHold,
    hintTone: 'note' as const,
  }
}

/** The main button: what the form, then the swap flow, lets the person do. */
export function SwapActionButton({
  model,
  chain,
  quote,
  flow,
  isPressQueued,
  onIntent,
  impact,
  onAcceptImpact,
  Confirmation,
  gateImpact,
}: SwapActionButtonProps) {
  const { i18n } = useLingui()
  const format = useFormatters()
  const connectDialog = useConnectDialog()
  const switchChain = useSwitchWalletChain()
  const { sellToken, buyToken, amount, account } = model
  const flowRows = useLazyModule(
    flowButtonModule,
    account.status === 'connected',
  )
  const formAction = getSwapAction(
    flow.state,
    {
      input: {
        form: {
          hasSellToken: sellToken !== null,
          hasBuyToken: buyToken !== null,
          amountStatus: amount.status,
        },
        wallet: { status: account.status, chainId: account.chainId },
        chain: { id: chain.id, status: chain.status },
        quote,
        isBalanceInsufficient:
          amount.status === 'valid' &&
          model.sellBalance !== null &&
          amount.amount > model.sellBalance,
      },
      context: {
        i18n,
        format,
        chainName: chain.name,
        sellSymbol: sellToken?.symbol ?? '',
        nativeSymbol: chain.nativeSymbol,
      },
    },
    flowRows?.flowButton ?? null,
  )
  // Until the card's parts are here nothing is graded, so a press that
  // leads to a signature waits while a quote is on screen ('pending').
  const gated = gateImpact
    ? gateImpact(formAction, signingKinds.has(formAction.kind), impact)
    : {
        action:
          impact === 'pending' && signingKinds.has(formAction.kind)
            ? { ...formAction, isDisabled: true }
            : formAction,
        tone: 'none' as const,
        detail: null,
      }
  const held = useSigningHold(gated.action, flow)
  const action = isPressQueued ? { ...held, isDisabled: true } : held
  const { pressHold } = useSwapHost()
  const isReviewing = flow.state.status !== 'idle'
  const panel = useLazyModule(flowPanel, isReviewing)
  const onAct = () => {
    if (action.kind === 'connect-wallet') connectDialog.open()
    else if (action.kind === 'switch-chain' && action.chainId !== null) {
      switchChain(action.chainId)
    } else flow.act()
  }
  return (
    <>
      {Confirmation && impact !== null && impact !== 'pending' ? (
        gated.tone === 'confirm' ? (
          <Confirmation
            impactText={impact.lossText}
            isChecked={impact.isAccepted}
            onChange={(isChecked) =>
              onAcceptImpact(isChecked ? impact.percent : null)
            }
          />
        ) : null
      ) : null}
      <SwapButton
        tone={gated.tone}
        detail={gated.detail}
        label={action.label}
        hint={
          flow.isWalletAskingForOldInputs
            ? i18n._(OLD_REQUEST_HINT)
            : action.hint
        }
        isDisabled={action.isDisabled}
        hintTone={
          flow.isWalletAskingForOldInputs
            ? 'alert'
            : isPressQueued
              ? 'status'
              : action.hintTone
        }
        onAct={onAct}
        onIntent={onIntent}
        onCancel={flow.cancel}
        pressHold={signingKinds.has(action.kind) ? pressHold : null}
        isolatedValues={[
          sellToken?.symbol,
          buyToken?.symbol,
          chain.nativeSymbol,
          chain.name,
        ]}
      />
      {isReviewing && panel ? (
        <panel.SwapFlowPanel
          state={flow.state}
          explorerUrl={chain.explorerUrl}
          measuredContext={{
            tokens: [sellToken, buyToken, model.nativeToken].filter(
              (token) => token !== null,
            ),
            native: {
              symbol: chain.nativeSymbol,
              decimals: chain.nativeDecimals,
              priceUsd: model.nativeToken?.priceUsd ?? null,
            },
          }}
          afterSwap={{
            chain,
            owner: account.address,
            sellToken,
            buyToken,
          }}
        />
      ) : null}
    </>
  )
}
