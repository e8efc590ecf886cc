import { describe, expect, test } from 'vitest'
import { roleOf } from '../lifecycle/flowSteps'
import {
  createTestExecutableQuote,
  quote1,
  readySwapForm,
  swapStates,
} from '../lifecycle/testing/swapFixtures'
import type { SwapState } from '../lifecycle/types'
import { flowActions } from './flowActions'
import { getSwapAction } from './getSwapAction'

const flowButton = { flowActions, roleOf }

const actionOf = (state: SwapState) =>
  getSwapAction(state, readySwapForm, flowButton)

describe('getSwapAction', () => {
  test('behavior: every state maps to one button', () => {
    const buttons = Object.fromEntries(
      Object.entries(swapStates).map(([status, state]) => {
        const { kind, label, isDisabled, hint } = actionOf(state)
        return [
          status,
          `${kind}${isDisabled ? ' (disabled)' : ''} | ${label} | ${hint}`,
        ]
      }),
    )
    expect(buttons).toMatchInlineSnapshot(`
      {
        "accepting-simulation-only": "accept-simulation-only | Accept for this network | Checked by simulation; this router's minimum is not enforced on chain; a wallet that batches calls would enforce it.",
        "accepting-token-risk": "accept-token-risk | Accept the 5% tax and swap | This token takes 5% on transfer: you receive about 1.9 DAI, not 2 DAI.",
        "approval-pending": "none (disabled) | Approving USDC… | Waiting for the approval to be confirmed. The quote is refreshed right after.",
        "approving": "none (disabled) | Confirm the approval in your wallet | Your wallet shows the swap router as the spender.",
        "cancelled": "retry | Try again | The swap was cancelled in your wallet. Nothing was swapped; only gas was spent.",
        "checking": "none (disabled) | Checking the transaction… | Verifying the router, the network and the quote before your wallet is asked.",
        "confirmed": "new-swap | New swap | Swap confirmed. You received 2 DAI.",
        "confirming-price-impact": "confirm-price-impact | Swap anyway | Price impact is about 0.1%: you receive noticeably less than the market price.",
        "failed": "retry | Try again | The network cannot be reached.",
        "guard-failed": "retry | Get a new quote | Stopped before your wallet was asked: The swap transaction is addressed to another contract.",
        "idle": "review | Swap | null",
        "needs-approval": "approve | Approve USDC | Allow the swap router to spend your USDC. This is a separate transaction and costs gas.",
        "pending": "none (disabled) | Swapping… | Waiting for the transaction to be confirmed.",
        "quote-changed": "accept-quote | Accept the new quote | Quote changed: you now receive 2 DAI instead of 2.1 DAI.",
        "quoting": "none (disabled) | Getting your quote… | null",
        "re-quoting": "none (disabled) | Refreshing the quote… | Approval confirmed. Getting a fresh quote before you swap.",
        "reading-allowance": "none (disabled) | Checking your approval… | null",
        "ready": "swap | Swap | null",
        "reset-pending": "none (disabled) | Resetting the approval… | Waiting for the reset to be confirmed.",
        "resetting-allowance": "none (disabled) | Confirm the reset in your wallet | Step 1 of 2: set the USDC allowance to zero.",
        "reverted": "retry | Try again | The swap failed on-chain. Your tokens did not move; only gas was spent. Reason: The price moved beyond your slippage.",
        "signing": "none (disabled) | Confirm the swap in your wallet | null",
        "wrong-chain": "switch-chain | Switch network | Your wallet is on another network. Switch to network 999 to continue.",
      }
    `)
  })

  test('behavior: only waiting states are disabled, and every row has a label', () => {
    for (const state of Object.values(swapStates)) {
      const action = actionOf(state)
      expect(action.isDisabled).toBe(action.kind === 'none')
      expect(action.label).not.toBe('')
    }
  })

  test('behavior: approval labels tell a reset and say why the person is back', () => {
    const state = swapStates['needs-approval']
    const reset = actionOf({
      ...state,
      allowance: { ...state.allowance, currentWei: 5n, isResetRequired: true },
    })
    expect(reset.label).toBe('Reset and approve USDC')
    expect(reset.hint).toMatch(/asks twice/)
    for (const notice of [
      'approval-rejected',
      'approval-reverted',
      'approval-short',
    ] as const) {
      expect(actionOf({ ...state, notice }).hint).not.toMatch(/Allow the/)
    }
  })

  test('behavior: a rejected swap says nothing was sent', () => {
    expect(
      actionOf({ ...swapStates.ready, notice: 'swap-rejected' }).hint,
    ).toBe('You cancelled the swap in your wallet. Nothing was sent.')
  })

  test('behavior: a minimum-only change shows the minimums', () => {
    const lowerMinimum = createTestExecutableQuote('q2', {
      minAmountOut: '1000000000000000000',
    })
    expect(
      actionOf({
        ...swapStates['quote-changed'],
        previousQuote: quote1,
        quote: lowerMinimum,
      }).hint,
    ).toBe('Quote changed: you now receive at least 1 DAI instead of 1.99 DAI.')
  })

  test('behavior: without token info, amounts are raw and the token is generic', () => {
    const bare = createTestExecutableQuote('q1', {
      srcToken: undefined,
      dstToken: undefined,
    })
    expect(
      actionOf({ ...swapStates['approval-pending'], quote: bare }).label,
    ).toBe('Approving the token…')
    expect(actionOf({ ...swapStates.confirmed, quote: bare }).hint).toBe(
      'Swap confirmed. You received 2000000000000000000 (smallest units).',
    )
  })

  test('behavior: tracking trouble and replacements are said while pending', () => {
    expect(
      actionOf({ ...swapStates.pending, trackingError: 'Offline.' }).hint,
    ).toBe('Still following the transaction: Offline.')
    expect(
      actionOf({
        ...swapStates.pending,
        replacedHashes: [swapStates.pending.hash],
      }).hint,
    ).toMatch(/replaced/)
  })

  test('behavior: a quote refused for budget counts down to the next one, never offers "Try again"', () => {
    const form = {
      ...readySwapForm,
      context: { ...readySwapForm.context, nowMs: 1_000 },
    }
    for (const state of [
      { ...swapStates['re-quoting'], retryAtMs: 9_000 },
      { ...swapStates.quoting, retryAtMs: 9_000 },
    ]) {
      const action = getSwapAction(state, form, flowButton)
      expect(action).toMatchObject({
        kind: 'none',
        isDisabled: true,
        label: 'Waiting for the service…',
        hint: 'The swap service is busy: next quote in 8 s, asked by itself.',
      })
    }
  })

  test('behavior: a retry says a fresh quote comes first', () => {
    expect(
      actionOf({ ...swapStates['re-quoting'], reason: 'retry' }).hint,
    ).toBe('Getting a fresh quote before you try again.')
  })
})
