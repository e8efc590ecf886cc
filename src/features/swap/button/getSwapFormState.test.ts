import { describe, expect, test } from 'vitest'
import { readySwapForm } from '../lifecycle/testing/swapFixtures'
import { getSwapAction } from './getSwapAction'
import { getSwapFormState, type SwapFormInput } from './getSwapFormState'

const ready: SwapFormInput = {
  form: { hasSellToken: true, hasBuyToken: true, amountStatus: 'valid' },
  wallet: { status: 'connected', chainId: 999 },
  chain: { id: 999, status: 'ACTIVE' },
  quote: { status: 'ready', isNoRoute: false, issueCodes: [] },
  isBalanceInsufficient: false,
}

type Case = [string, (input: SwapFormInput) => SwapFormInput, string]

const cases: Case[] = [
  ['everything ready', (i) => i, 'review'],
  ['no chain', (i) => ({ ...i, chain: null }), 'select-chain'],
  [
    'chain disabled',
    (i) => ({ ...i, chain: { id: 999, status: 'DISABLED' } }),
    'chain-disabled',
  ],
  [
    'chain degraded still swaps',
    (i) => ({ ...i, chain: { id: 999, status: 'DEGRADED' } }),
    'review',
  ],
  [
    'no sell token',
    (i) => ({ ...i, form: { ...i.form, hasSellToken: false } }),
    'select-sell-token',
  ],
  [
    'no buy token',
    (i) => ({ ...i, form: { ...i.form, hasBuyToken: false } }),
    'select-buy-token',
  ],
  [
    'empty amount',
    (i) => ({ ...i, form: { ...i.form, amountStatus: 'empty' } }),
    'enter-amount',
  ],
  [
    'zero amount',
    (i) => ({ ...i, form: { ...i.form, amountStatus: 'zero' } }),
    'enter-amount',
  ],
  [
    'invalid amount',
    (i) => ({ ...i, form: { ...i.form, amountStatus: 'invalid' } }),
    'invalid-amount',
  ],
  [
    'no route, even without a wallet',
    (i) => ({
      ...i,
      wallet: { status: 'disconnected', chainId: null },
      quote: { ...i.quote, status: 'error', isNoRoute: true },
    }),
    'no-route',
  ],
  [
    'no wallet',
    (i) => ({ ...i, wallet: { status: 'disconnected', chainId: null } }),
    'connect-wallet',
  ],
  [
    'wallet reconnecting',
    (i) => ({ ...i, wallet: { status: 'reconnecting', chainId: null } }),
    'connecting',
  ],
  [
    'wallet on another chain',
    (i) => ({ ...i, wallet: { status: 'connected', chainId: 1 } }),
    'wrong-chain',
  ],
  [
    'known low balance',
    (i) => ({ ...i, isBalanceInsufficient: true }),
    'insufficient-balance',
  ],
  [
    'rate limited',
    (i) => ({ ...i, quote: { ...i.quote, status: 'rate-limited' } }),
    'rate-limited',
  ],
  [
    'quote failed',
    (i) => ({ ...i, quote: { ...i.quote, status: 'error' } }),
    'quote-failed',
  ],
  [
    'quote loading',
    (i) => ({ ...i, quote: { ...i.quote, status: 'loading' } }),
    'quote-loading',
  ],
  [
    'quote stale',
    (i) => ({ ...i, quote: { ...i.quote, status: 'stale' } }),
    'quote-loading',
  ],
  [
    'quote says balance too low',
    (i) => ({
      ...i,
      quote: { ...i.quote, issueCodes: ['INSUFFICIENT_BALANCE'] },
    }),
    'insufficient-balance',
  ],
  [
    'quote says gas too low',
    (i) => ({
      ...i,
      quote: { ...i.quote, issueCodes: ['INSUFFICIENT_GAS_BALANCE'] },
    }),
    'insufficient-gas',
  ],
  [
    'needs approval',
    (i) => ({
      ...i,
      quote: { ...i.quote, issueCodes: ['INSUFFICIENT_ALLOWANCE'] },
    }),
    'review-with-approval',
  ],
]

describe('getSwapFormState', () => {
  test.each(cases)('behavior: %s → %s', (_, change, expected) => {
    expect(getSwapFormState(change(ready))).toBe(expected)
  })

  test('behavior: every state has a label; connect, switch and review act', () => {
    const context = {
      ...readySwapForm.context,
      chainName: 'HyperEVM',
      sellSymbol: 'HYPE',
      nativeSymbol: 'HYPE',
    }
    const actions = cases.map(([, change]) =>
      getSwapAction(
        { status: 'idle' },
        { input: change(ready), context },
        null,
      ),
    )
    const acting = cases
      .filter((_, index) => actions[index]?.kind !== 'none')
      .map(([, , state]) => state)
    expect([...new Set(acting)].sort()).toEqual([
      'connect-wallet',
      'review',
      'review-with-approval',
      'wrong-chain',
    ])
    for (const action of actions) expect(action.label).not.toBe('')
    const review = actions[cases.findIndex(([, , s]) => s === 'review')]
    expect(review?.kind).toBe('review')
    const withApproval =
      actions[cases.findIndex(([, , s]) => s === 'review-with-approval')]
    expect(withApproval?.hint).toMatch(/approve/)
  })
})
