import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { ActivityEntry } from '../store/types'
import { ActivityList } from './ActivityList'

const base: ActivityEntry = {
  hash: `0x${'a'.repeat(64)}`,
  chainId: 31337,
  quoteId: 'q_1',
  sell: {
    symbol: 'USDC',
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    logoURI: null,
    amount: { kind: 'raw', units: '1234500000', decimals: 6 },
  },
  buy: {
    symbol: 'DAI',
    address: null,
    logoURI: null,
    amount: { kind: 'raw', units: '99700000000000000000', decimals: 18 },
  },
  status: 'pending',
  replacedBy: null,
  createdAtMs: 1_000,
  explorerUrl: 'https://explorer.example',
}

const chainNames = { 31337: 'Devnet' }

describe('ActivityList', () => {
  test('behavior: says so when there is nothing yet', () => {
    render(<ActivityList entries={[]} chainNames={chainNames} nowMs={1_000} />)
    expect(screen.getByText('No swaps from this account yet.')).toBeTruthy()
  })

  test('behavior: shows both logos, amounts in the language on screen, chain, status and links the real transaction', () => {
    const replacement = `0x${'b'.repeat(64)}` as const
    render(
      <ActivityList
        entries={[{ ...base, status: 'confirmed', replacedBy: replacement }]}
        chainNames={chainNames}
        nowMs={181_000}
      />,
    )
    const [entry] = screen.getAllByRole('listitem')
    if (!entry) throw new Error('no entry')
    expect(entry.querySelector('.activity-summary')).toHaveTextContent(
      '1,234.5 USDC 99.7 DAI',
    )
    // Symbols isolated, the arrow an icon outside the words.
    const isolated = [...entry.querySelectorAll('.activity-summary bdi')]
    expect(isolated.map((node) => node.textContent)).toEqual(['USDC', 'DAI'])
    expect(entry.querySelector('.activity-summary svg.icon-arrow')).not.toBe(
      null,
    )
    expect(entry.querySelectorAll('.activity-logos .token-logo')).toHaveLength(
      2,
    )
    expect(within(entry).getByText('Devnet')).toBeVisible()
    expect(entry.querySelector('.activity-chain .chain-logo')).not.toBe(null)
    expect(within(entry).getByText('Confirmed')).toHaveClass(
      'activity-status--confirmed',
    )
    expect(within(entry).getByText('3 minutes ago')).toBeVisible()
    expect(within(entry).getByRole('link').getAttribute('href')).toBe(
      `https://explorer.example/tx/${replacement}`,
    )
  })

  test('behavior: a swap sent within the last minute reads "just now", even from a clock that lags it', () => {
    render(
      <ActivityList
        entries={[{ ...base, createdAtMs: 10_000 }]}
        chainNames={chainNames}
        nowMs={5_000}
      />,
    )
    expect(screen.getByText('just now')).toBeVisible()
    expect(screen.queryByText(/^in /)).toBeNull()
  })

  test('behavior: each status in words, with its own colour; a reverted swap reads as failed, an unknown chain by its id', () => {
    render(
      <ActivityList
        entries={[
          { ...base, hash: `0x${'1'.repeat(64)}`, status: 'pending' },
          {
            ...base,
            hash: `0x${'2'.repeat(64)}`,
            status: 'reverted',
            chainId: 5,
            explorerUrl: null,
          },
          { ...base, hash: `0x${'3'.repeat(64)}`, status: 'cancelled' },
        ]}
        chainNames={chainNames}
        nowMs={1_000}
      />,
    )
    expect(screen.getByText('Pending')).toHaveClass('activity-status--pending')
    expect(screen.getByText('Failed')).toHaveClass('activity-status--reverted')
    expect(screen.getByText('Cancelled')).toHaveClass(
      'activity-status--cancelled',
    )
    expect(screen.getByText('Network 5')).toBeVisible()
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })

  test('behavior: an amount kept as text from an older history shows as written', () => {
    render(
      <ActivityList
        entries={[
          {
            ...base,
            sell: { ...base.sell, amount: { kind: 'text', text: '1.234' } },
          },
        ]}
        chainNames={chainNames}
        nowMs={1_000}
      />,
    )
    expect(document.querySelector('.activity-summary')).toHaveTextContent(
      '1.234 USDC 99.7 DAI',
    )
  })
})
