import { zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../../../../../schema/constants'
import {
  createTestPartnerQuote,
  testBuyToken,
  testPayer,
  testRecipient,
  testSellToken,
} from '../../guards/testing/createTestPartnerQuote'
import { testFlowInputs } from '../testing/swapFixtures'
import { buildFloorChecks, getSwapFloor } from './signBatch'

const usdt = '0x00000000000000000000000000000000000000a7'
const inputs = testFlowInputs
const quote = createTestPartnerQuote()

describe('getSwapFloor', () => {
  test('behavior: the quote less the slippage chosen, or the transaction’s own minimum where it promises more', () => {
    const figures = { dstAmount: '2000000', minAmountOut: undefined }
    expect(getSwapFloor(figures, '0.5')).toBe(1_990_000n)
    // A service that lowers its own minimum does not lower the floor.
    expect(getSwapFloor({ ...figures, minAmountOut: '0' }, '0.5')).toBe(
      1_990_000n,
    )
    expect(getSwapFloor({ ...figures, minAmountOut: '1999000' }, '0.5')).toBe(
      1_999_000n,
    )
  })
})

describe('buildFloorChecks', () => {
  test('behavior: the recipient’s floor, the payer’s sell amount and native value as ceilings, and every other approved token held at zero', () => {
    const checks = buildFloorChecks({
      inputs,
      quote,
      approvedTokens: [usdt, testSellToken],
    })
    expect(checks).toEqual([
      {
        token: testBuyToken,
        account: testRecipient,
        kind: 0,
        amount: getSwapFloor(quote, '0.5'),
      },
      {
        token: testSellToken,
        account: testPayer,
        kind: 1,
        amount: BigInt(quote.sellAmount),
      },
      { token: zeroAddress, account: testPayer, kind: 1, amount: 0n },
      { token: usdt, account: testPayer, kind: 1, amount: 0n },
    ])
  })

  test('behavior: native in and out use the zero address; a payer who receives is held to the floor alone', () => {
    const value = '1000000000000000000'
    const nativeIn = buildFloorChecks({
      inputs: {
        ...inputs,
        sellToken: { ...inputs.sellToken, address: NATIVE_TOKEN_ADDRESS },
        recipient: testPayer,
      },
      quote: createTestPartnerQuote({
        sellToken: NATIVE_TOKEN_ADDRESS,
        tx: { ...quote.tx, value },
      }),
      approvedTokens: [testBuyToken],
    })
    expect(
      nativeIn.map(({ token, kind, amount }) => [token, kind, amount]),
    ).toEqual([
      [testBuyToken, 0, expect.any(BigInt)],
      [zeroAddress, 1, 10n ** 18n],
    ])
    const nativeOut = buildFloorChecks({
      inputs: {
        ...inputs,
        buyToken: { ...inputs.buyToken, address: NATIVE_TOKEN_ADDRESS },
        recipient: testPayer,
      },
      quote,
      approvedTokens: [],
    })
    expect(nativeOut.map(({ token, kind }) => [token, kind])).toEqual([
      [zeroAddress, 0],
      [testSellToken, 1],
    ])
  })
})
