import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { useNow } from '../../../lib/useNow'
import type { SwapState } from '../lifecycle/types'
import { getSwapProgress, type StepProgress } from '../progress/getSwapProgress'

type Track = { state: SwapState; steps: StepProgress[] }

/**
 * The swap's progress for the flow's state, folded over the states it went
 * through (an approval is remembered after it is done), and a clock that
 * ticks only while a step waits.
 */
export function useSwapProgress(state: SwapState): {
  steps: StepProgress[]
  nowMs: number
} {
  const { i18n } = useLingui()
  const [track, setTrack] = useState<Track>(() => ({
    state,
    steps: getSwapProgress([], state, Date.now(), i18n),
  }))
  let { steps } = track
  if (track.state !== state) {
    // Derived from the previous render's steps, as React's "storing
    // information from previous renders" pattern does.
    steps = getSwapProgress(track.steps, state, Date.now(), i18n)
    setTrack({ state, steps })
  }
  const isWaiting = steps.some(
    (step) => step.status === 'wallet' || step.status === 'pending',
  )
  const nowMs = useNow(1000, isWaiting)
  return { steps, nowMs }
}
