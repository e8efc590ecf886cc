import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Hash } from 'viem'
import {
  type FlowStepId,
  flowSteps,
  roleOf,
  stepOf,
} from '../lifecycle/flowSteps'
import type { SwapState } from '../lifecycle/types'

export type StepProgressStatus =
  | 'upcoming'
  /** Waiting for the person to answer in the wallet. */
  | 'wallet'
  /** On its way: checks running, or a transaction waiting for a block. */
  | 'pending'
  | 'done'
  | 'failed'

/** One step of the swap as the progress on screen shows it. */
export type StepProgress = {
  step: FlowStepId
  status: StepProgressStatus
  /** The step's transaction, once there is one. */
  hash: Hash | null
  /** Local clock, when the step entered its current status. */
  startedAtMs: number | null
  note: string | null
}

type Current = Pick<StepProgress, 'step' | 'status'> & {
  hash?: Hash
  note?: string
}

const approvalNotices = {
  'approval-rejected': msg`Rejected in the wallet`,
  'approval-reverted': msg`The approval transaction reverted`,
  'approval-short': msg`The wallet approved less than this swap needs`,
} as const

/** What a state adds in words to its step's status, in `i18n`'s language. */
function noteOf(state: SwapState, i18n: I18n): string | null {
  switch (state.status) {
    case 'needs-approval':
      return state.notice ? i18n._(approvalNotices[state.notice]) : null
    case 'resetting-allowance':
    case 'reset-pending':
      return i18n._(msg`Setting the allowance to zero first`)
    case 'quote-changed':
      return i18n._(msg`The price moved: accept the new quote to go on`)
    case 'ready':
      return state.notice ? i18n._(msg`Rejected in the wallet`) : null
    case 'confirming-price-impact':
      return i18n._(msg`Confirm the price impact first`)
    case 'checking':
      return i18n._(msg`Checking the transaction before it is signed`)
    case 'accepting-simulation-only':
      return i18n._(
        msg`Checked by simulation only: accept it for this network first`,
      )
    case 'accepting-token-risk':
      return state.measured.tokenRisk?.kind === 'taxed'
        ? i18n._(msg`This token taxes transfers: accept it to go on`)
        : i18n._(msg`This token cannot be sold: accept it to go on`)
    case 'wrong-chain':
      return i18n._(msg`Switch the wallet to the quote’s network`)
    case 'guard-failed': {
      const { message } = state
      return i18n._(msg`Refused before signing: ${message}`)
    }
    case 'reverted':
      return i18n._(msg`The swap reverted: nothing was swapped`)
    case 'cancelled':
      return i18n._(msg`Cancelled in the wallet: nothing was swapped`)
    case 'failed':
      return state.error.message
    default:
      return null
  }
}

/** Where the flow stands: one step and its status; null says nothing new. */
function getCurrent(state: SwapState, i18n: I18n): Current | null {
  const failedDuring = state.status === 'failed' ? state.failedDuring : null
  const step =
    state.status === 'wrong-chain'
      ? (stepOf(state.resume.status) ?? 'sign')
      : stepOf(failedDuring ?? state.status)
  const shown = flowSteps.find(({ id }) => id === step)
  if (!step || shown?.progress === 'never') return null
  const note = noteOf(state, i18n) ?? undefined
  const hash = 'hash' in state ? state.hash : undefined
  const at = { step, ...(hash ? { hash } : {}), ...(note ? { note } : {}) }
  if (failedDuring) return { ...at, status: 'failed' }
  const role = roleOf(state.status)
  switch (role.waits) {
    case 'wallet':
      return { ...at, status: 'wallet' }
    case 'app':
    case 'chain':
      return { ...at, status: 'pending' }
    case 'nothing':
      return { ...at, status: state.status === 'confirmed' ? 'done' : 'failed' }
    case 'person': {
      // The re-quote is done once it waits for the person; a refusal in the
      // wallet sends the person back to the step it refused.
      const isRefused =
        (state.status === 'needs-approval' && state.notice !== null) ||
        (state.status === 'ready' && state.notice !== null)
      if (isRefused) return { ...at, status: 'failed' }
      return { ...at, status: step === 'requote' ? 'done' : 'upcoming' }
    }
  }
}

const indexOf = (step: FlowStepId) =>
  flowSteps.findIndex(({ id }) => id === step)

/**
 * The swap's steps for a new state of the flow, given the progress shown
 * for the state before, in flowSteps.ts's order. Only the steps this swap
 * takes: Approve and Re-quote appear once the flow asks for an approval
 * (every approval is followed by a re-quote) or re-quotes, Sign and
 * Confirm always. Steps before the current one are done, after it
 * upcoming; a step keeps its transaction and the time it entered its
 * status. Notes are worded by `i18n`.
 */
export function getSwapProgress(
  previous: readonly StepProgress[],
  state: SwapState,
  nowMs: number,
  i18n: I18n,
): StepProgress[] {
  if (state.status === 'idle') return []
  const current = getCurrent(state, i18n)
  if (!current) return [...previous]
  const had = (step: FlowStepId) =>
    previous.some((s) => s.step === step) || current.step === step
  const hasApproval = had('approve')
  const steps = flowSteps
    .filter(
      ({ id, progress }) =>
        progress === 'always' ||
        (progress === 'when-taken' &&
          (had(id) || (id === 'requote' && hasApproval))),
    )
    .map(({ id }) => id)
  const currentIndex = indexOf(current.step)
  return steps.map((step) => {
    const before = previous.find((s) => s.step === step)
    const index = indexOf(step)
    if (index < currentIndex) {
      return {
        step,
        status: 'done',
        hash: before?.hash ?? null,
        startedAtMs: before?.status === 'done' ? before.startedAtMs : nowMs,
        note: null,
      }
    }
    if (index > currentIndex) {
      return {
        step,
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
      step,
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
