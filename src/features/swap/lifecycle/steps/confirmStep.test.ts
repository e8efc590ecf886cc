import {
  type Address,
  encodeAbiParameters,
  encodeErrorResult,
  encodeEventTopics,
  erc20Abi,
  type Hex,
  type TransactionReceipt,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { createTestI18n } from '../../../../lib/i18n/testing/createTestI18n'
import { floorGuardAbi } from '../../guards/generated/floorGuard'
import {
  testBuyToken,
  testNativeToken,
  testPayer,
  testRecipient,
  testRouter,
  testSellToken,
} from '../../guards/testing/createTestPartnerQuote'
import {
  decodeReceivedAmount,
  describeRouterRevert,
  type ReceiptLog,
  routerErrorsAbi,
  routerSwapEventAbi,
} from './confirmStep'

const pool = '0x00000000000000000000000000000000000000b0'
const impostor = '0x00000000000000000000000000000000000000aa'

function transferLog(
  token: Address,
  from: Address,
  to: Address,
  value: bigint,
): ReceiptLog {
  return {
    address: token,
    topics: encodeEventTopics({
      abi: erc20Abi,
      eventName: 'Transfer',
      args: { from, to },
    }) as Hex[],
    data: encodeAbiParameters([{ type: 'uint256' }], [value]),
  }
}

function swapLog(
  emitter: Address,
  tokenIn: Address,
  tokenOut: Address,
  amountOut: bigint,
): ReceiptLog {
  return {
    address: emitter,
    topics: encodeEventTopics({
      abi: routerSwapEventAbi,
      eventName: 'Swap',
      args: { _from: testPayer },
    }) as Hex[],
    data: encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'address' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
      ],
      [tokenIn, tokenOut, 1_000_000n, amountOut, 0n],
    ),
  }
}

const base = {
  router: testRouter,
  recipient: testRecipient,
  buyToken: testBuyToken,
}

describe('decodeReceivedAmount', () => {
  test('behavior: sums the buy token Transfers to the recipient over split paths', () => {
    const logs = [
      transferLog(testSellToken, testPayer, pool, 1_000_000n),
      transferLog(testBuyToken, pool, testRecipient, 700n),
      transferLog(testBuyToken, pool, testRecipient, 300n),
      transferLog(testBuyToken, pool, testPayer, 5n),
      swapLog(testRouter, testSellToken, testBuyToken, 999n),
    ]
    expect(decodeReceivedAmount({ ...base, logs })).toEqual({
      amountWei: 1000n,
      source: 'transfer',
    })
  })

  test('behavior: native output is read from the router Swap event', () => {
    const logs = [
      transferLog(testSellToken, testPayer, pool, 1_000_000n),
      swapLog(testRouter, testSellToken, testNativeToken, 42n),
    ]
    expect(
      decodeReceivedAmount({ ...base, buyToken: testNativeToken, logs }),
    ).toEqual({ amountWei: 42n, source: 'swap-event' })
  })

  test('behavior: without a Transfer, the router Swap event answers', () => {
    const logs = [swapLog(testRouter, testSellToken, testBuyToken, 77n)]
    expect(decodeReceivedAmount({ ...base, logs })).toEqual({
      amountWei: 77n,
      source: 'swap-event',
    })
  })

  test('behavior: look-alike events from other contracts are not believed', () => {
    const logs = [
      transferLog(impostor, pool, testRecipient, 10n ** 30n),
      swapLog(impostor, testSellToken, testBuyToken, 10n ** 30n),
      swapLog(testRouter, testSellToken, impostor, 10n ** 30n),
    ]
    expect(decodeReceivedAmount({ ...base, logs })).toBeNull()
  })

  test('behavior: undecodable logs are skipped, nothing found is null', () => {
    const logs: ReceiptLog[] = [
      { address: testBuyToken, topics: [], data: '0x' },
      { address: testRouter, topics: ['0x01'], data: '0x1234' },
    ]
    expect(decodeReceivedAmount({ ...base, logs })).toBeNull()
    expect(decodeReceivedAmount({ ...base, logs: [] })).toBeNull()
  })

  test("behavior: takes a viem receipt's logs as they are", () => {
    const receiptLogs: TransactionReceipt['logs'] = []
    expect(decodeReceivedAmount({ ...base, logs: receiptLogs })).toBeNull()
  })
})

describe('describeRouterRevert', () => {
  test('behavior: a slippage revert says the price moved, in token units', () => {
    const data = encodeErrorResult({
      abi: routerErrorsAbi,
      errorName: 'InsufficientOutput',
      args: [99_000_000n, 99_500_000n],
    })
    expect(
      describeRouterRevert({
        data,
        buyDecimals: 6,
        buySymbol: 'USDC',
        i18n: createTestI18n(),
      }),
    ).toBe(
      'the price moved: the swap would pay 99 USDC, below your minimum of 99.5 USDC (slippage).',
    )
  })

  test('behavior: the floor guard stopping a batch says so, in token units, and that nothing was swapped', () => {
    const args = { buyDecimals: 6, buySymbol: 'USDC', i18n: createTestI18n() }
    const belowFloor = encodeErrorResult({
      abi: floorGuardAbi,
      errorName: 'GainBelowFloor',
      args: [0n, testBuyToken, testRecipient, 3_130_000n, 6_940_000n],
    })
    expect(describeRouterRevert({ data: belowFloor, ...args })).toBe(
      'the on-chain floor stopped it: the swap would pay 3.13 USDC, below your minimum of 6.94 USDC.',
    )
    const tookMore = encodeErrorResult({
      abi: floorGuardAbi,
      errorName: 'LossAboveBound',
      args: [2n, testSellToken, testPayer, 10n, 0n],
    })
    expect(describeRouterRevert({ data: tookMore, ...args })).toMatch(
      /would have taken more from your wallet than it showed/,
    )
  })

  test('behavior: unknown or empty revert data gives null', () => {
    const args = { buyDecimals: 18, buySymbol: 'DAI', i18n: createTestI18n() }
    expect(describeRouterRevert({ data: null, ...args })).toBeNull()
    expect(describeRouterRevert({ data: '0x', ...args })).toBeNull()
    expect(describeRouterRevert({ data: '0xdeadbeef', ...args })).toBeNull()
  })
})
