import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { ActivityEntry } from '../store/types'
import { ActivityList } from './ActivityList'

const base: ActivityEntry = {
  hash: `0x${'a'.repeat(64)}`,
  chainId: 31337,
  quoteId: 'q_1',
  sellSymbol: 'USDC',
  buySymbol: 'DAI',
  sellAmountText: '100',
  buyAmountText: '99.7',
  status: 'pending',
  replacedBy: null,
  createdAtMs: 1_000,
  explorerUrl: 'https://explorer.example',
}

describe('ActivityList', () => {
  test('behavior: says so when there is nothing yet', () => {
    render(<ActivityList entries={[]} nowMs={1_000} />)
    expect(screen.getByText('No swaps from this account yet.')).toBeTruthy()
  })

  test('behavior: shows pair, amounts, status and links the real transaction', () => {
    const replacement = `0x${'b'.repeat(64)}` as const
    render(
      <ActivityList
        entries={[{ ...base, status: 'confirmed', replacedBy: replacement }]}
        nowMs={181_000}
      />,
    )
    expect(screen.getByText('100 USDC → 99.7 DAI')).toBeTruthy()
    expect(screen.getByText('Confirmed')).toBeTruthy()
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      `https://explorer.example/tx/${replacement}`,
    )
  })

  test('behavior: a reverted swap reads as failed; no explorer, no link', () => {
    render(
      <ActivityList
        entries={[{ ...base, status: 'reverted', explorerUrl: null }]}
        nowMs={1_000}
      />,
    )
    expect(screen.getByText('Failed')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
