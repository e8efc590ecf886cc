import { useEffect, useRef } from 'react'
import type { Hash } from 'viem'
import type { SwapState } from '../lifecycle/types'
import { type SwapHostEvent, useSwapHost } from './SwapHostProvider'

type LifecycleEvent = Exclude<SwapHostEvent, { type: 'quote' }>

function toHostEvent(
  state: SwapState,
  approvalHash: Hash | null,
): LifecycleEvent | null {
  switch (state.status) {
    case 'approval-pending':
      return { type: 'approval:submitted', hash: state.hash }
    case 're-quoting':
      return state.reason === 'approval' && approvalHash
        ? { type: 'approval:confirmed', hash: approvalHash }
        : null
    case 'pending':
      return { type: 'swap:submitted', hash: state.hash }
    case 'confirmed':
      return {
        type: 'swap:confirmed',
        hash: state.hash,
        receivedAmountWei: state.receivedAmountWei,
      }
    case 'reverted':
      return { type: 'swap:reverted', hash: state.hash }
    default:
      return null
  }
}

/**
 * Tells the host (if any) what the machine accepted, read from its states
 * rather than the steps' events, so a stale or refused event never reaches
 * a partner. Each hash is reported once per kind (a replaced swap's new
 * hash is a new submission).
 */
export function useReportSwapEvents(state: SwapState) {
  const { onEvent } = useSwapHost()
  const approvalHash = useRef<Hash | null>(null)
  const reported = useRef(new Set<string>())
  useEffect(() => {
    if (state.status === 'approval-pending') approvalHash.current = state.hash
    const event = toHostEvent(state, approvalHash.current)
    if (!event) return
    const key = `${event.type}:${event.hash}`
    if (reported.current.has(key)) return
    reported.current.add(key)
    onEvent(event)
  }, [state, onEvent])
}
