import { encodeFunctionData, erc20Abi, type Hash, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { Config } from 'wagmi'
import {
  type StartDevnetReturnType,
  startDevnet,
} from '../../devnet/startDevnet'
import type { ActivitySettlement } from '../../src/features/activity'
import { trackActivityEntry } from '../../src/features/activity/hooks/trackActivityEntry'
import { createReportSender } from '../../src/features/swap/reports/createReportSender'
import { REPORTS_STORAGE_KEY } from '../../src/features/swap/reports/reportsStorageKey'
import { sendExecutionReport } from '../../src/features/swap/reports/sendExecutionReport'
import type { ApiConfig } from '../../src/lib/ApiConfigProvider'

/**
 * The resume path after a reload, against a real chain: a swap left pending
 * by an earlier page is followed to its receipt, written to the history and
 * handed to the report queue (the live flow's), which posts CONFIRMED /
 * REVERTED (no calldata), and keeps what it could not send.
 */

let devnet: StartDevnetReturnType

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/**
 * What the swap screen does for a swap settled after a reload: queue its
 * report; resolves once the queue has nothing more to send now.
 */
async function reportSettledActivity(
  api: ApiConfig,
  settlement: ActivitySettlement,
  { storage = memoryStorage(), now = Date.now } = {},
) {
  const sender = createReportSender({
    storage,
    send: (body) => sendExecutionReport(api, body),
    isQuoteInFlight: () => false,
    now,
  })
  sender.enqueue({
    quoteId: settlement.quoteId,
    chainId: settlement.chainId,
    hash: settlement.settledHash,
    status: settlement.status === 'confirmed' ? 'CONFIRMED' : 'REVERTED',
  })
  await vi.waitFor(() => {
    const queue = JSON.parse(storage.getItem(REPORTS_STORAGE_KEY) ?? '{}')
    expect(queue.reports ?? []).not.toContainEqual(
      expect.objectContaining({ attempts: 0 }),
    )
  })
  sender.stop()
  return storage
}

beforeAll(async () => {
  devnet = await startDevnet()
})

afterAll(async () => {
  await devnet?.stop()
})

function track(hash: Hash, quoteId: string | null) {
  const actions = { swapReplaced: vi.fn(), swapSettled: vi.fn() }
  const settled: ActivitySettlement[] = []
  const account = devnet.walletClientFor(4).account.address
  const done = trackActivityEntry({
    config: {} as Config,
    chainId: devnet.chainId,
    account,
    hash,
    quoteId,
    actions,
    onSettled: (settlement) => settled.push(settlement),
    getClient: (chainId) =>
      chainId === devnet.chainId ? devnet.publicClient : null,
  })
  return { actions, settled, done, account }
}

function recordingFetch() {
  const bodies: unknown[] = []
  const fetchFn = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)))
    return new Response(JSON.stringify({ accepted: true }), {
      status: 202,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
  return { bodies, fetchFn }
}

describe('resuming a pending swap after a reload', () => {
  test('behavior: a mined swap is settled confirmed and reported CONFIRMED', async () => {
    const wallet = devnet.walletClientFor(4)
    await devnet.testClient.setAutomine(false)
    let hash: Hash
    try {
      hash = await wallet.sendTransaction({
        to: devnet.walletClientFor(5).account.address,
        value: parseEther('0.01'),
      })
      const { actions, settled, done, account } = track(hash, 'quote-1')
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(actions.swapSettled).not.toHaveBeenCalled()
      await devnet.testClient.mine({ blocks: 1 })
      await done
      expect(actions.swapSettled).toHaveBeenCalledWith(account, hash, {
        status: 'confirmed',
      })
      expect(settled).toEqual([
        {
          quoteId: 'quote-1',
          chainId: devnet.chainId,
          hash,
          settledHash: hash,
          status: 'confirmed',
        },
      ])
      const { bodies, fetchFn } = recordingFetch()
      await reportSettledActivity(
        { baseUrl: 'http://proxy.test/api', fetchFn },
        settled[0] as ActivitySettlement,
      )
      expect(bodies).toEqual([
        {
          quoteId: 'quote-1',
          chainId: devnet.chainId,
          transactionHash: hash,
          status: 'CONFIRMED',
        },
      ])
    } finally {
      await devnet.testClient.setAutomine(true)
    }
  })

  test('behavior: a reverted swap is settled reverted and reported REVERTED', async () => {
    const wallet = devnet.walletClientFor(4)
    // More USDC than anyone holds: the token refuses, the receipt reverts.
    const hash = await wallet.sendTransaction({
      to: devnet.world.tokens.USDC.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [wallet.account.address, 2n ** 255n],
      }),
      gas: 100_000n,
    })
    const { actions, settled, done, account } = track(hash, 'quote-2')
    await done
    expect(actions.swapSettled).toHaveBeenCalledWith(account, hash, {
      status: 'reverted',
    })
    const { bodies, fetchFn } = recordingFetch()
    await reportSettledActivity(
      { baseUrl: 'http://proxy.test/api', fetchFn },
      settled[0] as ActivitySettlement,
    )
    expect(bodies).toEqual([
      {
        quoteId: 'quote-2',
        chainId: devnet.chainId,
        transactionHash: hash,
        status: 'REVERTED',
      },
    ])
    expect(JSON.stringify(bodies)).not.toMatch(/"data"|"input"|"signature"/)
  })

  test('behavior: without a quote id nothing is posted; a failing post is kept and sent after a reload', async () => {
    const { bodies, fetchFn } = recordingFetch()
    const settlement: ActivitySettlement = {
      quoteId: null,
      chainId: 1,
      hash: `0x${'1'.repeat(64)}`,
      settledHash: `0x${'1'.repeat(64)}`,
      status: 'confirmed',
    }
    await reportSettledActivity(
      { baseUrl: 'http://x/api', fetchFn },
      settlement,
    )
    expect(bodies).toEqual([])
    const failing = (async () => {
      throw new Error('offline')
    }) as typeof fetch
    const storage = await reportSettledActivity(
      { baseUrl: 'http://x/api', fetchFn: failing },
      { ...settlement, quoteId: 'q' },
    )
    expect(bodies).toEqual([])
    // Kept, with its backoff, in the shared storage key…
    const kept = JSON.parse(storage.getItem(REPORTS_STORAGE_KEY) ?? '{}')
    expect(kept.reports).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ quoteId: 'q', status: 'CONFIRMED' }),
        attempts: 1,
      }),
    ])
    // …and sent by the next page once its backoff is over.
    const reloaded = createReportSender({
      storage,
      send: (body) =>
        sendExecutionReport({ baseUrl: 'http://x/api', fetchFn }, body),
      isQuoteInFlight: () => false,
      now: () => Date.now() + 10_000,
    })
    reloaded.wake()
    await vi.waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ quoteId: 'q', status: 'CONFIRMED' })
    await vi.waitFor(() =>
      expect(
        JSON.parse(storage.getItem(REPORTS_STORAGE_KEY) ?? '{}').reports,
      ).toEqual([]),
    )
    reloaded.stop()
  })
})
