import {
  type Address,
  encodeAbiParameters,
  type Hex,
  maxUint256,
  pad,
  toEventSelector,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { checkSwapLogs } from './checkSwapLogs'
import {
  testNativeToken,
  testPayer,
  testRouter,
  testSellToken,
} from './testing/createTestPartnerQuote'
import type { SimulationEvidence, SwapLog } from './types'

const other: Address = '0x00000000000000000000000000000000000000aa'
const pool: Address = '0x00000000000000000000000000000000000000bb'
const topic = (address: Address) => pad(address)
const word = (value: bigint): Hex =>
  encodeAbiParameters([{ type: 'uint256' }], [value])

const transfer = (token: Address, from: Address, to: Address, wei: bigint) =>
  ({
    address: token,
    topics: [
      toEventSelector('Transfer(address,address,uint256)'),
      topic(from),
      topic(to),
    ],
    data: word(wei),
  }) satisfies SwapLog

const approval = (
  token: Address,
  owner: Address,
  spender: Address,
  wei: bigint,
) =>
  ({
    address: token,
    topics: [
      toEventSelector('Approval(address,address,uint256)'),
      topic(owner),
      topic(spender),
    ],
    data: word(wei),
  }) satisfies SwapLog

function parameters(logs: SwapLog[], allowanceBeforeWei = 5_000_000n) {
  const simulation: SimulationEvidence = {
    logs,
    watched: [],
    allowanceBeforeWei,
    allowanceAfterWei: allowanceBeforeWei - 1_000_000n,
    block: {
      number: 2n,
      timestamp: 2n,
      baseFeePerGas: 1n,
      feeRecipient: other,
    },
    reader: { address: other, caller: other, callerBalanceWei: 1n },
    nonce: 0,
    sellBack: null,
  }
  return {
    simulation,
    payer: testPayer,
    router: testRouter,
    sellToken: { address: testSellToken, symbol: 'USDC', decimals: 6 },
    amountWei: 1_000_000n,
    valueWei: 0n,
    nativeCurrency: { symbol: 'ETH', decimals: 18 },
  }
}

const checkOf = (logs: SwapLog[], allowance?: bigint) => {
  const result = checkSwapLogs(parameters(logs, allowance))
  return result.ok ? 'ok' : result.message
}

describe('checkSwapLogs', () => {
  test('behavior: the sell amount leaving, and what comes back, pass', () => {
    expect(
      checkOf([
        transfer(testSellToken, testPayer, pool, 1_000_000n),
        transfer(other, pool, testPayer, 7n),
      ]),
    ).toBe('ok')
  })

  test('behavior: the sell token beyond the amount, split over transfers, is refused', () => {
    expect(
      checkOf([
        transfer(testSellToken, testPayer, pool, 600_000n),
        transfer(testSellToken, testPayer, other, 500_000n),
      ]),
    ).toBe(
      'Simulated, this swap would take 1.1 USDC from your wallet, not the 1 you are swapping. Nothing was sent to your wallet.',
    )
  })

  test('behavior: any other token leaving the payer is refused, an ERC-721 item too', () => {
    expect(checkOf([transfer(other, testPayer, pool, 1n)])).toMatch(
      /would also move 1 \(smallest units\) of the token at 0x0+aA? out of your wallet/i,
    )
    const nft = {
      address: other,
      topics: [
        toEventSelector('Transfer(address,address,uint256)'),
        topic(testPayer),
        topic(pool),
        word(42n),
      ],
      data: '0x',
    } satisfies SwapLog
    expect(checkOf([nft])).toMatch(/would also move 1 \(smallest units\)/)
  })

  test('behavior: native coin beyond the value is refused', () => {
    expect(
      checkOf([transfer(testNativeToken, testPayer, pool, 10n ** 17n)]),
    ).toBe(
      'Simulated, this swap would send 0.1 ETH out of your wallet, beyond the 0 ETH the transaction carries. Nothing was sent to your wallet.',
    )
    // One wei is refused as well, however it reads.
    expect(checkOf([transfer(testNativeToken, testPayer, pool, 1n)])).toMatch(
      /^Simulated, this swap would send .* ETH out of your wallet/,
    )
  })

  test('behavior: an approval the payer grants is refused, unlimited or not', () => {
    expect(checkOf([approval(other, testPayer, pool, maxUint256)])).toMatch(
      /^Simulated, this swap would let 0x0+bB? spend your tokens at 0x0+aA?; a swap never grants an approval\./i,
    )
    expect(
      checkOf([approval(testSellToken, testPayer, testRouter, 1n)]),
    ).toMatch(/a swap never grants an approval/)
    const forAll = {
      address: other,
      topics: [
        toEventSelector('ApprovalForAll(address,address,bool)'),
        topic(testPayer),
        topic(pool),
      ],
      data: word(1n),
    } satisfies SwapLog
    expect(checkOf([forAll])).toMatch(/a swap never grants an approval/)
  })

  test('behavior: the sell token logging the router’s spend (allowance less exactly the amount) is no grant', () => {
    expect(
      checkOf([approval(testSellToken, testPayer, testRouter, 4_000_000n)]),
    ).toBe('ok')
    // The same log from another spender, or not lowered by the amount, is.
    expect(
      checkOf([approval(testSellToken, testPayer, other, 4_000_000n)]),
    ).toMatch(/a swap never grants an approval/)
    expect(
      checkOf([approval(testSellToken, testPayer, testRouter, 4_000_001n)]),
    ).toMatch(/a swap never grants an approval/)
  })

  test('behavior: approvals by others are not the payer’s', () => {
    expect(checkOf([approval(other, pool, testRouter, maxUint256)])).toBe('ok')
  })
})
