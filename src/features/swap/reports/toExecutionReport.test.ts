import { encodeFunctionData, erc20Abi, keccak256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { executionReportSchema } from '../../../../schema/partner'
import { testPayer, testRouter } from '../guards/testing/createTestPartnerQuote'
import { toExecutionReport } from './toExecutionReport'

const hash = keccak256('0x01')
const calldata = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'approve',
  args: [testRouter, 1n],
})
const signature = `0x${'ab'.repeat(65)}`

describe('toExecutionReport', () => {
  test('behavior: the spec fields plus status, valid against the schema', () => {
    const report = toExecutionReport({
      quoteId: 'q_1',
      chainId: 999,
      hash,
      status: 'SUBMITTED',
    })
    expect(report).toEqual({
      quoteId: 'q_1',
      chainId: 999,
      transactionHash: hash,
      status: 'SUBMITTED',
    })
    expect(executionReportSchema.safeParse(report).success).toBe(true)
  })

  test('behavior: no quote id, no report', () => {
    for (const quoteId of [null, undefined, '']) {
      expect(
        toExecutionReport({ quoteId, chainId: 1, hash, status: 'CONFIRMED' }),
      ).toBeNull()
    }
  })

  test('behavior: calldata, signatures and addresses never leave in the reason', () => {
    const report = toExecutionReport({
      quoteId: 'q_1',
      chainId: 999,
      hash,
      status: 'REVERTED',
      reason: `InsufficientOutput from ${testPayer}\n data: ${calldata} sig ${signature} raw ${'f'.repeat(64)}`,
    })
    expect(report?.reason).toBe(
      'InsufficientOutput from [hex removed] data: [hex removed] sig [hex removed] raw [hex removed]',
    )
    expect(JSON.stringify(report)).not.toContain(calldata.slice(2, 20))
    expect(JSON.stringify(report)).not.toContain(testPayer.slice(2))
    expect(executionReportSchema.safeParse(report).success).toBe(true)
  })

  test('behavior: a long reason is cut to the schema limit; an empty one is left out', () => {
    const long = toExecutionReport({
      quoteId: 'q_1',
      chainId: 999,
      hash,
      status: 'REVERTED',
      reason: 'x'.repeat(2_000),
    })
    expect(long?.reason).toHaveLength(500)
    expect(executionReportSchema.safeParse(long).success).toBe(true)
    const empty = toExecutionReport({
      quoteId: 'q_1',
      chainId: 999,
      hash,
      status: 'REVERTED',
      reason: '  \n ',
    })
    expect(empty).not.toHaveProperty('reason')
  })
})
