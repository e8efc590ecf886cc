// The swap flow as a pure reducer, through the steps of flowSteps.ts:
// quote → allowance → approve → re-quote → sign (checks first; a swap
// cleared by simulation alone accepted once per chain) → confirm.
// It does no I/O; one hook performs the effects and dispatches these
// events. Anything about other inputs, another quote or another transaction
// than the one in hand is stale and ignored, so a late answer can never
// move the flow, and a second click cannot start a second signature.
import type { PartnerQuoteResponse } from '../../../../schema/partner'
import { isSwapInFlight, roleOf } from './flowSteps'
import type {
  ApprovalNotice,
  ExecutableQuote,
  GoingOn,
  NeedsApprovalState,
  ReadyState,
  RequoteReason,
  RequotingState,
  SwapAllowance,
  SwapBatch,
  SwapEvent,
  SwapState,
  SwapStatus,
} from './types'

type EventOf<T extends SwapEvent['type']> = Extract<SwapEvent, { type: T }>
type StateOf<T extends SwapState['status']> = Extract<SwapState, { status: T }>

const idle: SwapState = { status: 'idle' }

function inState<const T extends SwapState['status']>(
  state: SwapState,
  statuses: readonly T[],
  event: { inputsKey: string; quoteKey?: string },
): state is StateOf<T> {
  if (!(statuses as readonly string[]).includes(state.status)) return false
  if (!('inputsKey' in state) || state.inputsKey !== event.inputsKey) {
    return false
  }
  if (event.quoteKey === undefined) return true
  return 'quote' in state && state.quote.key === event.quoteKey
}

const isSameHash = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The quote a new one is held to: the last one the person accepted. */
const acceptedOf = (quote: ExecutableQuote) => quote.acceptedQuote ?? quote

const requiredWei = (quote: ExecutableQuote) =>
  BigInt(quote.response.sellAmount)

type QuoteFigures = Pick<PartnerQuoteResponse, 'dstAmount' | 'minAmountOut'>

const BPS = 10_000n

/**
 * How far a fresh quote may fall below the one the person reviewed before
 * they must accept the change: 0.5 %, and never more than half of the
 * slippage the reviewed quote was made with (read from its minimum). A
 * re-quote a few seconds later in a live market always moves a little;
 * asking about every wei trains people to click through the prompt. The
 * slippage is what they allowed between signing and the block, so a silent
 * drop before signing may only take a part of it: the rest still covers
 * the chain. Better figures never ask.
 */
export const QUOTE_CHANGE_TOLERANCE_BPS = 50n

/** The reviewed quote's slippage in basis points; null without a minimum. */
function slippageBps({ dstAmount, minAmountOut }: QuoteFigures) {
  if (minAmountOut === undefined) return null
  const dst = BigInt(dstAmount)
  if (dst === 0n) return null
  return ((dst - BigInt(minAmountOut)) * BPS) / dst
}

function toleranceBps(previous: QuoteFigures) {
  const slippage = slippageBps(previous)
  if (slippage === null) return QUOTE_CHANGE_TOLERANCE_BPS
  const half = slippage / 2n
  return half < QUOTE_CHANGE_TOLERANCE_BPS ? half : QUOTE_CHANGE_TOLERANCE_BPS
}

/** Whether `next` is worse than `previous` by more than the tolerance. */
const fellBeyond = (previous: bigint, next: bigint, bps: bigint) =>
  next * BPS < previous * (BPS - bps)

/**
 * Whether a re-quote must be accepted explicitly before it can be signed:
 * its output, or its guaranteed minimum, fell beyond the tolerance, or it
 * lost the minimum the reviewed quote had.
 */
export function needsQuoteChangeAcceptance(
  previous: QuoteFigures,
  next: QuoteFigures,
): boolean {
  const bps = toleranceBps(previous)
  if (fellBeyond(BigInt(previous.dstAmount), BigInt(next.dstAmount), bps)) {
    return true
  }
  if (previous.minAmountOut === undefined) return false
  if (next.minAmountOut === undefined) return true
  return fellBeyond(
    BigInt(previous.minAmountOut),
    BigInt(next.minAmountOut),
    bps,
  )
}

function ready(
  inputsKey: string,
  quote: ExecutableQuote,
  batch: SwapBatch | null,
): ReadyState {
  return { status: 'ready', inputsKey, quote, batch, notice: null }
}

/** The first press's going on, kept only where there is one. */
const goingOnOf = (goingOn: GoingOn | undefined) => (goingOn ? { goingOn } : {})

/**
 * A quote to go on with: the allowance step first, also for native input
 * (which needs no approval), since it learns whether the wallet batches.
 */
function withQuote(
  inputsKey: string,
  quote: ExecutableQuote,
  goingOn?: GoingOn,
): SwapState {
  return {
    status: 'reading-allowance',
    inputsKey,
    quote,
    ...goingOnOf(goingOn),
  }
}

function requoting(
  inputsKey: string,
  reason: RequoteReason,
  previousQuote: ExecutableQuote,
  goingOn?: GoingOn,
): RequotingState {
  return {
    status: 're-quoting',
    inputsKey,
    reason,
    previousQuote,
    retryAtMs: null,
    ...goingOnOf(goingOn),
  }
}

/**
 * The swap press in `ready`: the checks, or first the confirmation of a
 * price impact the person has not covered (by the card's tick, or by the
 * quote's own grading when it was taken after the tick).
 */
function toChecks(
  {
    inputsKey,
    quote,
    batch,
  }: Pick<ReadyState, 'inputsKey' | 'quote' | 'batch'>,
  isSimulationOnlyAccepted: boolean,
  isPriceImpactAccepted: boolean,
): SwapState {
  return quote.priceImpact?.isConfirmationRequired && !isPriceImpactAccepted
    ? { status: 'confirming-price-impact', inputsKey, quote, batch }
    : { status: 'checking', inputsKey, quote, batch, isSimulationOnlyAccepted }
}

/** The approval press in `needs-approval`: the reset first where needed. */
function toApproving({
  inputsKey,
  quote,
  allowance,
}: Pick<NeedsApprovalState, 'inputsKey' | 'quote' | 'allowance'>): SwapState {
  const status =
    allowance.isResetRequired && allowance.currentWei > 0n
      ? 'resetting-allowance'
      : 'approving'
  return { status, inputsKey, quote, allowance }
}

function needsApproval(
  state: { inputsKey: string; quote: ExecutableQuote },
  allowance: SwapAllowance,
  notice: ApprovalNotice | null,
): NeedsApprovalState {
  const { inputsKey, quote } = state
  return { status: 'needs-approval', inputsKey, quote, allowance, notice }
}

function onInputsChanged(
  state: SwapState,
  event: EventOf<'inputsChanged'>,
): SwapState {
  if (state.status === 'idle' || isSwapInFlight(state)) return state
  return state.inputsKey === event.inputsKey ? state : idle
}

function onQuoteReceived(
  state: SwapState,
  event: EventOf<'quoteReceived'>,
): SwapState {
  if (!inState(state, ['quoting'], event)) return state
  return withQuote(state.inputsKey, event.quote, state.goingOn)
}

function onQuoteWait(
  state: SwapState,
  event: EventOf<'quoteDeferred' | 'quoteWaitOver'>,
): SwapState {
  if (!inState(state, ['quoting', 're-quoting'], event)) return state
  if (event.type === 'quoteDeferred') {
    if (state.retryAtMs !== null) return state
    return { ...state, retryAtMs: event.retryAtMs }
  }
  if (state.retryAtMs === null) return state
  return { ...state, retryAtMs: null }
}

function onAllowanceRead(
  state: SwapState,
  event: EventOf<'allowanceRead'>,
): SwapState {
  if (!inState(state, ['reading-allowance', 'needs-approval'], event)) {
    return state
  }
  const required = requiredWei(state.quote)
  const isEnough = event.allowanceWei >= required
  // The first press goes on past the state that only waits for a press.
  const goingOn = state.status === 'reading-allowance' ? state.goingOn : null
  const toReady = (batch: SwapBatch | null) =>
    goingOn
      ? toChecks(
          { inputsKey: state.inputsKey, quote: state.quote, batch },
          goingOn.isSimulationOnlyAccepted,
          false,
        )
      : ready(state.inputsKey, state.quote, batch)
  if (isEnough) return toReady(event.isBatched ? { approval: null } : null)
  const wasResetRequired =
    state.status === 'needs-approval' && state.allowance.isResetRequired
  const allowance: SwapAllowance = {
    currentWei: event.allowanceWei,
    requiredWei: required,
    isResetRequired:
      event.allowanceWei > 0n && (event.isResetRequired || wasResetRequired),
  }
  // Batched: the approval rides in the swap's batch, no step of its own.
  if (event.isBatched) return toReady({ approval: allowance })
  if (goingOn) return toApproving({ ...state, allowance })
  const notice = state.status === 'needs-approval' ? state.notice : null
  return needsApproval(state, allowance, notice)
}

function onApprovalRequested(
  state: SwapState,
  event: EventOf<'approvalRequested'>,
): SwapState {
  if (!inState(state, ['needs-approval'], event)) return state
  return toApproving(state)
}

function onApprovalProgress(
  state: SwapState,
  event: EventOf<
    'allowanceResetSubmitted' | 'allowanceResetConfirmed' | 'approvalSubmitted'
  >,
): SwapState {
  const { hash } = event
  switch (event.type) {
    case 'allowanceResetSubmitted':
      if (!inState(state, ['resetting-allowance'], event)) return state
      return { ...state, status: 'reset-pending', hash, trackingError: null }
    case 'approvalSubmitted':
      if (!inState(state, ['approving'], event)) return state
      return { ...state, status: 'approval-pending', hash, trackingError: null }
    case 'allowanceResetConfirmed': {
      if (!inState(state, ['reset-pending'], event)) return state
      if (!isSameHash(state.hash, hash)) return state
      const { inputsKey, quote, allowance } = state
      return {
        status: 'approving',
        inputsKey,
        quote,
        allowance: { ...allowance, currentWei: 0n, isResetRequired: false },
      }
    }
  }
}

function onApprovalConfirmed(
  state: SwapState,
  event: EventOf<'approvalConfirmed'>,
): SwapState {
  if (!inState(state, ['approval-pending'], event)) return state
  if (!isSameHash(state.hash, event.hash)) return state
  const { inputsKey, quote, allowance } = state
  if (event.allowanceWei >= allowance.requiredWei) {
    return requoting(inputsKey, 'approval', quote)
  }
  // The wallet let the person edit the amount down: approve again.
  return needsApproval(
    state,
    {
      ...allowance,
      currentWei: event.allowanceWei,
      isResetRequired: event.allowanceWei > 0n && event.isResetRequired,
    },
    'approval-short',
  )
}

function onApprovalStopped(
  state: SwapState,
  event: EventOf<'approvalReverted' | 'approvalRejected'>,
): SwapState {
  if (event.type === 'approvalRejected') {
    if (!inState(state, ['approving', 'resetting-allowance'], event)) {
      return state
    }
    return needsApproval(state, state.allowance, 'approval-rejected')
  }
  if (!inState(state, ['approval-pending', 'reset-pending'], event)) {
    return state
  }
  if (!isSameHash(state.hash, event.hash)) return state
  // A revert from a non-zero allowance is how Tether-like tokens refuse.
  const { allowance } = state
  return needsApproval(
    state,
    { ...allowance, isResetRequired: allowance.currentWei > 0n },
    'approval-reverted',
  )
}

function onQuoteStep(
  state: SwapState,
  event: EventOf<
    | 'requoteReceived'
    | 'quoteChangeAccepted'
    | 'quoteExpired'
    | 'swapRequested'
    | 'priceImpactAccepted'
  >,
): SwapState {
  switch (event.type) {
    case 'requoteReceived': {
      // Every quote fetched to sign is held to the last one the person
      // accepted, never to one that replaced it silently or still waits.
      if (!inState(state, ['re-quoting'], event)) return state
      if (state.retryAtMs !== null) return state
      const { inputsKey } = state
      const accepted = acceptedOf(state.previousQuote)
      const quote = { ...event.quote, acceptedQuote: accepted }
      return needsQuoteChangeAcceptance(accepted.response, quote.response)
        ? { status: 'quote-changed', inputsKey, quote, previousQuote: accepted }
        : withQuote(inputsKey, quote, state.goingOn)
    }
    case 'quoteChangeAccepted':
      if (!inState(state, ['quote-changed'], event)) return state
      return withQuote(state.inputsKey, { ...state.quote, acceptedQuote: null })
    case 'quoteExpired': {
      const waiting = [
        'ready',
        'quote-changed',
        'confirming-price-impact',
        'accepting-simulation-only',
        'accepting-token-risk',
      ] as const
      if (!inState(state, waiting, event)) return state
      return requoting(state.inputsKey, 'expired', state.quote)
    }
    case 'swapRequested': {
      if (!inState(state, ['ready'], event)) return state
      const { isSimulationOnlyAccepted, isPriceImpactAccepted = false } = event
      return toChecks(state, isSimulationOnlyAccepted, isPriceImpactAccepted)
    }
    case 'priceImpactAccepted': {
      if (!inState(state, ['confirming-price-impact'], event)) return state
      const { inputsKey, quote, batch } = state
      const { isSimulationOnlyAccepted } = event
      return {
        status: 'checking',
        inputsKey,
        quote,
        batch,
        isSimulationOnlyAccepted,
      }
    }
  }
}

function onGuards(
  state: SwapState,
  event: EventOf<'guardsPassed' | 'guardsFailed' | 'chainSwitched'>,
): SwapState {
  if (event.type === 'chainSwitched') {
    if (state.status !== 'wrong-chain') return state
    return state.quote.response.chainId === event.chainId ? state.resume : state
  }
  if (event.type === 'guardsPassed') {
    if (!inState(state, ['checking'], event)) return state
    const { inputsKey, quote, batch } = state
    const { simulatedAmountOutWei, notes } = event
    const { signed, batchCalls, protection, measured } = event
    // Cleared by simulation alone: the person accepts that once per chain
    // before the wallet is asked.
    const isAcceptanceNeeded =
      protection === 'simulation-only' && !state.isSimulationOnlyAccepted
    const next = isAcceptanceNeeded ? 'accepting-simulation-only' : 'signing'
    const cleared = {
      inputsKey,
      quote,
      batch,
      simulatedAmountOutWei,
      notes,
      signed,
      batchCalls,
      protection,
      measured,
    }
    // A tax or a trap in the bought token: named and accepted first, for
    // this swap, whatever was accepted before.
    return measured.tokenRisk
      ? { status: 'accepting-token-risk', ...cleared, next }
      : { status: next, ...cleared }
  }
  const checked = ['checking', 'approving', 'resetting-allowance'] as const
  if (!inState(state, checked, event)) return state
  const { inputsKey, quote } = state
  const { check, message } = event
  if (check === 'chain') {
    const resume =
      state.status === 'checking'
        ? ready(inputsKey, quote, state.batch)
        : needsApproval(state, state.allowance, null)
    return { status: 'wrong-chain', inputsKey, quote, resume }
  }
  if (
    state.status === 'checking' &&
    (check === 'expired' || check === 'mismatch')
  ) {
    return requoting(inputsKey, check, quote)
  }
  return { status: 'guard-failed', inputsKey, quote, check, message }
}

function onSigningAnswer(
  state: SwapState,
  event: EventOf<
    | 'simulationOnlyAccepted'
    | 'tokenRiskAccepted'
    | 'swapSubmitted'
    | 'walletRejected'
  >,
): SwapState {
  if (event.type === 'tokenRiskAccepted') {
    if (!inState(state, ['accepting-token-risk'], event)) return state
    const { next, ...cleared } = state
    return { ...cleared, status: next }
  }
  if (event.type === 'simulationOnlyAccepted') {
    if (!inState(state, ['accepting-simulation-only'], event)) return state
    return { ...state, status: 'signing' }
  }
  if (!inState(state, ['signing'], event)) return state
  const { inputsKey, quote, batch, protection, measured } = state
  if (event.type === 'walletRejected') {
    return { status: 'ready', inputsKey, quote, batch, notice: 'swap-rejected' }
  }
  const { hash } = event
  return {
    status: 'pending',
    inputsKey,
    quote,
    hash,
    replacedHashes: [],
    trackingError: null,
    review: { protection, measured },
  }
}

function onSwapReceipt(
  state: SwapState,
  event: EventOf<'swapReplaced' | 'swapConfirmed' | 'swapReverted'>,
): SwapState {
  if (!inState(state, ['pending'], event)) return state
  if (!isSameHash(state.hash, event.hash)) return state
  const { inputsKey, quote, hash, review } = state
  switch (event.type) {
    case 'swapReplaced':
      if (event.reason === 'cancelled') {
        const { replacementHash } = event
        return {
          status: 'cancelled',
          inputsKey,
          quote,
          hash: replacementHash,
          review,
        }
      }
      return {
        ...state,
        hash: event.replacementHash,
        replacedHashes: [...state.replacedHashes, hash],
        trackingError: null,
      }
    case 'swapConfirmed': {
      const { receivedAmountWei } = event
      return {
        status: 'confirmed',
        inputsKey,
        quote,
        hash,
        receivedAmountWei,
        review,
      }
    }
    case 'swapReverted':
      return {
        status: 'reverted',
        inputsKey,
        quote,
        hash,
        reason: event.reason,
        review,
      }
  }
}

function onErrorRaised(
  state: SwapState,
  event: EventOf<'errorRaised'>,
): SwapState {
  if (!('inputsKey' in state) || state.inputsKey !== event.inputsKey) {
    return state
  }
  const { waits } = roleOf(state.status)
  // The transaction is out there: keep following it, never offer a resend.
  if (waits === 'chain' && 'trackingError' in state) {
    return { ...state, trackingError: event.error.message }
  }
  // Only a step at work (the app's, or a request in the wallet) can fail.
  if ((waits !== 'app' && waits !== 'wallet') || state.status === 'failed') {
    return state
  }
  const lastQuote =
    state.status === 'quoting'
      ? null
      : state.status === 're-quoting'
        ? state.previousQuote
        : state.quote
  return {
    status: 'failed',
    inputsKey: state.inputsKey,
    error: event.error,
    failedDuring: state.status,
    lastQuote,
  } satisfies SwapState
}

/**
 * Steps whose failure left the quote unsent: a retry goes on with it (the
 * allowance read again, an RPC call only) instead of asking the service.
 */
const unsentDuring: readonly SwapStatus[] = [
  'reading-allowance',
  'approving',
  'resetting-allowance',
  'checking',
]

function onRetry(
  state: SwapState,
  event: EventOf<'retryRequested'>,
): SwapState {
  const ended = ['failed', 'guard-failed', 'reverted', 'cancelled'] as const
  if (!inState(state, ended, event)) return state
  const { inputsKey } = state
  if (state.status !== 'failed') {
    // Refused, reverted or replaced: never offered again; a fresh quote is
    // held to this one before anything is signed.
    return requoting(inputsKey, 'retry', state.quote)
  }
  const { lastQuote, failedDuring } = state
  if (!lastQuote) return { status: 'quoting', inputsKey, retryAtMs: null }
  return unsentDuring.includes(failedDuring)
    ? withQuote(inputsKey, lastQuote)
    : requoting(inputsKey, 'retry', lastQuote)
}

/** Review: the quote on screen when it can be signed, else a fresh one. */
function onReview(
  state: SwapState,
  event: EventOf<'reviewRequested'>,
): SwapState {
  if (state.status !== 'idle') return state
  const { inputsKey, shown, goingOn } = event
  if (!shown) {
    return {
      status: 'quoting',
      inputsKey,
      retryAtMs: null,
      ...goingOnOf(goingOn),
    }
  }
  return shown.isExpired
    ? requoting(inputsKey, 'expired', shown.quote, goingOn)
    : withQuote(inputsKey, shown.quote, goingOn)
}

function onRestart(
  state: SwapState,
  event: EventOf<'reviewRequested' | 'retryRequested' | 'reset'>,
): SwapState {
  switch (event.type) {
    case 'reviewRequested':
      return onReview(state, event)
    case 'retryRequested':
      return onRetry(state, event)
    case 'reset':
      return state.status === 'idle' || isSwapInFlight(state) ? state : idle
  }
}

/** Compile-time proof that every event is handled; ignores anything else. */
function ignoreUnknown(state: SwapState, _event: never): SwapState {
  return state
}

/** The next state; the same object when the event changes nothing. */
export function transition(state: SwapState, event: SwapEvent): SwapState {
  switch (event.type) {
    case 'inputsChanged':
      return onInputsChanged(state, event)
    case 'reviewRequested':
    case 'retryRequested':
    case 'reset':
      return onRestart(state, event)
    case 'quoteReceived':
      return onQuoteReceived(state, event)
    case 'quoteDeferred':
    case 'quoteWaitOver':
      return onQuoteWait(state, event)
    case 'allowanceRead':
      return onAllowanceRead(state, event)
    case 'approvalRequested':
      return onApprovalRequested(state, event)
    case 'allowanceResetSubmitted':
    case 'allowanceResetConfirmed':
    case 'approvalSubmitted':
      return onApprovalProgress(state, event)
    case 'approvalConfirmed':
      return onApprovalConfirmed(state, event)
    case 'approvalReverted':
    case 'approvalRejected':
      return onApprovalStopped(state, event)
    case 'requoteReceived':
    case 'quoteChangeAccepted':
    case 'quoteExpired':
    case 'swapRequested':
    case 'priceImpactAccepted':
      return onQuoteStep(state, event)
    case 'guardsPassed':
    case 'guardsFailed':
    case 'chainSwitched':
      return onGuards(state, event)
    case 'simulationOnlyAccepted':
    case 'tokenRiskAccepted':
    case 'swapSubmitted':
    case 'walletRejected':
      return onSigningAnswer(state, event)
    case 'swapReplaced':
    case 'swapConfirmed':
    case 'swapReverted':
      return onSwapReceipt(state, event)
    case 'errorRaised':
      return onErrorRaised(state, event)
    default:
      return ignoreUnknown(state, event)
  }
}
