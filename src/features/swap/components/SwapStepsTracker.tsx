import { useSwapSteps } from '../hooks/useSwapSteps'
import type { SwapState } from '../lifecycle/types'
import { SwapSteps } from './SwapSteps'

export type SwapStepsTrackerProps = {
  state: SwapState
  explorerUrl: string | null
}

/**
 * The steps of the flow on screen, remembered across its states. Mounted
 * (and its chunk fetched) only once a review starts, so the first load
 * carries none of it.
 */
export function SwapStepsTracker({
  state,
  explorerUrl,
}: SwapStepsTrackerProps) {
  const { steps, nowMs } = useSwapSteps(state)
  return <SwapSteps steps={steps} nowMs={nowMs} explorerUrl={explorerUrl} />
}
