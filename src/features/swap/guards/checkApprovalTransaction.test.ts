import {
  concat,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
} from 'viem'
import { describe, expect, test } from 'vitest'
import {
  type CheckApprovalTransactionParameters,
  checkApprovalTransaction,
} from './checkApprovalTransaction'
import { testRouter, testSellToken } from './testing/createTestPartnerQuote'

const attacker = '0x00000000000000000000000000000000000000aa'

const approve = (spender: `0x${string}`, amount: bigint) =>
  encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
  })

function parameters(
  overrides: Partial<CheckApprovalTransactionParameters> = {},
  tx: Partial<CheckApprovalTransactionParameters['approvalTx']> = {},
): CheckApprovalTransactionParameters {
  return {
    approvalTx: {
      to: testSellToken,
      data: approve(testRouter, 1_000_000n),
      value: '0',
      ...tx,
    },
    token: testSellToken,
    registryRouter: testRouter,
    expectedAmount: 1_000_000n,
    ...overrides,
  }
}

const checkOf = (p: CheckApprovalTransactionParameters) => {
  const result = checkApprovalTransaction(p)
  return result.ok ? 'ok' : result.check
}

describe('checkApprovalTransaction', () => {
  test('behavior: approve(router, exact amount) on the token passes', () => {
    expect(checkApprovalTransaction(parameters())).toEqual({ ok: true })
  })

  test('behavior: unlimited means exactly maxUint256', () => {
    const data = approve(testRouter, maxUint256)
    expect(checkOf(parameters({ expectedAmount: 'unlimited' }, { data }))).toBe(
      'ok',
    )
    expect(checkOf(parameters({ expectedAmount: 'unlimited' }))).toBe(
      'approval-amount',
    )
  })

  test('behavior: a reset to zero is checked like any exact amount', () => {
    const data = approve(testRouter, 0n)
    expect(checkOf(parameters({ expectedAmount: 0n }, { data }))).toBe('ok')
  })

  test('behavior: a different spender is refused', () => {
    const result = checkApprovalTransaction(
      parameters({}, { data: approve(attacker, 1_000_000n) }),
    )
    expect(result).toMatchObject({ ok: false, check: 'spender' })
    expect(result.ok || result.message).toMatch(/not the swap router/)
  })

  test('behavior: a transaction to another contract than the token is refused', () => {
    expect(checkOf(parameters({}, { to: attacker }))).toBe('approval-target')
  })

  test('behavior: another function or garbage is refused as the selector check', () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [attacker, 1_000_000n],
    })
    const transferFrom = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [attacker, attacker, 1n],
    })
    for (const data of [transfer, transferFrom, '0x', '0xdeadbeef'] as Hex[]) {
      expect(checkOf(parameters({}, { data }))).toBe('approval-selector')
    }
  })

  test('behavior: approve with trailing bytes is not a plain approve', () => {
    const data = concat([approve(testRouter, 1_000_000n), '0xdeadbeef'])
    expect(checkOf(parameters({}, { data }))).toBe('approval-selector')
  })

  test('behavior: an amount other than the chosen one is refused', () => {
    expect(
      checkOf(parameters({}, { data: approve(testRouter, 1_000_001n) })),
    ).toBe('approval-amount')
    const result = checkApprovalTransaction(
      parameters({}, { data: approve(testRouter, maxUint256) }),
    )
    expect(result.ok || result.message).toMatch(/unlimited amount/)
  })

  test('behavior: an approval carrying native value is refused', () => {
    expect(checkOf(parameters({}, { value: '1' }))).toBe('approval-amount')
    expect(checkOf(parameters({}, { value: 0n }))).toBe('ok')
  })

  test('behavior: upper-case calldata hex is still the plain encoding', () => {
    const data = approve(testRouter, 1_000_000n)
      .toUpperCase()
      .replace('0X', '0x')
    expect(checkOf(parameters({}, { data: data as Hex }))).toBe('ok')
  })
})
