import { describe, expect, test } from 'vitest'
import { checkReportOnChain } from './checkReportOnChain'
import type { ChainReader } from './createChainReader'

// The rules on their own, with a reader standing in for a node in the
// states a real one is hard to put in on cue (failing, catching up);
// app.reportsOnChain.test.ts runs them against a real anvil.

const payer = `0x${'33'.repeat(20)}`
const router = `0x${'cc'.repeat(20)}`
const hash: `0x${string}` = `0x${'ab'.repeat(32)}`
const report = (status: 'SUBMITTED' | 'CONFIRMED' | 'REVERTED') => ({
  quoteId: 'q-1',
  chainId: 31337,
  transactionHash: hash,
  status,
})

function readerAnswering(answers: {
  transaction?: () => Awaited<ReturnType<ChainReader['getTransaction']>>
  receipt?: () => Awaited<ReturnType<ChainReader['getReceipt']>>
}) {
  let reads = 0
  const reader: ChainReader = {
    hasChain: () => true,
    getTransaction: async () => {
      reads += 1
      return answers.transaction?.() ?? null
    },
    getReceipt: async () => {
      reads += 1
      return answers.receipt?.() ?? null
    },
  }
  return { reader, reads: () => reads }
}

const noWait = async () => {}

describe('checkReportOnChain', () => {
  test('behavior: a node that fails is a 503 that says to report again later, never a pass', async () => {
    const reader: ChainReader = {
      hasChain: () => true,
      getTransaction: async () => {
        throw new Error('connection refused')
      },
      getReceipt: async () => null,
    }
    const refusal = await checkReportOnChain({
      reader,
      report: report('SUBMITTED'),
      payer,
      sleep: noWait,
    })
    expect(refusal).toEqual({
      status: 503,
      retryAfterSeconds: 15,
      message: `chain 31337's node could not be read to check transaction ${hash} (connection refused); report again later`,
    })
  })

  test('behavior: a receipt that appears while polling passes; one from another sender is 422', async () => {
    let polls = 0
    const mined = readerAnswering({
      receipt: () =>
        ++polls < 3
          ? null
          : { from: payer, transactionHash: hash, isSuccess: true },
    })
    expect(
      await checkReportOnChain({
        reader: mined.reader,
        report: report('CONFIRMED'),
        payer,
        sleep: noWait,
      }),
    ).toBeNull()
    expect(mined.reads()).toBe(3)
    const stranger = `0x${'44'.repeat(20)}`
    const theirs = readerAnswering({
      receipt: () => ({
        from: stranger,
        transactionHash: hash,
        isSuccess: true,
      }),
    })
    const refusal = await checkReportOnChain({
      reader: theirs.reader,
      report: report('CONFIRMED'),
      payer,
      sleep: noWait,
    })
    expect(refusal?.status).toBe(422)
  })

  test('behavior: SUBMITTED goes to the quote’s target or the payer’s own account (a batch), nowhere else', async () => {
    const check = (to: string | null) =>
      checkReportOnChain({
        reader: readerAnswering({ transaction: () => ({ from: payer, to }) })
          .reader,
        report: report('SUBMITTED'),
        payer,
        target: router,
        sleep: noWait,
      })
    expect(await check(router)).toBeNull()
    expect(await check(payer)).toBeNull()
    expect((await check(null))?.message).toBe(
      `transaction ${hash} goes to no address (a contract creation), not to ${router}, the target of quote q-1 (nor the payer's own account, for a batch)`,
    )
  })
})
