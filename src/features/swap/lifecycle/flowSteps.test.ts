import { describe, expect, test } from 'vitest'
import { createTestI18n } from '../../../lib/i18n/testing/createTestI18n'
import { flowSteps, isSwapInFlight, roleOf, stepOf } from './flowSteps'
import { swapStates } from './testing/swapFixtures'
import type { SwapStatus } from './types'

const i18n = createTestI18n()

describe('flowSteps', () => {
  test('behavior: the steps of one swap, in order', () => {
    expect(flowSteps.map(({ id, label }) => `${id}:${i18n._(label)}`)).toEqual([
      'quote:Quote',
      'allowance:Allowance',
      'approve:Approve',
      'requote:Re-quote',
      'sign:Sign',
      'confirm:Confirm',
    ])
  })

  test('behavior: every state of the machine but idle and failed is in exactly one step', () => {
    const statuses = Object.keys(swapStates) as SwapStatus[]
    const placed = flowSteps.flatMap(({ states }) => Object.keys(states))
    expect(new Set(placed).size).toBe(placed.length)
    expect(placed.sort()).toEqual(
      statuses.filter((s) => s !== 'idle' && s !== 'failed').sort(),
    )
    expect(stepOf('idle')).toBeNull()
    expect(stepOf('failed')).toBeNull()
    expect(stepOf('approval-pending')).toBe('approve')
  })

  test('behavior: what each state waits for, and the press that moves it on', () => {
    const roles = Object.fromEntries(
      (Object.keys(swapStates) as SwapStatus[]).map((status) => {
        const role = roleOf(status)
        return [
          status,
          'press' in role ? `${role.waits}:${role.press}` : role.waits,
        ]
      }),
    )
    expect(roles).toEqual({
      idle: 'person:review',
      quoting: 'app',
      'reading-allowance': 'app',
      'needs-approval': 'person:approve',
      'resetting-allowance': 'wallet',
      'reset-pending': 'chain',
      approving: 'wallet',
      'approval-pending': 'chain',
      're-quoting': 'app',
      'quote-changed': 'person:accept-quote',
      ready: 'person:swap',
      'confirming-price-impact': 'person:confirm-price-impact',
      checking: 'app',
      'wrong-chain': 'person:switch-chain',
      'guard-failed': 'nothing:retry',
      'accepting-simulation-only': 'person:accept-simulation-only',
      'accepting-token-risk': 'person:accept-token-risk',
      signing: 'wallet',
      pending: 'chain',
      confirmed: 'nothing:new-swap',
      reverted: 'nothing:retry',
      cancelled: 'nothing:retry',
      failed: 'nothing:retry',
    })
  })
})

describe('isSwapInFlight', () => {
  test('behavior: only wallet prompts and mined waits lock the flow', () => {
    const locked = Object.values(swapStates)
      .filter(isSwapInFlight)
      .map((state) => state.status)
    expect(locked).toEqual([
      'resetting-allowance',
      'reset-pending',
      'approving',
      'approval-pending',
      'signing',
      'pending',
    ])
  })
})
