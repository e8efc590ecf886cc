import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ActivityStoreProvider } from '../store/ActivityStoreProvider'
import type { ActivityEntry, ActivitySettlement } from '../store/types'
import { useResumePendingActivity } from './useResumePendingActivity'

type Waiting = { hash: string; mined: (status: 'success' | 'reverted') => void }

const { waiting } = vi.hoisted(() => ({ waiting: [] as Waiting[] }))

vi.mock('wagmi', () => ({ useConfig: () => ({}) }))
// A chain that mines when the test says so.
vi.mock('wagmi/actions', () => ({
  getPublicClient: () => ({
    waitForTransactionReceipt: ({ hash }: { hash: string }) =>
      new Promise((resolve) => {
        waiting.push({
          hash,
          mined: (status) => resolve({ status, transactionHash: hash }),
        })
      }),
  }),
}))

const account: Address = `0x${'4'.repeat(40)}`

const entry = (
  hash: string,
  createdAtMs: number,
  status: ActivityEntry['status'] = 'pending',
): ActivityEntry => ({
  hash: `0x${hash.repeat(64)}`,
  chainId: 31337,
  quoteId: `q_${hash}`,
  sellSymbol: 'ETH',
  buySymbol: 'USDC',
  sellAmountText: '0.3',
  buyAmountText: '900',
  status,
  replacedBy: null,
  createdAtMs,
  explorerUrl: null,
})

function withHistory(entries: ActivityEntry[]) {
  const storage = window.localStorage
  storage.setItem(
    'test.activity',
    JSON.stringify({
      state: { entriesByAccount: { [account.toLowerCase()]: entries } },
      version: 1,
    }),
  )
  return ({ children }: { children: ReactNode }) => (
    <ActivityStoreProvider storage={storage} storageKey="test.activity">
      {children}
    </ActivityStoreProvider>
  )
}

afterEach(() => {
  waiting.length = 0
  window.localStorage.clear()
})

describe('useResumePendingActivity', () => {
  test('behavior: follows pending entries and hands an earlier page’s outcome to onSettled, with its quote id', async () => {
    const earlier = performance.timeOrigin - 60_000
    const onSettled = vi.fn()
    renderHook(() => useResumePendingActivity(account, onSettled), {
      wrapper: withHistory([
        entry('a', earlier),
        entry('b', earlier, 'confirmed'),
        // Sent by this page: its own flow reports it, not the resume path.
        entry('c', Date.now() + 1),
      ]),
    })
    await waitFor(() => expect(waiting).toHaveLength(2))
    const [fromEarlier, fromThisPage] = waiting
    expect(fromEarlier?.hash).toBe(`0x${'a'.repeat(64)}`)
    expect(fromThisPage?.hash).toBe(`0x${'c'.repeat(64)}`)
    fromEarlier?.mined('success')
    fromThisPage?.mined('reverted')
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1))
    expect(onSettled).toHaveBeenCalledWith({
      quoteId: 'q_a',
      chainId: 31337,
      hash: `0x${'a'.repeat(64)}`,
      settledHash: `0x${'a'.repeat(64)}`,
      status: 'confirmed',
    } satisfies ActivitySettlement)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(onSettled).toHaveBeenCalledTimes(1)
  })

  test('behavior: no account, nothing followed', async () => {
    renderHook(() => useResumePendingActivity(null, vi.fn()), {
      wrapper: withHistory([entry('a', 1)]),
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(waiting).toHaveLength(0)
  })
})
