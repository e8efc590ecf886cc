import { describe, expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import {
  createTestExecutableQuote,
  hash1,
  hash2,
  inputsKey,
  otherInputsKey,
  quote0,
  quote1,
  swapEvents,
  swapStates,
} from './testing/swapFixtures'
import {
  needsQuoteChangeAcceptance,
  QUOTE_CHANGE_TOLERANCE_BPS,
  transition,
} from './transition'
import type {
  ExecutableQuote,
  SwapAllowance,
  SwapEvent,
  SwapEventType,
  SwapState,
  SwapStatus,
} from './types'

type Moves = Partial<Record<SwapEventType, SwapStatus>>

/**
 * Every move the flow makes, with the fixture events (about inputs k1,
 * quote q1, hash1). Any pair not listed here must leave the state as it is.
 */
const moves: Record<SwapStatus, Moves> = {
  idle: { reviewRequested: 'quoting' },
  quoting: {
    inputsChanged: 'idle',
    quoteReceived: 'reading-allowance',
    quoteDeferred: 'quoting',
    errorRaised: 'failed',
    reset: 'idle',
  },
  'reading-allowance': {
    inputsChanged: 'idle',
    allowanceRead: 'needs-approval',
    errorRaised: 'failed',
    reset: 'idle',
  },
  'needs-approval': {
    inputsChanged: 'idle',
    allowanceRead: 'needs-approval',
    approvalRequested: 'approving',
    reset: 'idle',
  },
  'resetting-allowance': {
    allowanceResetSubmitted: 'reset-pending',
    approvalRejected: 'needs-approval',
    guardsFailed: 'guard-failed',
    errorRaised: 'failed',
  },
  'reset-pending': {
    allowanceResetConfirmed: 'approving',
    approvalReverted: 'needs-approval',
    errorRaised: 'reset-pending',
  },
  approving: {
    approvalSubmitted: 'approval-pending',
    approvalRejected: 'needs-approval',
    guardsFailed: 'guard-failed',
    errorRaised: 'failed',
  },
  'approval-pending': {
    approvalConfirmed: 're-quoting',
    approvalReverted: 'needs-approval',
    errorRaised: 'approval-pending',
  },
  're-quoting': {
    inputsChanged: 'idle',
    requoteReceived: 'reading-allowance',
    quoteDeferred: 're-quoting',
    errorRaised: 'failed',
    reset: 'idle',
  },
  'quote-changed': {
    inputsChanged: 'idle',
    quoteChangeAccepted: 'reading-allowance',
    quoteExpired: 're-quoting',
    reset: 'idle',
  },
  ready: {
    inputsChanged: 'idle',
    quoteExpired: 're-quoting',
    swapRequested: 'checking',
    reset: 'idle',
  },
  'confirming-price-impact': {
    inputsChanged: 'idle',
    quoteExpired: 're-quoting',
    priceImpactAccepted: 'checking',
    reset: 'idle',
  },
  checking: {
    inputsChanged: 'idle',
    guardsPassed: 'signing',
    guardsFailed: 'guard-failed',
    errorRaised: 'failed',
    reset: 'idle',
  },
  'wrong-chain': {
    inputsChanged: 'idle',
    chainSwitched: 'ready',
    reset: 'idle',
  },
  'guard-failed': {
    inputsChanged: 'idle',
    retryRequested: 're-quoting',
    reset: 'idle',
  },
  'accepting-simulation-only': {
    inputsChanged: 'idle',
    quoteExpired: 're-quoting',
    simulationOnlyAccepted: 'signing',
    reset: 'idle',
  },
  'accepting-token-risk': {
    inputsChanged: 'idle',
    quoteExpired: 're-quoting',
    tokenRiskAccepted: 'signing',
    reset: 'idle',
  },
  signing: {
    swapSubmitted: 'pending',
    walletRejected: 'ready',
    errorRaised: 'failed',
  },
  pending: {
    swapReplaced: 'pending',
    swapConfirmed: 'confirmed',
    swapReverted: 'reverted',
    errorRaised: 'pending',
  },
  confirmed: { inputsChanged: 'idle', reset: 'idle' },
  reverted: {
    inputsChanged: 'idle',
    retryRequested: 're-quoting',
    reset: 'idle',
  },
  cancelled: {
    inputsChanged: 'idle',
    retryRequested: 're-quoting',
    reset: 'idle',
  },
  failed: { inputsChanged: 'idle', retryRequested: 'quoting', reset: 'idle' },
}

const statuses = Object.keys(swapStates) as SwapStatus[]
const eventTypes = Object.keys(swapEvents) as SwapEventType[]

const matrix = statuses.flatMap((status) =>
  eventTypes.map(
    (type) => [status, type, moves[status][type] ?? null] as const,
  ),
)

const run = (state: SwapState, ...events: SwapEvent[]) =>
  events.reduce(transition, state)

describe('transition: every state × every event', () => {
  test.each(matrix.filter(([, , next]) => next !== null))(
    'behavior: %s + %s → %s',
    (status, type, next) => {
      const state = swapStates[status]
      const result = transition(state, swapEvents[type])
      expect(result.status).toBe(next)
      expect(result).not.toBe(state)
    },
  )

  test.each(matrix.filter(([, , next]) => next === null))(
    'behavior: %s ignores %s',
    (status, type) => {
      const state = swapStates[status]
      expect(transition(state, swapEvents[type])).toBe(state)
    },
  )
})

describe('transition: stale and repeated events are ignored', () => {
  test('behavior: a late quote after signing started changes nothing', () => {
    for (const status of ['checking', 'signing', 'pending'] as const) {
      const state = swapStates[status]
      const late = createTestExecutableQuote('q9')
      expect(
        transition(state, { type: 'quoteReceived', inputsKey, quote: late }),
      ).toBe(state)
      expect(
        transition(state, { type: 'requoteReceived', inputsKey, quote: late }),
      ).toBe(state)
    }
  })

  test('behavior: a second click while checking, signing or approving does nothing', () => {
    for (const status of ['checking', 'signing', 'pending'] as const) {
      const state = swapStates[status]
      expect(transition(state, swapEvents.swapRequested)).toBe(state)
    }
    for (const status of [
      'approving',
      'resetting-allowance',
      'approval-pending',
    ] as const) {
      const state = swapStates[status]
      expect(transition(state, swapEvents.approvalRequested)).toBe(state)
    }
  })

  test('behavior: answers for other inputs are ignored', () => {
    const stale = { inputsKey: otherInputsKey }
    const cases: [SwapState, SwapEvent][] = [
      [swapStates.quoting, { ...swapEvents.quoteReceived, ...stale }],
      [
        swapStates['reading-allowance'],
        { ...swapEvents.allowanceRead, ...stale },
      ],
      [swapStates.quoting, { ...swapEvents.errorRaised, ...stale }],
      [swapStates['re-quoting'], { ...swapEvents.requoteReceived, ...stale }],
      [swapStates.failed, { ...swapEvents.retryRequested, ...stale }],
      [swapStates.approving, { ...swapEvents.approvalSubmitted, ...stale }],
    ]
    for (const [state, event] of cases) {
      expect(transition(state, event)).toBe(state)
    }
  })

  test('behavior: events about an older quote are ignored', () => {
    const old = { quoteKey: 'q0' }
    const cases: [SwapState, SwapEvent][] = [
      [swapStates.ready, { ...swapEvents.swapRequested, ...old }],
      [swapStates.ready, { ...swapEvents.quoteExpired, ...old }],
      [swapStates.checking, { ...swapEvents.guardsPassed, ...old }],
      [swapStates.checking, { ...swapEvents.guardsFailed, ...old }],
      [swapStates.signing, { ...swapEvents.swapSubmitted, ...old }],
      [swapStates.signing, { ...swapEvents.walletRejected, ...old }],
      [
        swapStates['quote-changed'],
        { ...swapEvents.quoteChangeAccepted, ...old },
      ],
      [
        swapStates['needs-approval'],
        { ...swapEvents.approvalRequested, ...old },
      ],
    ]
    for (const [state, event] of cases) {
      expect(transition(state, event)).toBe(state)
    }
  })

  test('behavior: receipts for another transaction are ignored', () => {
    const other = { hash: hash2 }
    const cases: [SwapState, SwapEvent][] = [
      [
        swapStates['approval-pending'],
        { ...swapEvents.approvalConfirmed, ...other },
      ],
      [
        swapStates['approval-pending'],
        { ...swapEvents.approvalReverted, ...other },
      ],
      [
        swapStates['reset-pending'],
        { ...swapEvents.allowanceResetConfirmed, ...other },
      ],
      [swapStates.pending, { ...swapEvents.swapConfirmed, ...other }],
      [swapStates.pending, { ...swapEvents.swapReverted, ...other }],
      [swapStates.pending, { ...swapEvents.swapReplaced, ...other }],
    ]
    for (const [state, event] of cases) {
      expect(transition(state, event)).toBe(state)
    }
  })

  test('behavior: the same inputs again change nothing', () => {
    const same = { type: 'inputsChanged', inputsKey } as const
    expect(transition(swapStates.ready, same)).toBe(swapStates.ready)
  })

  test('behavior: new inputs and resets wait while a transaction is out', () => {
    for (const status of [
      'resetting-allowance',
      'reset-pending',
      'approving',
      'approval-pending',
      'signing',
      'pending',
    ] as const) {
      const state = swapStates[status]
      expect(transition(state, swapEvents.inputsChanged)).toBe(state)
      expect(transition(state, swapEvents.reset)).toBe(state)
    }
  })
})

describe('transition: the flow', () => {
  test('behavior: ERC-20 needing approval: approve, re-quote, guard, sign, confirm', () => {
    const state = run(
      swapStates.idle,
      { type: 'reviewRequested', inputsKey, shown: null },
      { type: 'quoteReceived', inputsKey, quote: quote0 },
      {
        type: 'allowanceRead',
        inputsKey,
        allowanceWei: 0n,
        isResetRequired: false,
        isBatched: false,
      },
      { type: 'approvalRequested', inputsKey, quoteKey: 'q0' },
      { type: 'approvalSubmitted', inputsKey, hash: hash1 },
      {
        type: 'approvalConfirmed',
        inputsKey,
        hash: hash1,
        allowanceWei: 1_000_000n,
        isResetRequired: false,
      },
      { type: 'requoteReceived', inputsKey, quote: quote1 },
      { type: 'quoteChangeAccepted', inputsKey, quoteKey: 'q1' },
      {
        type: 'allowanceRead',
        inputsKey,
        allowanceWei: 1_000_000n,
        isResetRequired: false,
        isBatched: false,
      },
      {
        type: 'swapRequested',
        inputsKey,
        quoteKey: 'q1',
        isSimulationOnlyAccepted: false,
      },
      {
        type: 'guardsPassed',
        inputsKey,
        quoteKey: 'q1',
        simulatedAmountOutWei: null,
        notes: [],
        signed: swapEvents.guardsPassed.signed,
        protection: 'decoded-minimum',
        measured: swapEvents.guardsPassed.measured,
        batchCalls: null,
      },
      { type: 'swapSubmitted', inputsKey, quoteKey: 'q1', hash: hash2 },
      { type: 'swapConfirmed', inputsKey, hash: hash2, receivedAmountWei: 5n },
    )
    expect(state).toEqual({
      status: 'confirmed',
      inputsKey,
      quote: quote1,
      hash: hash2,
      receivedAmountWei: 5n,
      review: {
        protection: 'decoded-minimum',
        measured: swapEvents.guardsPassed.measured,
      },
    })
  })

  test('behavior: cleared by simulation alone on a chain not yet accepted, the person accepts before the wallet is asked', () => {
    const simulationOnly = {
      ...swapEvents.guardsPassed,
      protection: 'simulation-only',
    } as const
    const accepting = transition(swapStates.checking, simulationOnly)
    expect(accepting).toMatchObject({
      status: 'accepting-simulation-only',
      protection: 'simulation-only',
      signed: simulationOnly.signed,
      measured: simulationOnly.measured,
    })
    // Nothing but the press moves it to the wallet; a second click of the
    // swap button, or a late verdict, changes nothing.
    expect(transition(accepting, swapEvents.swapRequested)).toBe(accepting)
    expect(transition(accepting, simulationOnly)).toBe(accepting)
    expect(transition(accepting, swapEvents.swapSubmitted)).toBe(accepting)
    const signing = transition(accepting, swapEvents.simulationOnlyAccepted)
    expect(signing).toEqual({ ...accepting, status: 'signing' })
    // Left until the quote expires, it is quoted afresh and checked again.
    expect(transition(accepting, swapEvents.quoteExpired)).toMatchObject({
      status: 're-quoting',
      reason: 'expired',
    })
  })

  test('behavior: a taxed or unsellable token is named and accepted before the wallet is asked, then the simulation-only acceptance where still needed', () => {
    const tokenRisk = {
      kind: 'unsellable',
      reason: 'it reverts with error 0x12345678',
    } as const
    const risky = {
      ...swapEvents.guardsPassed,
      measured: { ...swapEvents.guardsPassed.measured, tokenRisk },
    }
    const accepting = transition(swapStates.checking, risky)
    expect(accepting).toMatchObject({
      status: 'accepting-token-risk',
      measured: { tokenRisk },
      next: 'signing',
    })
    // Only its own press moves it on: not the swap button, not another
    // acceptance, not a late verdict or a submission.
    expect(transition(accepting, swapEvents.swapRequested)).toBe(accepting)
    expect(transition(accepting, swapEvents.simulationOnlyAccepted)).toBe(
      accepting,
    )
    expect(transition(accepting, risky)).toBe(accepting)
    expect(transition(accepting, swapEvents.swapSubmitted)).toBe(accepting)
    const signing = transition(accepting, swapEvents.tokenRiskAccepted)
    expect(signing).toMatchObject({
      status: 'signing',
      measured: { tokenRisk },
    })
    expect(signing).not.toHaveProperty('next')
    // Both questions on a chain not yet accepted: the token first.
    const both = transition(swapStates.checking, {
      ...risky,
      protection: 'simulation-only',
    })
    expect(both).toMatchObject({
      status: 'accepting-token-risk',
      next: 'accepting-simulation-only',
    })
    const next = transition(both, swapEvents.tokenRiskAccepted)
    expect(next).toMatchObject({ status: 'accepting-simulation-only' })
    expect(transition(next, swapEvents.simulationOnlyAccepted)).toMatchObject({
      status: 'signing',
      measured: { tokenRisk },
    })
    // Each swap asks again: accepted once, a new check names it again.
    expect(transition(swapStates.checking, risky)).toMatchObject({
      status: 'accepting-token-risk',
    })
    // Left until the quote expires, it is quoted and checked afresh.
    expect(transition(accepting, swapEvents.quoteExpired)).toMatchObject({
      status: 're-quoting',
      reason: 'expired',
    })
  })

  test('behavior: once accepted on the chain, a swap cleared by simulation alone goes straight to the wallet', () => {
    const ready = transition(swapStates.ready, {
      ...swapEvents.swapRequested,
      isSimulationOnlyAccepted: true,
    })
    expect(ready).toMatchObject({
      status: 'checking',
      isSimulationOnlyAccepted: true,
    })
    const simulationOnly = {
      ...swapEvents.guardsPassed,
      protection: 'simulation-only',
    } as const
    expect(transition(ready, simulationOnly).status).toBe('signing')
  })

  test('behavior: only a swap cleared by simulation alone asks for the acceptance', () => {
    for (const protection of ['on-chain', 'decoded-minimum'] as const) {
      const passed = { ...swapEvents.guardsPassed, protection }
      expect(transition(swapStates.checking, passed).status).toBe('signing')
    }
  })

  test('behavior: after a high price impact is confirmed, the acceptance read at that press holds', () => {
    const risky = createTestExecutableQuote(
      'q1',
      {},
      { priceImpact: { percent: 12, isConfirmationRequired: true } },
    )
    const confirming = transition(
      { ...swapStates.ready, quote: risky },
      swapEvents.swapRequested,
    )
    const checking = transition(confirming, {
      ...swapEvents.priceImpactAccepted,
      isSimulationOnlyAccepted: true,
    })
    expect(checking).toMatchObject({
      status: 'checking',
      isSimulationOnlyAccepted: true,
    })
  })

  test('behavior: what the review showed stays with the swap until its outcome', () => {
    const review = {
      protection: swapStates.signing.protection,
      measured: swapStates.signing.measured,
    }
    const pending = transition(swapStates.signing, swapEvents.swapSubmitted)
    expect(pending).toMatchObject({ status: 'pending', review })
    const replaced = transition(pending, swapEvents.swapReplaced)
    expect(replaced).toMatchObject({ status: 'pending', review })
    expect(transition(pending, swapEvents.swapConfirmed)).toMatchObject({
      status: 'confirmed',
      review,
    })
    expect(transition(pending, swapEvents.swapReverted)).toMatchObject({
      status: 'reverted',
      review,
    })
    expect(
      transition(pending, {
        ...swapEvents.swapReplaced,
        reason: 'cancelled',
      }),
    ).toMatchObject({ status: 'cancelled', review })
  })

  test('behavior: native input needs no approval; its allowance step only learns whether the wallet batches', () => {
    const native = createTestExecutableQuote('qn', {
      sellToken: NATIVE_TOKEN_ADDRESS,
      allowanceTarget: null,
    })
    const reading = transition(swapStates.quoting, {
      type: 'quoteReceived',
      inputsKey,
      quote: native,
    })
    expect(reading).toEqual({
      status: 'reading-allowance',
      inputsKey,
      quote: native,
    })
    const read = { ...swapEvents.allowanceRead, allowanceWei: 1_000_000n }
    expect(transition(reading, read)).toEqual({
      status: 'ready',
      inputsKey,
      quote: native,
      batch: null,
      notice: null,
    })
    expect(transition(reading, { ...read, isBatched: true })).toEqual({
      status: 'ready',
      inputsKey,
      quote: native,
      batch: { approval: null },
      notice: null,
    })
  })

  test('behavior: where the wallet batches, a short allowance rides in the swap batch: no approval step, no re-quote', () => {
    const state = transition(swapStates['reading-allowance'], {
      ...swapEvents.allowanceRead,
      allowanceWei: 5n,
      isBatched: true,
    })
    expect(state).toEqual({
      status: 'ready',
      inputsKey,
      quote: quote1,
      batch: {
        approval: {
          currentWei: 5n,
          requiredWei: 1_000_000n,
          isResetRequired: false,
        },
      },
      notice: null,
    })
    // The batch goes with the swap through its checks and the wallet.
    if (state.status !== 'ready') throw new Error('not ready')
    const { batch } = state
    const checking = transition(state, swapEvents.swapRequested)
    expect(checking).toMatchObject({ status: 'checking', batch })
    const signing = transition(checking, swapEvents.guardsPassed)
    expect(signing).toMatchObject({ status: 'signing', batch })
    expect(transition(signing, swapEvents.walletRejected)).toMatchObject({
      status: 'ready',
      batch,
      notice: 'swap-rejected',
    })
    const wrongChain = transition(checking, {
      ...swapEvents.guardsFailed,
      check: 'chain',
    })
    expect(wrongChain).toMatchObject({
      status: 'wrong-chain',
      resume: { status: 'ready', batch },
    })
  })

  test('behavior: an allowance already enough goes straight to ready', () => {
    const state = transition(swapStates['reading-allowance'], {
      ...swapEvents.allowanceRead,
      allowanceWei: 1_000_000n,
    })
    expect(state).toMatchObject({ status: 'ready', quote: quote1 })
    const polled = transition(swapStates['needs-approval'], {
      ...swapEvents.allowanceRead,
      allowanceWei: 2_000_000n,
    })
    expect(polled.status).toBe('ready')
  })

  test('behavior: a USDT-like token resets to zero, then approves', () => {
    const needs = transition(swapStates['reading-allowance'], {
      ...swapEvents.allowanceRead,
      allowanceWei: 5n,
      isResetRequired: true,
    })
    expect(needs).toMatchObject({
      status: 'needs-approval',
      allowance: {
        currentWei: 5n,
        requiredWei: 1_000_000n,
        isResetRequired: true,
      },
    })
    const approving = run(
      needs,
      swapEvents.approvalRequested,
      { type: 'allowanceResetSubmitted', inputsKey, hash: hash1 },
      { type: 'allowanceResetConfirmed', inputsKey, hash: hash1 },
    )
    expect(approving).toMatchObject({
      status: 'approving',
      allowance: { currentWei: 0n, isResetRequired: false },
    })
  })

  test('behavior: no reset is asked from a zero allowance', () => {
    const needs = transition(swapStates['reading-allowance'], {
      ...swapEvents.allowanceRead,
      allowanceWei: 0n,
      isResetRequired: true,
    })
    expect(transition(needs, swapEvents.approvalRequested).status).toBe(
      'approving',
    )
  })

  test('behavior: a reverted approval from a non-zero allowance asks for a reset next', () => {
    const pending = {
      ...swapStates['approval-pending'],
      allowance: {
        currentWei: 5n,
        requiredWei: 1_000_000n,
        isResetRequired: false,
      },
    }
    const state = transition(pending, swapEvents.approvalReverted)
    expect(state).toMatchObject({
      status: 'needs-approval',
      notice: 'approval-reverted',
      allowance: { isResetRequired: true },
    })
    const polled = transition(state, {
      ...swapEvents.allowanceRead,
      allowanceWei: 5n,
      isResetRequired: false,
    })
    expect(polled).toMatchObject({
      notice: 'approval-reverted',
      allowance: { isResetRequired: true },
    })
  })

  test('behavior: an approval edited down in the wallet asks to approve again', () => {
    const state = transition(swapStates['approval-pending'], {
      ...swapEvents.approvalConfirmed,
      allowanceWei: 10n,
      isResetRequired: true,
    })
    expect(state).toMatchObject({
      status: 'needs-approval',
      notice: 'approval-short',
      allowance: { currentWei: 10n, isResetRequired: true },
    })
  })

  test('behavior: a rejected approval returns to the approval step with a notice', () => {
    expect(
      transition(swapStates.approving, swapEvents.approvalRejected),
    ).toMatchObject({ status: 'needs-approval', notice: 'approval-rejected' })
  })

  test('behavior: re-quotes after approval; a changed output must be accepted', () => {
    const afterApproval = transition(
      swapStates['approval-pending'],
      swapEvents.approvalConfirmed,
    )
    expect(afterApproval).toEqual({
      status: 're-quoting',
      inputsKey,
      reason: 'approval',
      previousQuote: quote1,
      retryAtMs: null,
    })
    const changed = createTestExecutableQuote('q2', {
      dstAmount: '1900000000000000000',
    })
    expect(
      transition(afterApproval, {
        type: 'requoteReceived',
        inputsKey,
        quote: changed,
      }),
    ).toEqual({
      status: 'quote-changed',
      inputsKey,
      quote: { ...changed, acceptedQuote: quote1 },
      previousQuote: quote1,
    })
    // The same output goes on: the allowance is read again (RPC only),
    // then the swap; the quote is still held to quote1.
    const sameOutput = createTestExecutableQuote('q3')
    expect(
      transition(afterApproval, {
        type: 'requoteReceived',
        inputsKey,
        quote: sameOutput,
      }),
    ).toEqual({
      status: 'reading-allowance',
      inputsKey,
      quote: { ...sameOutput, acceptedQuote: quote1 },
    })
    // 0.05 % less, within the tolerance: no prompt.
    const slightlyLower = createTestExecutableQuote('q4', {
      dstAmount: '1999000000000000000',
      minAmountOut: '1989005000000000000',
    })
    expect(
      transition(afterApproval, {
        type: 'requoteReceived',
        inputsKey,
        quote: slightlyLower,
      }),
    ).toEqual({
      status: 'reading-allowance',
      inputsKey,
      quote: { ...slightlyLower, acceptedQuote: quote1 },
    })
  })

  test('behavior: a quote change cannot be signed before it is accepted', () => {
    const state = swapStates['quote-changed']
    expect(transition(state, swapEvents.swapRequested)).toBe(state)
  })

  test('behavior: a high price impact needs an explicit confirmation', () => {
    const risky = createTestExecutableQuote(
      'q1',
      {},
      {
        priceImpact: { percent: 12, isConfirmationRequired: true },
      },
    )
    const ready = { ...swapStates.ready, quote: risky }
    const confirming = transition(ready, swapEvents.swapRequested)
    expect(confirming.status).toBe('confirming-price-impact')
    expect(transition(confirming, swapEvents.priceImpactAccepted).status).toBe(
      'checking',
    )
    expect(transition(confirming, swapEvents.reset).status).toBe('idle')
  })

  test('behavior: a confirmation ticked on the card for about this loss asks no second press', () => {
    const risky = createTestExecutableQuote(
      'q1',
      {},
      { priceImpact: { percent: 38, isConfirmationRequired: true } },
    )
    const ready = { ...swapStates.ready, quote: risky }
    expect(
      transition(ready, {
        ...swapEvents.swapRequested,
        isPriceImpactAccepted: true,
      }).status,
    ).toBe('checking')
  })

  test('behavior: an expired quote is fetched again, and compared with what was seen', () => {
    expect(transition(swapStates.ready, swapEvents.quoteExpired)).toEqual({
      status: 're-quoting',
      inputsKey,
      reason: 'expired',
      previousQuote: quote1,
      retryAtMs: null,
    })
    for (const check of ['expired', 'mismatch'] as const) {
      expect(
        transition(swapStates.checking, { ...swapEvents.guardsFailed, check }),
      ).toEqual({
        status: 're-quoting',
        inputsKey,
        reason: check,
        previousQuote: quote1,
        retryAtMs: null,
      })
    }
  })

  test('behavior: a failed guard stops the flow and says which check', () => {
    for (const check of [
      'router',
      'code-hash',
      'simulation',
      'spender',
    ] as const) {
      expect(
        transition(swapStates.checking, {
          ...swapEvents.guardsFailed,
          check,
          message: `failed ${check}`,
        }),
      ).toEqual({
        status: 'guard-failed',
        inputsKey,
        quote: quote1,
        check,
        message: `failed ${check}`,
      })
    }
    expect(
      transition(swapStates.approving, {
        ...swapEvents.guardsFailed,
        check: 'approval-selector',
      }),
    ).toMatchObject({ status: 'guard-failed', check: 'approval-selector' })
  })

  test('behavior: a wallet on the wrong chain is switched, then the flow resumes', () => {
    const wrong = transition(swapStates.checking, {
      ...swapEvents.guardsFailed,
      check: 'chain',
    })
    expect(wrong).toMatchObject({
      status: 'wrong-chain',
      resume: { status: 'ready', quote: quote1 },
    })
    expect(transition(wrong, { type: 'chainSwitched', chainId: 1 })).toBe(wrong)
    expect(transition(wrong, { type: 'chainSwitched', chainId: 999 })).toEqual({
      status: 'ready',
      inputsKey,
      quote: quote1,
      batch: null,
      notice: null,
    })
    const beforeApproval = transition(swapStates.approving, {
      ...swapEvents.guardsFailed,
      check: 'chain',
    })
    expect(
      transition(beforeApproval, { type: 'chainSwitched', chainId: 999 }),
    ).toMatchObject({ status: 'needs-approval', notice: null })
  })

  test('behavior: a rejected swap returns to ready with a notice', () => {
    expect(transition(swapStates.signing, swapEvents.walletRejected)).toEqual({
      status: 'ready',
      inputsKey,
      quote: quote1,
      batch: null,
      notice: 'swap-rejected',
    })
  })

  test('behavior: a replaced swap is followed to its replacement', () => {
    const replaced = transition(swapStates.pending, swapEvents.swapReplaced)
    expect(replaced).toMatchObject({
      status: 'pending',
      hash: hash2,
      replacedHashes: [hash1],
    })
    expect(transition(replaced, swapEvents.swapConfirmed)).toBe(replaced)
    expect(
      transition(replaced, { ...swapEvents.swapConfirmed, hash: hash2 }),
    ).toMatchObject({ status: 'confirmed', hash: hash2 })
  })

  test('behavior: a swap cancelled in the wallet ends as cancelled', () => {
    const cancelled = transition(swapStates.pending, {
      ...swapEvents.swapReplaced,
      reason: 'cancelled',
    })
    expect(cancelled).toEqual({
      status: 'cancelled',
      inputsKey,
      quote: quote1,
      hash: hash2,
      review: swapStates.pending.review,
    })
    expect(
      transition(cancelled, { ...swapEvents.swapConfirmed, hash: hash2 }),
    ).toBe(cancelled)
  })

  test('behavior: a revert keeps its reason', () => {
    expect(
      transition(swapStates.pending, swapEvents.swapReverted),
    ).toMatchObject({
      status: 'reverted',
      hash: hash1,
      reason: 'InsufficientOutput',
    })
  })

  test('behavior: a network error while a transaction is out keeps tracking it', () => {
    for (const status of [
      'pending',
      'approval-pending',
      'reset-pending',
    ] as const) {
      expect(
        transition(swapStates[status], swapEvents.errorRaised),
      ).toMatchObject({
        status,
        hash: hash1,
        trackingError: 'The network cannot be reached.',
      })
    }
    const tracked = transition(swapStates.pending, swapEvents.errorRaised)
    expect(transition(tracked, swapEvents.swapReplaced)).toMatchObject({
      trackingError: null,
    })
  })

  test('behavior: an error elsewhere fails the flow and remembers where', () => {
    expect(transition(swapStates.signing, swapEvents.errorRaised)).toEqual({
      status: 'failed',
      inputsKey,
      error: swapEvents.errorRaised.error,
      failedDuring: 'signing',
      lastQuote: quote1,
    })
    expect(
      transition(swapStates['re-quoting'], swapEvents.errorRaised),
    ).toMatchObject({ failedDuring: 're-quoting', lastQuote: quote1 })
    expect(
      transition(swapStates.quoting, swapEvents.errorRaised),
    ).toMatchObject({ failedDuring: 'quoting', lastQuote: null })
  })

  test('behavior: retry after a refusal, a revert or a cancelled swap asks for a fresh quote, held to the last one', () => {
    for (const status of ['guard-failed', 'reverted', 'cancelled'] as const) {
      expect(transition(swapStates[status], swapEvents.retryRequested)).toEqual(
        {
          status: 're-quoting',
          inputsKey,
          reason: 'retry',
          previousQuote: quote1,
          retryAtMs: null,
        },
      )
    }
    const failedSigning = {
      ...swapStates.failed,
      failedDuring: 'signing',
      lastQuote: quote1,
    } as const
    expect(transition(failedSigning, swapEvents.retryRequested)).toMatchObject({
      status: 're-quoting',
      reason: 'retry',
      previousQuote: quote1,
    })
    // Nothing seen yet: a first quote.
    expect(transition(swapStates.failed, swapEvents.retryRequested)).toEqual({
      status: 'quoting',
      inputsKey,
      retryAtMs: null,
    })
  })

  test('behavior: retry after a step that sent nothing goes on with the same quote, asking the service nothing', () => {
    for (const failedDuring of [
      'reading-allowance',
      'approving',
      'resetting-allowance',
      'checking',
    ] as const) {
      const failed = { ...swapStates.failed, failedDuring, lastQuote: quote1 }
      expect(transition(failed, swapEvents.retryRequested)).toEqual({
        status: 'reading-allowance',
        inputsKey,
        quote: quote1,
      })
    }
  })
})

describe('transition: Review starts from the quote on screen', () => {
  const native = createTestExecutableQuote('qn', {
    sellToken: NATIVE_TOKEN_ADDRESS,
    allowanceTarget: null,
  })

  test('behavior: a valid screen quote is used as it is, no quote asked', () => {
    const review = (quote: typeof quote1) =>
      transition(swapStates.idle, {
        type: 'reviewRequested',
        inputsKey,
        shown: { quote, isExpired: false },
      })
    expect(review(quote1)).toEqual({
      status: 'reading-allowance',
      inputsKey,
      quote: quote1,
    })
    expect(review(native)).toEqual({
      status: 'reading-allowance',
      inputsKey,
      quote: native,
    })
  })

  test('behavior: an expired screen quote is asked again, held to the one the person saw', () => {
    expect(
      transition(swapStates.idle, {
        type: 'reviewRequested',
        inputsKey,
        shown: { quote: quote1, isExpired: true },
      }),
    ).toEqual({
      status: 're-quoting',
      inputsKey,
      reason: 'expired',
      previousQuote: quote1,
      retryAtMs: null,
    })
  })

  test('behavior: without a screen quote the flow asks for its first one', () => {
    expect(transition(swapStates.idle, swapEvents.reviewRequested)).toEqual({
      status: 'quoting',
      inputsKey,
      retryAtMs: null,
    })
  })
})

describe('transition: the quote signed is the quote shown', () => {
  /** 5 % less than quote1: beyond any tolerance. */
  const worse = createTestExecutableQuote('q5', {
    dstAmount: '1900000000000000000',
    buyAmount: '1900000000000000000',
    minAmountOut: '1890500000000000000',
  })
  const afterReviewExpired = transition(swapStates.idle, {
    type: 'reviewRequested',
    inputsKey,
    shown: { quote: quote1, isExpired: true },
  })
  const afterApproval = transition(
    swapStates['approval-pending'],
    swapEvents.approvalConfirmed,
  )
  const afterExpiry = transition(swapStates.ready, swapEvents.quoteExpired)
  const afterMismatch = transition(swapStates.checking, {
    ...swapEvents.guardsFailed,
    check: 'mismatch',
  })
  const afterRetry = (state: SwapState) =>
    transition(state, swapEvents.retryRequested)
  const paths: [string, SwapState][] = [
    ['Review with an expired screen quote', afterReviewExpired],
    ['after an approval', afterApproval],
    ['after expiry at review', afterExpiry],
    [
      'after expiry found by the checks',
      transition(swapStates.checking, {
        ...swapEvents.guardsFailed,
        check: 'expired',
      }),
    ],
    ['after a mismatch', afterMismatch],
    ['retry after a refused check', afterRetry(swapStates['guard-failed'])],
    ['retry after a revert', afterRetry(swapStates.reverted)],
    ['retry after a cancelled swap', afterRetry(swapStates.cancelled)],
    [
      'retry after a failed re-quote',
      afterRetry(transition(swapStates['re-quoting'], swapEvents.errorRaised)),
    ],
    [
      'retry after a wallet error while signing',
      afterRetry(transition(swapStates.signing, swapEvents.errorRaised)),
    ],
  ]

  test.each(paths)(
    'behavior: %s, a worse quote is shown and must be accepted before the wallet is asked',
    (_path, requoting) => {
      expect(requoting.status).toBe('re-quoting')
      const changed = transition(requoting, {
        type: 'requoteReceived',
        inputsKey,
        quote: worse,
      })
      expect(changed).toEqual({
        status: 'quote-changed',
        inputsKey,
        quote: { ...worse, acceptedQuote: quote1 },
        previousQuote: quote1,
      })
      // Nothing reaches signing before the acceptance.
      expect(
        transition(changed, { ...swapEvents.swapRequested, quoteKey: 'q5' }),
      ).toBe(changed)
      const accepted = transition(changed, {
        type: 'quoteChangeAccepted',
        inputsKey,
        quoteKey: 'q5',
      })
      expect(accepted).toMatchObject({
        status: 'reading-allowance',
        quote: worse,
      })
    },
  )

  /** A quote `permille` ‰ below 2.0 (quote1's output), minimum alike. */
  const lowerBy = (key: string, permille: bigint) => {
    const dst = (2_000_000_000_000_000_000n * (1000n - permille)) / 1000n
    return createTestExecutableQuote(key, {
      dstAmount: String(dst),
      buyAmount: String(dst),
      minAmountOut: String((dst * 995n) / 1000n),
    })
  }
  const enoughAllowance = {
    ...swapEvents.allowanceRead,
    allowanceWei: 10n ** 9n,
  }
  /** From re-quoting to the next quote, ready to swap (enough allowance). */
  const receive = (state: SwapState, quote: ExecutableQuote) => {
    const next = transition(state, {
      type: 'requoteReceived',
      inputsKey,
      quote,
    })
    return next.status === 'reading-allowance'
      ? transition(next, enoughAllowance)
      : next
  }

  test('behavior: a changed quote left unaccepted until it expires: the next one is held to the accepted quote, not to the one that waited', () => {
    const changed = receive(afterApproval, worse)
    expect(changed.status).toBe('quote-changed')
    const expired = transition(changed, {
      ...swapEvents.quoteExpired,
      quoteKey: 'q5',
    })
    // While asking, the card keeps the figures it showed last.
    expect(expired).toMatchObject({
      status: 're-quoting',
      reason: 'expired',
      previousQuote: { key: 'q5' },
    })
    // The pool did not move again: the same figures, still not accepted.
    const same = createTestExecutableQuote('q6', worse.response)
    expect(receive(expired, same)).toEqual({
      status: 'quote-changed',
      inputsKey,
      quote: { ...same, acceptedQuote: quote1 },
      previousQuote: quote1,
    })
  })

  test('behavior: changes that each pass silently never add up: the second is held to the accepted quote', () => {
    // 0.2 % lower: within the tolerance (0.25 % at 0.5 % slippage).
    const first = lowerBy('q6', 2n)
    const ready = receive(afterApproval, first)
    expect(ready).toMatchObject({ status: 'ready', quote: { key: 'q6' } })
    const expired = transition(ready, {
      ...swapEvents.quoteExpired,
      quoteKey: 'q6',
    })
    // 0.2 % below the last, 0.4 % below the accepted quote1.
    const second = lowerBy('q7', 4n)
    expect(receive(expired, second)).toEqual({
      status: 'quote-changed',
      inputsKey,
      quote: { ...second, acceptedQuote: quote1 },
      previousQuote: quote1,
    })
  })

  test('behavior: once accepted, the new quote is the measure: the same figures again go on without a prompt', () => {
    const changed = receive(afterApproval, worse)
    const accepted = transition(changed, {
      ...swapEvents.quoteChangeAccepted,
      quoteKey: 'q5',
    })
    const ready = transition(accepted, enoughAllowance)
    expect(ready).toMatchObject({
      status: 'ready',
      quote: { key: 'q5', acceptedQuote: null },
    })
    const expired = transition(ready, {
      ...swapEvents.quoteExpired,
      quoteKey: 'q5',
    })
    const same = createTestExecutableQuote('q6', worse.response)
    expect(receive(expired, same)).toMatchObject({
      status: 'ready',
      quote: { key: 'q6', acceptedQuote: { key: 'q5' } },
    })
  })
})

describe('transition: a quote refused for budget waits for Retry-After', () => {
  test('behavior: deferred, it waits (a late answer is ignored), then asks again', () => {
    const deferred = transition(swapStates['re-quoting'], {
      type: 'quoteDeferred',
      inputsKey,
      retryAtMs: 9_000,
    })
    expect(deferred).toEqual({ ...swapStates['re-quoting'], retryAtMs: 9_000 })
    expect(
      transition(deferred, { ...swapEvents.quoteDeferred, retryAtMs: 20_000 }),
    ).toBe(deferred)
    expect(transition(deferred, swapEvents.requoteReceived)).toBe(deferred)
    const again = transition(deferred, swapEvents.quoteWaitOver)
    expect(again).toEqual(swapStates['re-quoting'])
    expect(again).not.toBe(swapStates['re-quoting'])
    // A first quote waits the same way.
    expect(
      transition(
        transition(swapStates.quoting, swapEvents.quoteDeferred),
        swapEvents.quoteWaitOver,
      ),
    ).toEqual(swapStates.quoting)
  })

  test('behavior: the person can leave a budget wait', () => {
    const deferred = transition(
      swapStates['re-quoting'],
      swapEvents.quoteDeferred,
    )
    expect(transition(deferred, swapEvents.reset)).toEqual({ status: 'idle' })
  })
})

// 1,000,000 out at 1 % slippage: the tolerance is the 0.5 % cap.
const reviewed = { dstAmount: '1000000', minAmountOut: '990000' }
const scaled = (bps: number) => ({
  dstAmount: String(1_000_000 - bps * 100),
  minAmountOut: String(990_000 - bps * 99),
})

describe('needsQuoteChangeAcceptance', () => {
  test('behavior: the same or a better figure proceeds', () => {
    expect(needsQuoteChangeAcceptance(reviewed, reviewed)).toBe(false)
    expect(
      needsQuoteChangeAcceptance(reviewed, {
        dstAmount: '1200000',
        minAmountOut: '1188000',
      }),
    ).toBe(false)
  })

  test('behavior: a fall within the tolerance proceeds, one beyond it asks', () => {
    expect(QUOTE_CHANGE_TOLERANCE_BPS).toBe(50n)
    expect(needsQuoteChangeAcceptance(reviewed, scaled(49))).toBe(false)
    expect(needsQuoteChangeAcceptance(reviewed, scaled(50))).toBe(false)
    expect(needsQuoteChangeAcceptance(reviewed, scaled(51))).toBe(true)
    expect(needsQuoteChangeAcceptance(reviewed, scaled(500))).toBe(true)
  })

  test('behavior: a tight slippage tightens the tolerance to half of it', () => {
    // 0.2 % slippage: 10 bps may pass silently, 11 may not.
    const tight = { dstAmount: '1000000', minAmountOut: '998000' }
    const within = { dstAmount: '999000', minAmountOut: '997002' }
    const beyond = { dstAmount: '998900', minAmountOut: '996902' }
    expect(needsQuoteChangeAcceptance(tight, within)).toBe(false)
    expect(needsQuoteChangeAcceptance(tight, beyond)).toBe(true)
  })

  test('behavior: a minimum that falls beyond the tolerance asks even when the output holds', () => {
    expect(
      needsQuoteChangeAcceptance(reviewed, {
        dstAmount: '1000000',
        minAmountOut: '980000',
      }),
    ).toBe(true)
  })

  test('behavior: a re-quote that lost its minimum asks', () => {
    expect(needsQuoteChangeAcceptance(reviewed, { dstAmount: '1000000' })).toBe(
      true,
    )
  })

  test('behavior: without a minimum the fixed tolerance applies to the output', () => {
    const bare = { dstAmount: '1000000' }
    expect(needsQuoteChangeAcceptance(bare, { dstAmount: '995000' })).toBe(
      false,
    )
    expect(needsQuoteChangeAcceptance(bare, { dstAmount: '994999' })).toBe(true)
  })
})

describe('transition: the first press goes on by itself', () => {
  const goingOn = { isSimulationOnlyAccepted: true }
  const press = (
    shown: { quote: ExecutableQuote; isExpired: boolean } | null,
  ): SwapEvent => ({ type: 'reviewRequested', inputsKey, shown, goingOn })
  const first = press({ quote: quote1, isExpired: false })
  const read = (
    allowanceWei: bigint,
    isBatched: boolean,
    isResetRequired = false,
  ): SwapEvent => ({
    type: 'allowanceRead',
    inputsKey,
    allowanceWei,
    isResetRequired,
    isBatched,
  })
  const required = BigInt(quote1.response.sellAmount)
  const shortAllowance: SwapAllowance = {
    currentWei: 0n,
    requiredWei: required,
    isResetRequired: false,
  }

  test('behavior: the press carries its going on into the allowance read', () => {
    expect(transition(swapStates.idle, first)).toEqual({
      status: 'reading-allowance',
      inputsKey,
      quote: quote1,
      goingOn,
    })
  })

  test('behavior: a wallet that batches: one press reaches the checks, the approval in the batch', () => {
    expect(run(swapStates.idle, first, read(0n, true))).toEqual({
      status: 'checking',
      inputsKey,
      quote: quote1,
      batch: { approval: shortAllowance },
      isSimulationOnlyAccepted: true,
    })
    expect(run(swapStates.idle, first, read(required, true))).toEqual({
      status: 'checking',
      inputsKey,
      quote: quote1,
      batch: { approval: null },
      isSimulationOnlyAccepted: true,
    })
  })

  test('behavior: no approval needed, a lone swap: one press reaches the checks', () => {
    expect(run(swapStates.idle, first, read(required, false))).toEqual({
      status: 'checking',
      inputsKey,
      quote: quote1,
      batch: null,
      isSimulationOnlyAccepted: true,
    })
  })

  test('behavior: the acceptance of simulation-only swaps is the one the press read', () => {
    const unaccepted: SwapEvent = {
      ...first,
      goingOn: { isSimulationOnlyAccepted: false },
    } as SwapEvent
    expect(run(swapStates.idle, unaccepted, read(required, false))).toEqual(
      expect.objectContaining({
        status: 'checking',
        isSimulationOnlyAccepted: false,
      }),
    )
  })

  test('behavior: a wallet that cannot batch: the press sends the approval, the re-quote after it waits for the second press', () => {
    const approving = run(swapStates.idle, first, read(0n, false))
    expect(approving).toEqual({
      status: 'approving',
      inputsKey,
      quote: quote1,
      allowance: shortAllowance,
    })
    const requoting = run(approving, swapEvents.approvalSubmitted, {
      ...swapEvents.approvalConfirmed,
      allowanceWei: required,
    })
    expect(requoting).toEqual({
      status: 're-quoting',
      inputsKey,
      reason: 'approval',
      previousQuote: quote1,
      retryAtMs: null,
    })
    const ready = run(
      requoting,
      swapEvents.requoteReceived,
      read(required, false),
    )
    expect(ready).toMatchObject({ status: 'ready', batch: null })
    expect(transition(ready, swapEvents.swapRequested).status).toBe('checking')
  })

  test('behavior: a token that must go to zero first: the press starts with the reset', () => {
    expect(run(swapStates.idle, first, read(5n, false, true))).toMatchObject({
      status: 'resetting-allowance',
      allowance: { currentWei: 5n, isResetRequired: true },
    })
  })

  test('behavior: a price impact the tick does not cover still stops for its confirmation', () => {
    const risky = createTestExecutableQuote(
      'q1',
      {},
      { priceImpact: { percent: 38, isConfirmationRequired: true } },
    )
    const state = run(
      swapStates.idle,
      press({ quote: risky, isExpired: false }),
      read(0n, true),
    )
    expect(state).toEqual({
      status: 'confirming-price-impact',
      inputsKey,
      quote: risky,
      batch: { approval: shortAllowance },
    })
  })

  test('behavior: without a screen quote the going on waits through the quote and its budget wait', () => {
    const quoting = transition(swapStates.idle, press(null))
    expect(quoting).toEqual({
      status: 'quoting',
      inputsKey,
      retryAtMs: null,
      goingOn,
    })
    const deferred = run(
      quoting,
      swapEvents.quoteDeferred,
      swapEvents.quoteWaitOver,
    )
    expect(deferred).toEqual(quoting)
    expect(
      run(deferred, swapEvents.quoteReceived, read(0n, false)).status,
    ).toBe('approving')
  })

  test('behavior: an expired screen quote re-quoted within tolerance goes on; a change beyond it stops, and its acceptance does not sign', () => {
    const requoting = transition(
      swapStates.idle,
      press({ quote: quote1, isExpired: true }),
    )
    expect(requoting).toMatchObject({ status: 're-quoting', goingOn })
    expect(
      run(requoting, swapEvents.requoteReceived, read(required, true)).status,
    ).toBe('checking')
    const worse = createTestExecutableQuote('q5', {
      dstAmount: String((BigInt(quote1.response.dstAmount) * 95n) / 100n),
    })
    const changed = transition(requoting, {
      ...swapEvents.requoteReceived,
      quote: worse,
    })
    expect(changed.status).toBe('quote-changed')
    expect(changed).not.toHaveProperty('goingOn')
    const accepted = run(
      changed,
      { type: 'quoteChangeAccepted', inputsKey, quoteKey: 'q5' },
      { ...read(required, true) },
    )
    expect(accepted.status).toBe('ready')
  })

  test('behavior: a retry after a failure asks for its own press again', () => {
    const failed = run(
      swapStates.idle,
      first,
      swapEvents.errorRaised,
      swapEvents.retryRequested,
    )
    expect(failed).toEqual({
      status: 'reading-allowance',
      inputsKey,
      quote: quote1,
    })
    expect(transition(failed, read(required, true)).status).toBe('ready')
  })

  test('behavior: an allowance read again while the approval waits stays there', () => {
    const waiting = run(
      swapStates.idle,
      { ...first, goingOn: undefined } as SwapEvent,
      read(0n, false),
    )
    expect(waiting.status).toBe('needs-approval')
    expect(transition(waiting, read(0n, false)).status).toBe('needs-approval')
  })
})
