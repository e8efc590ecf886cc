import { maxUint256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { checkApprovalTransaction } from '../../guards/checkApprovalTransaction'
import {
  testRouter,
  testSellToken,
} from '../../guards/testing/createTestPartnerQuote'
import { buildApprovalTransaction } from './approveStep'

describe('buildApprovalTransaction', () => {
  test('behavior: approve(router, 0) on the token, and it passes the approval guard', () => {
    const tx = buildApprovalTransaction({
      token: testSellToken,
      spender: testRouter,
      amountWei: 0n,
    })
    expect(tx).toMatchInlineSnapshot(`
      {
        "data": "0x095ea7b3000000000000000000000000cce7452db4392b40aa0e1592a7c486e13bf696540000000000000000000000000000000000000000000000000000000000000000",
        "to": "0x5FbDB2315678afecb367f032d93F642f64180aa3",
        "value": 0n,
      }
    `)
    expect(
      checkApprovalTransaction({
        approvalTx: tx,
        token: testSellToken,
        registryRouter: testRouter,
        expectedAmount: 0n,
      }),
    ).toEqual({ ok: true })
  })

  test('behavior: the exact amount and the unlimited one pass the guard for what was chosen, and only for it', () => {
    const exact = buildApprovalTransaction({
      token: testSellToken,
      spender: testRouter,
      amountWei: 25_000_000n,
    })
    expect(exact.data.endsWith(25_000_000n.toString(16))).toBe(true)
    expect(
      checkApprovalTransaction({
        approvalTx: exact,
        token: testSellToken,
        registryRouter: testRouter,
        expectedAmount: 25_000_000n,
      }),
    ).toEqual({ ok: true })
    const unlimited = buildApprovalTransaction({
      token: testSellToken,
      spender: testRouter,
      amountWei: maxUint256,
    })
    expect(
      checkApprovalTransaction({
        approvalTx: unlimited,
        token: testSellToken,
        registryRouter: testRouter,
        expectedAmount: 'unlimited',
      }),
    ).toEqual({ ok: true })
    expect(
      checkApprovalTransaction({
        approvalTx: unlimited,
        token: testSellToken,
        registryRouter: testRouter,
        expectedAmount: 25_000_000n,
      }),
    ).toMatchObject({ ok: false, check: 'approval-amount' })
  })
})
