import { lazy, Suspense } from 'react'
import { useSwitchChain } from 'wagmi'
import type { AppChain } from '../../chains'
import { useConnectDialog } from '../../wallet'
import { getSwapButtonState } from '../button/getSwapButtonState'
import { SwapButton } from '../components/SwapButton'
import { SwapFlowButton } from '../components/SwapFlowButton'
import { SwapFlowDetails } from '../components/SwapFlowDetails'
import type { UseSwapFlowReturnType } from '../flow/useSwapFlow'
import type { SwapModel } from '../hooks/useSwapModel'
import type { QuoteView } from './toQuoteView'

export type SwapActionButtonProps = {
  model: SwapModel
  chain: AppChain
  quote: QuoteView['button']
  flow: UseSwapFlowReturnType
}

// Its own chunk: the steps show only once a review starts.
const SwapStepsTracker = lazy(() =>
  import('../components/SwapStepsTracker').then((module) => ({
    default: module.SwapStepsTracker,
  })),
)

const alertStatuses = new Set([
  'guard-failed',
  'failed',
  'reverted',
  'cancelled',
  'confirming-price-impact',
])

/**
 * The main button: the form's state until a review starts, then the swap
 * flow's state through its own table.
 */
export function SwapActionButton({
  model,
  chain,
  quote,
  flow,
}: SwapActionButtonProps) {
  const connectDialog = useConnectDialog()
  const switchChain = useSwitchChain()
  const { sellToken, buyToken, amount, account } = model
  const { action, details } = flow
  if (action) {
    return (
      <>
        <SwapFlowButton
          label={action.label}
          hint={action.hint}
          isDisabled={action.isDisabled}
          isAlert={alertStatuses.has(flow.state.status)}
          onAct={flow.act}
          onCancel={flow.cancel}
        />
        <Suspense fallback={null}>
          <SwapStepsTracker
            state={flow.state}
            explorerUrl={chain.explorerUrl}
          />
        </Suspense>
        {details ? <SwapFlowDetails {...details} /> : null}
      </>
    )
  }
  const state = getSwapButtonState({
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
  })
  return (
    <SwapButton
      state={state}
      context={{
        chainName: chain.name,
        sellSymbol: sellToken?.symbol ?? '',
        nativeSymbol: chain.nativeSymbol,
      }}
      onConnectWallet={connectDialog.open}
      onSwitchChain={() => switchChain.mutate({ chainId: chain.id })}
      onReview={flow.act}
    />
  )
}
