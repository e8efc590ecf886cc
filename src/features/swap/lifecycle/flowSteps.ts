// The order of a swap, written once. Each step lists the machine's states
// inside it and what each waits for; the machine (transition.ts), the step
// runner (followSwapState.ts, a file per step in steps/), the button (../button/) and the progress on
// screen (../progress/getSwapProgress.ts) all read it. Before the first
// step the flow is `idle` (the button's first press, `review`, starts it
// and goes on by itself through the first state that waits for the person:
// `needs-approval` or `ready`; transition.ts); `failed` ends whichever
// step was at work (the button tries again).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SwapState, SwapStatus } from './types'

/** What the person presses to move on from a state. */
export type FlowPress =
  | 'review'
  | 'approve'
  | 'accept-quote'
  | 'confirm-price-impact'
  | 'accept-simulation-only'
  | 'accept-token-risk'
  | 'swap'
  | 'switch-chain'
  | 'retry'
  | 'new-swap'

/**
 * What a state waits for: the app at work (a request, a read, the
 * checks), the person (a press), the wallet (a request to sign), the chain
 * (a transaction's block), or nothing more (the step ended).
 */
export type StateRole =
  | { waits: 'app' | 'wallet' | 'chain' }
  | { waits: 'person' | 'nothing'; press: FlowPress }

const app = { waits: 'app' } as const
const wallet = { waits: 'wallet' } as const
const chain = { waits: 'chain' } as const
const person = <const P extends FlowPress>(press: P) =>
  ({ waits: 'person', press }) as const
const ended = <const P extends FlowPress>(press: P) =>
  ({ waits: 'nothing', press }) as const

type FlowStepShape = {
  id: string
  /** Its name on screen (a message: the progress words it). */
  label: MessageDescriptor
  /**
   * Whether the progress on screen shows it: never, once the swap takes it
   * (an approval, and the re-quote that always follows one), or always.
   */
  progress: 'never' | 'when-taken' | 'always'
  states: { [S in SwapStatus]?: StateRole }
}

/** The steps of one swap, in order. */
export const flowSteps = [
  {
    id: 'quote',
    label: msg({ message: 'Quote', context: 'swap step' }),
    progress: 'never',
    states: { quoting: app },
  },
  {
    id: 'allowance',
    label: msg({ message: 'Allowance', context: 'swap step' }),
    progress: 'never',
    states: { 'reading-allowance': app },
  },
  {
    id: 'approve',
    label: msg({ message: 'Approve', context: 'swap step' }),
    progress: 'when-taken',
    states: {
      'needs-approval': person('approve'),
      'resetting-allowance': wallet,
      'reset-pending': chain,
      approving: wallet,
      'approval-pending': chain,
    },
  },
  {
    // Each quote fetched here is held to the last quote the person accepted
    // (the review's, or one accepted after a change), never to one that
    // replaced it silently or still waits: beyond the tolerance it waits in
    // 'quote-changed' for the person (transition.ts, onQuoteStep).
    id: 'requote',
    label: msg({ message: 'Re-quote', context: 'swap step' }),
    progress: 'when-taken',
    states: {
      're-quoting': app,
      'quote-changed': person('accept-quote'),
    },
  },
  {
    id: 'sign',
    label: msg({ message: 'Sign', context: 'swap step' }),
    progress: 'always',
    states: {
      ready: person('swap'),
      'confirming-price-impact': person('confirm-price-impact'),
      'wrong-chain': person('switch-chain'),
      checking: app,
      'guard-failed': ended('retry'),
      // Cleared by simulation alone on a chain not yet accepted: the
      // person accepts it (once per chain) before the wallet is asked.
      'accepting-simulation-only': person('accept-simulation-only'),
      // The simulation found a tax or a trap in the bought token: named in
      // the review, accepted for this swap before the wallet is asked.
      'accepting-token-risk': person('accept-token-risk'),
      signing: wallet,
    },
  },
  {
    id: 'confirm',
    label: msg({ message: 'Confirm', context: 'swap step' }),
    progress: 'always',
    states: {
      pending: chain,
      confirmed: ended('new-swap'),
      reverted: ended('retry'),
      cancelled: ended('retry'),
    },
  },
] as const satisfies readonly FlowStepShape[]

export type FlowStep = (typeof flowSteps)[number]
export type FlowStepId = FlowStep['id']

const roles = new Map<SwapStatus, { step: FlowStepId; role: StateRole }>(
  flowSteps.flatMap(({ id, states }) =>
    Object.entries(states).map(
      ([status, role]) =>
        [status as SwapStatus, { step: id, role: role as StateRole }] as const,
    ),
  ),
)

const idleRole: StateRole = { waits: 'person', press: 'review' }
const failedRole: StateRole = { waits: 'nothing', press: 'retry' }

/** The step a status belongs to; null before the steps (idle) and for `failed`. */
export function stepOf(status: SwapStatus): FlowStepId | null {
  return roles.get(status)?.step ?? null
}

/** What a status waits for, and the press that moves it on. */
export function roleOf(status: SwapStatus): StateRole {
  if (status === 'idle') return idleRole
  if (status === 'failed') return failedRole
  const found = roles.get(status)
  if (!found) throw new Error(`${status} is in no step`)
  return found.role
}

/**
 * A transaction is with the wallet or on its way to a block: the form
 * stays as it is, and new inputs or a reset wait until the wallet or the
 * chain has answered (dropping the flow would lose track of it).
 */
export function isSwapInFlight(state: SwapState): boolean {
  const { waits } = roleOf(state.status)
  return waits === 'wallet' || waits === 'chain'
}
