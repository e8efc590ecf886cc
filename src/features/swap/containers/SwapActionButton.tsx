import { useSwitchChain } from 'wagmi'
import type { AppChain } from '../../chains'
import { useConnectDialog } from '../../wallet'
import { getSwapButtonState } from '../button/getSwapButtonState'
import { SwapButton } from '../components/SwapButton'
import type { SwapModel } from '../hooks/useSwapModel'
import type { QuoteView } from './toQuoteView'

export type SwapActionButtonProps = {
  model: SwapModel
  chain: AppChain
  quote: QuoteView['button']
}

/** The main button: its state from the pure function, its actions here. */
export function SwapActionButton({
  model,
  chain,
  quote,
}: SwapActionButtonProps) {
  const connectDialog = useConnectDialog()
  const switchChain = useSwitchChain()
  const { sellToken, buyToken, amount, account } = model
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
    />
  )
}
