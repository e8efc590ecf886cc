import { useCallback } from 'react'
import { type AppChain, useRouterAcknowledgement } from '../../chains'
import { useSettings } from '../../settings'
import { useReportSwapEvents } from '../host/useReportSwapEvents'
import type { PriceImpactOf } from '../lifecycle/types'
import {
  type SwapFlow,
  type SwapMachine,
  useSwapFlow,
} from '../lifecycle/useSwapFlow'
import { getPriceImpact } from '../quote/getPriceImpact'
import { useSwapFormActions } from '../store/SwapFormStoreProvider'
import type { SwapModel } from './useSwapModel'

/**
 * A quote's price impact as the card shows it for an executable quote (it
 * has no routes, so from the tokens' USD prices), from that quote's own
 * figures: the quote signed is judged on its own output.
 */
function usePriceImpactOf(model: SwapModel): PriceImpactOf {
  const { sellToken, buyToken } = model
  return useCallback(
    ({ amountInWei, dstAmountWei }) => {
      if (!sellToken || !buyToken) return null
      const impact = getPriceImpact({
        amountIn: amountInWei,
        amountOut: dstAmountWei,
        decimalsIn: sellToken.decimals,
        decimalsOut: buyToken.decimals,
        midPriceOutput: null,
        priceInUsd: sellToken.priceUsd,
        priceOutUsd: buyToken.priceUsd,
      })
      return impact?.percent ?? null
    },
    [sellToken, buyToken],
  )
}

/**
 * The card's swap flow, on exactly what the form shows: Review starts from
 * the quote on screen. "New swap" after a confirmed swap clears the amount,
 * so no quote is asked until the person types the next one; accepting a
 * swap cleared by simulation alone is remembered for the chain.
 */
export function useSwapCardFlow(
  model: SwapModel,
  chain: AppChain,
  isRefreshAllowed: boolean,
  machine: SwapMachine,
  /** The impact the person ticked a confirmation for; null when none. */
  acceptedPriceImpactPercent: number | null = null,
): SwapFlow {
  const recipient = useSettings((s) => s.recipient)
  const { amountTyped } = useSwapFormActions()
  const { isAcknowledged } = useRouterAcknowledgement(
    chain.id,
    chain.routerAddress,
  )
  const priceImpactOf = usePriceImpactOf(model)
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
  const shown = model.quote.quote
  const flow = useSwapFlow({
    machine,
    chain: {
      ...chain,
      isRouterAcknowledged: isAcknowledged,
    },
    inputs,
    walletChainId: account.chainId,
    shownQuote: shown && !model.quote.isStale ? shown : null,
    priceImpactOf,
    acceptedPriceImpactPercent,
    watchedTokens: model.tokenList.data,
    isRefreshAllowed,
  })
  const { act, state } = flow
  // The host page (the widget's) hears what the machine accepted.
  useReportSwapEvents(state)
  const actOnCard = useCallback(() => {
    if (state.status === 'confirmed') amountTyped('')
    act()
  }, [act, state.status, amountTyped])
  return { ...flow, act: actOnCard }
}
