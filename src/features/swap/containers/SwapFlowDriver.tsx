import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import type { AppChain } from '../../chains'
import type { SwapFlowLink } from '../hooks/useLazySwapFlow'
import { useSwapCardFlow } from '../hooks/useSwapCardFlow'
import type { SwapModel } from '../hooks/useSwapModel'
import { useSwapMachine } from '../lifecycle/useSwapFlow'

export type SwapFlowDriverProps = SwapFlowLink & {
  model: SwapModel
  chain: AppChain
  isRefreshAllowed: boolean
  /** The machine's code is fetched once a wallet is connected. */
  isMachineWanted: boolean
  /** The impact the person ticked a confirmation for; null when none. */
  acceptedPriceImpactPercent: number | null
}

/**
 * The swap flow's hooks, run for the card (which loads this on intent,
 * once a wallet is connected or when idle): renders nothing and hands the
 * card the flow through `onFlow`, with presses that stay the same function
 * from render to render, so the card re-renders only when what it shows
 * changes. A press the card held before this arrived is carried out as it
 * mounts.
 */
export function SwapFlowDriver({
  model,
  chain,
  isRefreshAllowed,
  isMachineWanted,
  acceptedPriceImpactPercent,
  onFlow,
  takeQueuedPress,
}: SwapFlowDriverProps) {
  const machine = useSwapMachine(isMachineWanted)
  const flow = useSwapCardFlow(
    model,
    chain,
    isRefreshAllowed,
    machine,
    acceptedPriceImpactPercent,
  )
  const latest = useRef(flow)
  latest.current = flow
  const act = useCallback(() => latest.current.act(), [])
  const cancel = useCallback(() => latest.current.cancel?.(), [])
  const { state, isLocked, isWalletAskingForOldInputs } = flow
  const canCancel = flow.cancel !== null
  // Before paint, so the card never shows a state the flow has left.
  useLayoutEffect(() => {
    onFlow({
      state,
      isLocked,
      act,
      cancel: canCancel ? cancel : null,
      isWalletAskingForOldInputs,
    })
  }, [
    onFlow,
    state,
    isLocked,
    act,
    cancel,
    canCancel,
    isWalletAskingForOldInputs,
  ])
  useEffect(() => {
    if (takeQueuedPress()) act()
  }, [takeQueuedPress, act])
  return null
}
