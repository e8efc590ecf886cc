import { type AppChain, useRouterAcknowledgement } from '../../chains'
import { useSettings } from '../../settings'
import type { SwapModel } from '../hooks/useSwapModel'
import {
  type UseSwapFlowReturnType,
  useSwapFlow,
} from '../lifecycle/useSwapFlow'

/** The card's swap flow, on exactly what the form shows. */
export function useSwapCardFlow(
  model: SwapModel,
  chain: AppChain,
  priceImpactPercent: number | null,
): UseSwapFlowReturnType {
  const recipient = useSettings((s) => s.recipient)
  const { isAcknowledged } = useRouterAcknowledgement(
    chain.id,
    chain.routerAddress,
  )
  const { sellToken, buyToken, amount, account } = model
  const payer = account.address
  const inputs =
    sellToken &&
    buyToken &&
    !sellToken.hasUnsafeDecimals &&
    !buyToken.hasUnsafeDecimals &&
    amount.status === 'valid' &&
    payer
      ? {
          chainId: chain.id,
          sellToken,
          buyToken,
          amountWei: amount.amount,
          payer,
          recipient: recipient ?? payer,
          slippagePercent: model.slippagePercent,
        }
      : null
  return useSwapFlow({
    chain: { ...chain, isRouterAcknowledged: isAcknowledged },
    inputs,
    priceImpactPercent,
    walletChainId: account.chainId,
  })
}
