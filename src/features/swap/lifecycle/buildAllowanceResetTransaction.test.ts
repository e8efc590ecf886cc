import { describe, expect, test } from 'vitest'
import { checkApprovalTransaction } from '../guards/checkApprovalTransaction'
import {
  testRouter,
  testSellToken,
} from '../guards/testing/createTestPartnerQuote'
import { buildAllowanceResetTransaction } from './buildAllowanceResetTransaction'

describe('buildAllowanceResetTransaction', () => {
  test('behavior: approve(router, 0) on the token, and it passes the approval guard', () => {
    const tx = buildAllowanceResetTransaction({
      token: testSellToken,
      spender: testRouter,
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
})
