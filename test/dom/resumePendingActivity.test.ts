import { encodeFunctionData, erc20Abi, type Hash, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type RunningDevnet, startDevnet } from '../../devnet/startDevnet'
import { resumeSwap } from '../../src/features/swap/lifecycle/receipt'
import { createReportSender } from '../../src/features/swap/reports/createReportSender'
import { REPORTS_STORAGE_KEY } from '../../src/features/swap/reports/reportsStorageKey'
import { sendExecutionReport } from '../../src/features/swap/reports/sendExecutionReport'

/**
 * The resume path after a reload, against a real chain: a swap left pending
 * by an earlier page is followed to its receipt (receipt.ts's resumeSwap,
 * the live flow's wait and outcome), written to the history and handed to
 * the report queue (the live flow's), which posts CONFIRMED / REVERTED (no
 * calldata), and keeps what it could not send.
 */

let devnet: RunningDevnet

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/**
 * A swap left pending by an earlier page, resumed as the swap screen does
 * after a reload, into a report queue that posts with `fetchFn`. `done`
 * resolves once the swap is settled and the queue has nothing more to
 * send now.
 */
function resume(
  hash: Hash,
  quoteId: string | null,
  fetchFn: typeof fetch,
  storage = memoryStorage(),
) {
  const actions = { swapReplaced: vi.fn(), swapSettled: vi.fn() }
  const account = devnet.walletClientFor(4).account.address
  const reports = createReportSender({
    storage,
    send: (body) =>
      sendExecutionReport({ baseUrl: 'http://proxy.test/api', fetchFn }, body),
    isQuoteInFlight: () => false,
  })
  const done = resumeSwap({
    client: devnet.publicClient,
    account,
    entry: { hash, chainId: devnet.chainId, quoteId },
    activity: actions,
    reports,
    isReported: true,
  }).then(async () => {
    await vi.waitFor(() => {
      const queue = JSON.parse(storage.getItem(REPORTS_STORAGE_KEY) ?? '{}')
      expect(queue.reports ?? []).not.toContainEqual(
        expect.objectContaining({ attempts: 0 }),
      )
    })
    reports.stop()
  })
  return { actions, account, storage, done }
}

/** A plain transfer from dev account 4, mined at once. */
const sendMined = () =>
  devnet.walletClientFor(4).sendTransaction({
    to: devnet.walletClientFor(5).account.address,
    value: parseEther('0.01'),
  })

beforeAll(async () => {
  devnet = await startDevnet()
})

afterAll(async () => {
  await devnet?.stop()
})

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
    await devnet.testClient.setAutomine(false)
    try {
      const hash = await sendMined()
      const { bodies, fetchFn } = recordingFetch()
      const { actions, done, account } = resume(hash, 'quote-1', fetchFn)
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(actions.swapSettled).not.toHaveBeenCalled()
      await devnet.testClient.mine({ blocks: 1 })
      await done
      expect(actions.swapSettled).toHaveBeenCalledWith(account, hash, {
        status: 'confirmed',
      })
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
    const { bodies, fetchFn } = recordingFetch()
    const { actions, done, account } = resume(hash, 'quote-2', fetchFn)
    await done
    expect(actions.swapSettled).toHaveBeenCalledWith(account, hash, {
      status: 'reverted',
    })
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
    const withoutId = resume(await sendMined(), null, fetchFn)
    await withoutId.done
    expect(withoutId.actions.swapSettled).toHaveBeenCalled()
    expect(bodies).toEqual([])
    const failing = (async () => {
      throw new Error('offline')
    }) as typeof fetch
    const { storage, done } = resume(await sendMined(), 'q', failing)
    await done
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
