import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { runWhenIdle } from '../../../lib/runWhenIdle'
import type { SwapFlow } from '../lifecycle/useSwapFlow'

/** What the driver hands the card: its flow, and a press made before it. */
export type SwapFlowLink = {
  /** The driver's flow, each time what the card shows of it changes. */
  onFlow: (flow: SwapFlow) => void
  /** True once for a press made before the driver arrived. */
  takeQueuedPress: () => boolean
}

export type LazySwapFlow = {
  flow: SwapFlow
  /** A press waits for the flow's code: the button is busy, in place. */
  isPressQueued: boolean
  /**
   * The flow's code is wanted: a wallet is connected, the page went idle,
   * a pointer or focus came near the main button, or it was pressed.
   */
  isWanted: boolean
  /** Pointer or focus near the main button. */
  onIntent: () => void
  /** For the driver (../containers/SwapFlowDriver.tsx) once mounted. */
  link: SwapFlowLink
}

const idleFlow = {
  state: { status: 'idle' },
  isLocked: false,
  cancel: null,
  isWalletAskingForOldInputs: false,
} as const

/**
 * The card's side of a flow whose hooks arrive later (the driver): an idle
 * flow until the driver reports, and a press made meanwhile held (once,
 * however often it is pressed) for the driver to carry out as it mounts,
 * so none is lost or doubled. Per card, never in a module: two widgets on
 * a page keep their own.
 */
export function useLazySwapFlow(isConnected: boolean): LazySwapFlow {
  const [isIntended, setIntended] = useState(false)
  const [reported, setReported] = useState<SwapFlow | null>(null)
  const [isPressQueued, setPressQueued] = useState(false)
  const queued = useRef(false)
  useEffect(() => runWhenIdle(() => setIntended(true)), [])
  const onIntent = useCallback(() => setIntended(true), [])
  const queuePress = useCallback(() => {
    queued.current = true
    setPressQueued(true)
    setIntended(true)
  }, [])
  const link = useMemo<SwapFlowLink>(
    () => ({
      onFlow: setReported,
      takeQueuedPress: () => {
        if (!queued.current) return false
        queued.current = false
        setPressQueued(false)
        return true
      },
    }),
    [],
  )
  const flow = useMemo<SwapFlow>(
    () => reported ?? { ...idleFlow, act: queuePress },
    [reported, queuePress],
  )
  return {
    flow,
    isPressQueued,
    isWanted: isConnected || isIntended,
    onIntent,
    link,
  }
}
