import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Hash } from 'viem'
import type { SwapState, SwapStatus } from '../lifecycle/types'

export type SwapStepKind = 'approve' | 'requote' | 'sign' | 'confirm'

export type SwapStepStatus =
  | 'upcoming'
  /** Waiting for the person to answer in the wallet. */
  | 'wallet'
  /** On its way: checks running, or a transaction waiting for a block. */
  | 'pending'
  | 'done'
  | 'failed'

export type SwapStep = {
  kind: SwapStepKind
  status: SwapStepStatus
  /** The step's transaction, once there is one. */
  hash: Hash | null
  /** Local clock, when the step entered its current status. */
  startedAtMs: number | null
  note: string | null
}

type Current = Pick<SwapStep, 'kind' | 'status'> & {
  hash?: Hash
  note?: string
}

const order: readonly SwapStepKind[] = ['approve', 'requote', 'sign', 'confirm']

const approvalStatuses: readonly SwapStatus[] = [
  'needs-approval',
  'resetting-allowance',
  'reset-pending',
  'approving',
  'approval-pending',
]

const approvalNotices = {
  'approval-rejected': msg`Rejected in the wallet`,
  'approval-reverted': msg`The approval transaction reverted`,
  'approval-short': msg`The wallet approved less than this swap needs`,
} as const

function kindDuring(status: SwapStatus): SwapStepKind | null {
  if (approvalStatuses.includes(status)) return 'approve'
  if (status === 're-quoting' || status === 'quote-changed') return 'requote'
  if (status === 'pending') return 'confirm'
  if (status === 'idle' || status === 'quoting') return null
  if (status === 'reading-allowance') return null
  return 'sign'
}

/** Where the flow stands: one step and its status; null says nothing new. */
function getCurrent(state: SwapState, i18n: I18n): Current | null {
  const resetNote = i18n._(msg`Setting the allowance to zero first`)
  switch (state.status) {
    case 'idle':
    case 'quoting':
    case 'reading-allowance':
      return null
    case 'needs-approval':
      return state.notice
        ? {
            kind: 'approve',
            status: 'failed',
            note: i18n._(approvalNotices[state.notice]),
          }
        : { kind: 'approve', status: 'upcoming' }
    case 'resetting-allowance':
      return { kind: 'approve', status: 'wallet', note: resetNote }
    case 'reset-pending':
      return {
        kind: 'approve',
        status: 'pending',
        hash: state.hash,
        note: resetNote,
      }
    case 'approving':
      return { kind: 'approve', status: 'wallet' }
    case 'approval-pending':
      return { kind: 'approve', status: 'pending', hash: state.hash }
    case 're-quoting':
      return { kind: 'requote', status: 'pending' }
    case 'quote-changed':
      return {
        kind: 'requote',
        status: 'done',
        note: i18n._(msg`The price moved: accept the new quote to go on`),
      }
    case 'ready':
      return state.notice
        ? {
            kind: 'sign',
            status: 'failed',
            note: i18n._(msg`Rejected in the wallet`),
          }
        : { kind: 'sign', status: 'upcoming' }
    case 'confirming-price-impact':
      return {
        kind: 'sign',
        status: 'upcoming',
        note: i18n._(msg`Confirm the price impact first`),
      }
    case 'checking':
      return {
        kind: 'sign',
        status: 'pending',
        note: i18n._(msg`Checking the transaction before it is signed`),
      }
    case 'wrong-chain':
      return {
        kind: state.resume.status === 'ready' ? 'sign' : 'approve',
        status: 'upcoming',
        note: i18n._(msg`Switch the wallet to the quote’s network`),
      }
    case 'guard-failed': {
      const { message } = state
      return {
        kind: 'sign',
        status: 'failed',
        note: i18n._(msg`Refused before signing: ${message}`),
      }
    }
    case 'signing':
      return { kind: 'sign', status: 'wallet' }
    case 'pending':
      return { kind: 'confirm', status: 'pending', hash: state.hash }
    case 'confirmed':
      return { kind: 'confirm', status: 'done', hash: state.hash }
    case 'reverted':
      return {
        kind: 'confirm',
        status: 'failed',
        hash: state.hash,
        note: i18n._(msg`The swap reverted: nothing was swapped`),
      }
    case 'cancelled':
      return {
        kind: 'confirm',
        status: 'failed',
        hash: state.hash,
        note: i18n._(msg`Cancelled in the wallet: nothing was swapped`),
      }
    case 'failed': {
      const kind = kindDuring(state.failedDuring)
      return kind && { kind, status: 'failed', note: state.error.message }
    }
    default: {
      const unreachable: never = state
      return unreachable
    }
  }
}

/**
 * The swap's steps for a new state of the flow, given the steps shown for
 * the state before. Only the steps this swap needs: Approve and Re-quote
 * appear once the flow asks for an approval (or re-quotes), Sign and
 * Confirm always. Steps before the current one are done, after it upcoming;
 * a step keeps its transaction and the time it entered its status. Notes
 * are worded by `i18n`.
 */
export function getSwapSteps(
  previous: readonly SwapStep[],
  state: SwapState,
  nowMs: number,
  i18n: I18n,
): SwapStep[] {
  if (state.status === 'idle') return []
  const current = getCurrent(state, i18n)
  if (!current) return [...previous]
  const had = (kind: SwapStepKind) => previous.some((s) => s.kind === kind)
  const hasApproval = had('approve') || current.kind === 'approve'
  const kinds = order.filter(
    (kind) =>
      kind === 'sign' ||
      kind === 'confirm' ||
      (kind === 'approve' && hasApproval) ||
      (kind === 'requote' &&
        (hasApproval || had('requote') || current.kind === 'requote')),
  )
  const currentIndex = order.indexOf(current.kind)
  return kinds.map((kind) => {
    const before = previous.find((s) => s.kind === kind)
    const index = order.indexOf(kind)
    if (index < currentIndex) {
      return {
        kind,
        status: 'done',
        hash: before?.hash ?? null,
        startedAtMs: before?.status === 'done' ? before.startedAtMs : nowMs,
        note: null,
      }
    }
    if (index > currentIndex) {
      return {
        kind,
        status: 'upcoming',
        hash: null,
        startedAtMs: null,
        note: null,
      }
    }
    const hash =
      current.hash ??
      (current.status === 'done' ? (before?.hash ?? null) : null)
    const isSame = before?.status === current.status && before.hash === hash
    return {
      kind,
      status: current.status,
      hash,
      startedAtMs:
        current.status === 'upcoming'
          ? null
          : isSame
            ? (before?.startedAtMs ?? nowMs)
            : nowMs,
      note: current.note ?? null,
    }
  })
}
