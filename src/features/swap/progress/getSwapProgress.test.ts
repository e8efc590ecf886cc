import { describe, expect, test } from 'vitest'
import { createTestI18n } from '../../../lib/i18n/testing/createTestI18n'
import {
  hash1,
  hash2,
  inputsKey,
  swapStates as s,
} from '../lifecycle/testing/swapFixtures'
import type { SwapState } from '../lifecycle/types'
import { getSwapProgress, type StepProgress } from './getSwapProgress'

const i18n = createTestI18n()

/** Feeds the states in order, one second apart, as the flow would. */
function walk(states: SwapState[]) {
  let steps: StepProgress[] = []
  return states.map((state, index) => {
    steps = getSwapProgress(steps, state, 1_000 * (index + 1), i18n)
    return steps
  })
}

const brief = (steps: StepProgress[]) =>
  steps.map((step) => `${step.step}:${step.status}`).join(' ')

const approvalPending: SwapState = { ...s['approval-pending'], hash: hash2 }

describe('getSwapProgress', () => {
  test('behavior: an approval swap goes Approve → Re-quote → Sign → Confirm, each in order', () => {
    const seen = walk([
      s.quoting,
      s['reading-allowance'],
      s['needs-approval'],
      s.approving,
      approvalPending,
      s['re-quoting'],
      s.ready,
      s.checking,
      s.signing,
      s.pending,
      s.confirmed,
    ])
    expect(seen.map(brief)).toEqual([
      '',
      '',
      'approve:upcoming requote:upcoming sign:upcoming confirm:upcoming',
      'approve:wallet requote:upcoming sign:upcoming confirm:upcoming',
      'approve:pending requote:upcoming sign:upcoming confirm:upcoming',
      'approve:done requote:pending sign:upcoming confirm:upcoming',
      'approve:done requote:done sign:upcoming confirm:upcoming',
      'approve:done requote:done sign:pending confirm:upcoming',
      'approve:done requote:done sign:wallet confirm:upcoming',
      'approve:done requote:done sign:done confirm:pending',
      'approve:done requote:done sign:done confirm:done',
    ])
    const last = seen.at(-1) ?? []
    expect(last.map((step) => step.hash)).toEqual([hash2, null, null, hash1])
  })

  test('behavior: a native swap needs only Sign → Confirm', () => {
    const seen = walk([
      s.quoting,
      s.ready,
      s.checking,
      s.signing,
      s.pending,
      s.confirmed,
    ])
    expect(seen.map(brief)).toEqual([
      '',
      'sign:upcoming confirm:upcoming',
      'sign:pending confirm:upcoming',
      'sign:wallet confirm:upcoming',
      'sign:done confirm:pending',
      'sign:done confirm:done',
    ])
  })

  test('behavior: a step keeps the time it started waiting while it waits', () => {
    const steps = walk([s.ready, s.signing, s.pending])
    const pending = steps[2]?.find((step) => step.step === 'confirm')
    expect(pending).toMatchObject({ status: 'pending', startedAtMs: 3_000 })
    const again = getSwapProgress(
      steps[2] ?? [],
      { ...s.pending, trackingError: 'slow RPC' },
      9_000,
      i18n,
    )
    expect(again.find((step) => step.step === 'confirm')?.startedAtMs).toBe(
      3_000,
    )
  })

  test('behavior: failures land on their step, with what went wrong', () => {
    const rejected = walk([
      s['needs-approval'],
      s.approving,
      {
        ...s['needs-approval'],
        notice: 'approval-rejected',
      },
    ]).at(-1)
    expect(rejected?.[0]).toMatchObject({
      step: 'approve',
      status: 'failed',
      note: 'Rejected in the wallet',
    })
    const reverted = walk([s.ready, s.signing, s.pending, s.reverted]).at(-1)
    expect(brief(reverted ?? [])).toBe('sign:done confirm:failed')
    const failed = walk([
      s.ready,
      s.signing,
      { ...s.failed, failedDuring: 'signing' },
    ]).at(-1)
    expect(failed?.[0]).toMatchObject({
      step: 'sign',
      status: 'failed',
      note: 'The network cannot be reached.',
    })
  })

  test('behavior: a re-quote after expiry adds the Re-quote step; a new flow starts empty', () => {
    const seen = walk([
      s.ready,
      {
        status: 're-quoting',
        inputsKey,
        reason: 'expired',
        previousQuote: s.ready.quote,
        retryAtMs: null,
      },
      s.ready,
      s.idle,
    ])
    expect(seen.map(brief)).toEqual([
      'sign:upcoming confirm:upcoming',
      'requote:pending sign:upcoming confirm:upcoming',
      'requote:done sign:upcoming confirm:upcoming',
      '',
    ])
  })
})
