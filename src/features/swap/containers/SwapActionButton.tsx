import { lazy, Suspense } from 'react'
import { useSwitchChain } from 'wagmi'
import type { AppChain } from '../../chains'
import { useConnectDialog } from '../../wallet'
import { SwapButton } from '../components/SwapButton'
import type { SwapModel } from '../hooks/useSwapModel'
import { getSwapAction } from '../lifecycle/getSwapAction'
import type { UseSwapFlowReturnType } from '../lifecycle/useSwapFlow'
import type { QuoteView } from './toQuoteView'

export type SwapActionButtonProps = {
  model: SwapModel
  chain: AppChain
  quote: QuoteView['button']
  flow: UseSwapFlowReturnType
}

// Their own chunks: the steps and the details show only once a review starts.
const SwapFlowDetails = lazy(() =>
  import('../components/SwapFlowDetails').then((module) => ({
    default: module.SwapFlowDetails,
  })),
)

const SwapStepsTracker = lazy(() =>
  import('../components/SwapStepsTracker').then((module) => ({
    default: module.SwapStepsTracker,
  })),
)

const OLD_REQUEST_HINT =
  'Your wallet changed while it asks you to sign: refuse that request in your wallet, it is for the account before. The swap starts over once it is answered.'

/** The main button: what the form, then the swap flow, lets the person do. */
export function SwapActionButton({
  model,
  chain,
  quote,
  flow,
}: SwapActionButtonProps) {
  const connectDialog = useConnectDialog()
  const switchChain = useSwitchChain()
  const { sellToken, buyToken, amount, account } = model
  const action = getSwapAction(flow.state, {
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
      chainName: chain.name,
      sellSymbol: sellToken?.symbol ?? '',
      nativeSymbol: chain.nativeSymbol,
    },
  })
  const onAct = () => {
    if (action.kind === 'connect-wallet') connectDialog.open()
    else if (action.kind === 'switch-chain' && action.chainId !== null) {
      switchChain.mutate({ chainId: action.chainId })
    } else flow.act()
  }
  return (
    <>
      <SwapButton
        label={action.label}
        hint={flow.isWalletAskingForOldInputs ? OLD_REQUEST_HINT : action.hint}
        isDisabled={action.isDisabled}
        hintTone={flow.isWalletAskingForOldInputs ? 'alert' : action.hintTone}
        onAct={onAct}
        onCancel={flow.cancel}
      />
      {flow.state.status === 'idle' ? null : (
        <Suspense fallback={null}>
          <SwapStepsTracker
            state={flow.state}
            explorerUrl={chain.explorerUrl}
          />
        </Suspense>
      )}
      {flow.details ? (
        <Suspense fallback={null}>
          <SwapFlowDetails {...flow.details} />
        </Suspense>
      ) : null}
    </>
  )
}
