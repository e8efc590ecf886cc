import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { createTestI18n } from '../../../lib/i18n/testing/createTestI18n'
import {
  hash1,
  hash2,
  swapStates as s,
} from '../lifecycle/testing/swapFixtures'
import type { SwapState } from '../lifecycle/types'
import { getSwapProgress, type StepProgress } from '../progress/getSwapProgress'
import { SwapProgress } from './SwapProgress'

const i18n = createTestI18n()

function stepsAfter(states: SwapState[]) {
  return states.reduce<StepProgress[]>(
    (steps, state, index) =>
      getSwapProgress(steps, state, 1_000 * (index + 1), i18n),
    [],
  )
}

function renderSteps(steps: StepProgress[], nowMs = 20_000) {
  render(
    <SwapProgress
      steps={steps}
      nowMs={nowMs}
      explorerUrl="https://scan.example"
    />,
  )
  const section = screen.getByRole('region', { name: 'Swap steps' })
  const items = within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
  return { section, items }
}

const approvalPending: SwapState = { ...s['approval-pending'], hash: hash2 }

describe('SwapProgress', () => {
  test("behavior: a symbol in a step's note sits in a <bdi>, the text unchanged", () => {
    const note = 'Refused before signing: you would receive 0 ب00'
    render(
      <SwapProgress
        steps={[
          {
            step: 'sign',
            status: 'failed',
            hash: null,
            startedAtMs: null,
            note,
          },
        ]}
        nowMs={0}
        explorerUrl={null}
        isolatedValues={['ب00', 'ETH']}
      />,
    )
    const item = screen.getByRole('listitem')
    expect(item.querySelector('.swap-step-note')?.textContent).toBe(note)
    expect(item.querySelector('bdi')?.textContent).toBe('ب00')
  })

  test('behavior: an approval swap waiting for the approval to confirm: the time it waits and its explorer link', () => {
    const { items } = renderSteps(
      stepsAfter([s['needs-approval'], s.approving, approvalPending]),
      15_000,
    )
    expect(items).toEqual([
      '…ApprovePending · 12 sExplorer ↗',
      '2Re-quoteNot yet',
      '3SignNot yet',
      '4ConfirmNot yet',
    ])
    expect(
      screen.getByRole('link', {
        name: 'View the approve transaction on the explorer',
      }),
    ).toHaveAttribute('href', `https://scan.example/tx/${hash2}`)
    expect(screen.getByRole('status')).toHaveTextContent('Approve: Pending')
  })

  test('behavior: an approval swap confirmed: every step done, each transaction linked', () => {
    const { items } = renderSteps(
      stepsAfter([
        s['needs-approval'],
        s.approving,
        approvalPending,
        s['re-quoting'],
        s.ready,
        s.signing,
        s.pending,
        s.confirmed,
      ]),
    )
    expect(items).toEqual([
      '✓ApproveDoneExplorer ↗',
      '✓Re-quoteDone',
      '✓SignDone',
      '✓ConfirmDoneExplorer ↗',
    ])
    expect(
      screen.getByRole('link', {
        name: 'View the confirm transaction on the explorer',
      }),
    ).toHaveAttribute('href', `https://scan.example/tx/${hash1}`)
    expect(screen.getByRole('status')).toHaveTextContent('Confirm: Done')
  })

  test('behavior: a native swap shows only Sign and Confirm, waiting for the wallet', () => {
    const { items } = renderSteps(stepsAfter([s.ready, s.checking, s.signing]))
    expect(items).toEqual([
      '…SignWaiting for your wallet · 17 s',
      '2ConfirmNot yet',
    ])
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sign: Waiting for your wallet',
    )
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite')
  })

  test('behavior: a native swap that reverted says so on the Confirm step', () => {
    const { items } = renderSteps(
      stepsAfter([s.ready, s.signing, s.pending, s.reverted]),
    )
    expect(items).toEqual([
      '✓SignDone',
      '✕ConfirmFailedThe swap reverted: nothing was swappedExplorer ↗',
    ])
    expect(screen.getByRole('status')).toHaveTextContent(
      'Confirm: Failed. The swap reverted: nothing was swapped',
    )
  })

  test('behavior: before any step moves, the live region names the first one', () => {
    renderSteps(stepsAfter([s['needs-approval']]))
    expect(screen.getByRole('status')).toHaveTextContent('Approve: Not yet')
  })

  test('behavior: nothing is drawn before the flow knows its steps', () => {
    render(<SwapProgress steps={[]} nowMs={0} explorerUrl={null} />)
    expect(screen.queryByRole('region', { name: 'Swap steps' })).toBeNull()
  })
})
