import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ApiConfigProvider } from '../../../lib/ApiConfigProvider'
import type { ActivityEntry } from '../../activity'
import { ActivityStoreProvider, useActivity } from '../../activity'
import { ExecutionReportsProvider } from '../reports/ExecutionReportsProvider'
import { useResumeSwaps } from './useResumeSwaps'

type Waiting = { hash: string; mined: (status: 'success' | 'reverted') => void }

const { waiting } = vi.hoisted(() => ({ waiting: [] as Waiting[] }))

// The chain is the one thing not here: a node that mines when the test says
// so. The history, the report queue and its POSTs are the app's own.
vi.mock('wagmi', () => ({ useConfig: () => ({}) }))
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
  sell: {
    symbol: 'ETH',
    address: null,
    logoURI: null,
    amount: { kind: 'raw', units: '300000000000000000', decimals: 18 },
  },
  buy: {
    symbol: 'USDC',
    address: null,
    logoURI: null,
    amount: { kind: 'raw', units: '900000000', decimals: 6 },
  },
  status,
  replacedBy: null,
  createdAtMs,
  explorerUrl: null,
})

/** The execution reports the queue posted, as the proxy got them. */
const posted: unknown[] = []

const recordingFetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
  posted.push(JSON.parse(String(init?.body)))
  return new Response(JSON.stringify({ accepted: true }), {
    status: 202,
    headers: { 'content-type': 'application/json' },
  })
}) as typeof fetch

function withHistory(entries: ActivityEntry[]) {
  const storage = window.localStorage
  storage.setItem(
    'test.activity',
    JSON.stringify({
      state: { entriesByAccount: { [account.toLowerCase()]: entries } },
      version: 2,
    }),
  )
  const queryClient = new QueryClient()
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiConfigProvider
        baseUrl="http://proxy.test/api"
        fetchFn={recordingFetch}
      >
        <ExecutionReportsProvider storage={storage}>
          <ActivityStoreProvider storage={storage} storageKey="test.activity">
            {children}
          </ActivityStoreProvider>
        </ExecutionReportsProvider>
      </ApiConfigProvider>
    </QueryClientProvider>
  )
}

const statusesOf = (entries: readonly ActivityEntry[] | undefined) =>
  (entries ?? []).map((item) => `${item.hash.slice(2, 3)}:${item.status}`)

afterEach(() => {
  waiting.length = 0
  posted.length = 0
  window.localStorage.clear()
})

describe('useResumeSwaps', () => {
  test('behavior: follows pending entries, writes each outcome, and reports an earlier page’s with its quote id', async () => {
    const earlier = performance.timeOrigin - 60_000
    const { result } = renderHook(
      () => {
        useResumeSwaps(account)
        return statusesOf(
          useActivity(
            (values) => values.entriesByAccount[account.toLowerCase()],
          ),
        )
      },
      {
        wrapper: withHistory([
          entry('a', earlier),
          entry('b', earlier, 'confirmed'),
          // Sent by this page: its own flow reports it, not the resume path.
          entry('c', Date.now() + 1),
        ]),
      },
    )
    // The history is read once the page is idle, by a chunk of its own.
    await waitFor(() => expect(waiting).toHaveLength(2), { timeout: 5_000 })
    const [fromEarlier, fromThisPage] = waiting
    expect(fromEarlier?.hash).toBe(`0x${'a'.repeat(64)}`)
    expect(fromThisPage?.hash).toBe(`0x${'c'.repeat(64)}`)
    fromEarlier?.mined('success')
    fromThisPage?.mined('reverted')
    await waitFor(
      () =>
        expect(result.current).toEqual([
          'a:confirmed',
          'b:confirmed',
          'c:reverted',
        ]),
      { timeout: 5_000 },
    )
    await waitFor(() => expect(posted).toHaveLength(1), { timeout: 5_000 })
    expect(posted).toEqual([
      {
        quoteId: 'q_a',
        chainId: 31337,
        transactionHash: `0x${'a'.repeat(64)}`,
        status: 'CONFIRMED',
      },
    ])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(posted).toHaveLength(1)
  })

  test('behavior: no account, nothing followed', async () => {
    renderHook(() => useResumeSwaps(null), {
      wrapper: withHistory([entry('a', 1)]),
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(waiting).toHaveLength(0)
  })
})
