import { type Address, encodeFunctionData, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { pinnedRouters } from '../../chains'
import {
  type CheckSwapCalldataParameters,
  checkSwapCalldata,
} from './checkSwapCalldata'
import {
  testBuyToken,
  testNativeToken,
  testPayer,
  testRecipient,
  testSellToken,
} from './testing/createTestPartnerQuote'

const swapAbi = pinnedRouters[31_337]?.swapAbi ?? null
if (!swapAbi) throw new Error('the devnet router has a pinned swap ABI')

const pool = '0x00000000000000000000000000000000000000bb'
const attacker: Address = '0x00000000000000000000000000000000000000aa'

type SwapArgs = {
  tokenIn?: Address
  tokenOut?: Address
  amountIn?: bigint
  minAmountOut?: bigint
  recipient?: Address
  deadline?: bigint
}

// The calldata's deadline, and a clock 30 s before it: a fresh 30 s quote.
const deadline = 1_900_000_000n
const nowMs = Number(deadline - 30n) * 1000

function swapData(args: SwapArgs = {}) {
  return encodeFunctionData({
    abi: swapAbi ?? [],
    functionName: 'swap',
    args: [
      args.tokenIn ?? testSellToken,
      args.tokenOut ?? testBuyToken,
      args.amountIn ?? 1_000_000n,
      args.minAmountOut ?? 1_990_000_000_000_000_000n,
      args.recipient ?? testRecipient,
      args.deadline ?? deadline,
      [
        {
          amountIn: args.amountIn ?? 1_000_000n,
          hops: [{ pool, kind: 0, tokenOut: testBuyToken }],
        },
      ],
    ],
  })
}

function calldataParameters(
  args: SwapArgs = {},
  overrides: Partial<CheckSwapCalldataParameters> = {},
): CheckSwapCalldataParameters {
  return {
    tx: { data: swapData(args), value: '0' },
    swapAbi,
    expected: {
      sellToken: testSellToken,
      buyToken: testBuyToken,
      amountWei: 1_000_000n,
      payer: testPayer,
      recipient: testRecipient,
      slippagePercent: '0.5',
    },
    // 0.5% below 2e18 is 1.99e18: the calldata's minimum sits on the floor.
    dstAmountWei: 2_000_000_000_000_000_000n,
    validForSeconds: 30,
    nowMs,
    ...overrides,
  }
}

const messageOf = (p: CheckSwapCalldataParameters) => {
  const result = checkSwapCalldata(p)
  return result.ok ? 'ok' : `${result.check}: ${result.message}`
}

describe('checkSwapCalldata', () => {
  test('behavior: calldata that matches the screen passes as decoded', () => {
    expect(checkSwapCalldata(calldataParameters())).toEqual({
      ok: true,
      isDecoded: true,
    })
  })

  test('behavior: a replaced recipient word is refused', () => {
    expect(messageOf(calldataParameters({ recipient: attacker }))).toMatch(
      /^calldata: The transaction would pay 0x0+AA, not the recipient you see/,
    )
  })

  test('behavior: a zero recipient pays the sender, so only a self-swap passes', () => {
    expect(messageOf(calldataParameters({ recipient: zeroAddress }))).toMatch(
      /would pay 0x3C44/,
    )
    const self = calldataParameters({ recipient: zeroAddress })
    self.expected.recipient = testPayer
    expect(messageOf(self)).toBe('ok')
  })

  test('behavior: a minimum below the quote less slippage is refused', () => {
    expect(messageOf(calldataParameters({ minAmountOut: 0n }))).toMatch(
      /accepts as little as 0 .* below the quote reduced by your slippage \(1990000000000000000\)/,
    )
    expect(
      messageOf(
        calldataParameters({ minAmountOut: 1_989_999_999_999_999_999n }),
      ),
    ).toMatch(/^calldata:/)
  })

  test('behavior: other tokens or amount are refused', () => {
    expect(messageOf(calldataParameters({ tokenIn: attacker }))).toMatch(
      /sell another token/,
    )
    expect(messageOf(calldataParameters({ tokenOut: attacker }))).toMatch(
      /buy another token/,
    )
    expect(messageOf(calldataParameters({ amountIn: 999_999n }))).toMatch(
      /sell another amount/,
    )
  })

  test('behavior: the native sentinel needs the amount as value, nothing else', () => {
    const native = calldataParameters(
      { tokenIn: testNativeToken },
      {
        tx: { data: swapData({ tokenIn: testNativeToken }), value: '1000000' },
      },
    )
    native.expected.sellToken = testNativeToken
    expect(messageOf(native)).toBe('ok')
    native.tx.value = '0'
    expect(messageOf(native)).toMatch(/native token/)
    expect(
      messageOf(
        calldataParameters({}, { tx: { data: swapData(), value: '1' } }),
      ),
    ).toMatch(/native token/)
  })

  test('behavior: data that is not the swap call is refused', () => {
    expect(
      messageOf(
        calldataParameters({}, { tx: { data: '0x12345678', value: '0' } }),
      ),
    ).toMatch(/not a call to the reviewed router's swap/)
  })

  test('behavior: a deadline beyond the quote, clock skew allowed, is refused', () => {
    // 30 s of validity and 60 s of clock skew from now.
    const nowSeconds = BigInt(nowMs / 1000)
    expect(messageOf(calldataParameters({ deadline: nowSeconds + 90n }))).toBe(
      'ok',
    )
    expect(messageOf(calldataParameters({ deadline: nowSeconds + 91n }))).toBe(
      'calldata: The transaction stays valid for 91 s, longer than the quote (30 s). Nothing was sent to your wallet.',
    )
    expect(
      messageOf(calldataParameters({ deadline: nowSeconds + 86_400n * 365n })),
    ).toMatch(/^calldata: The transaction stays valid for 31536000 s/)
  })

  test('behavior: a deadline already passed, clock skew allowed, is refused', () => {
    // A clock a minute ahead of the service's still signs a fresh quote.
    const nowSeconds = BigInt(nowMs / 1000)
    expect(messageOf(calldataParameters({ deadline: nowSeconds - 60n }))).toBe(
      'ok',
    )
    expect(messageOf(calldataParameters({ deadline: nowSeconds - 61n }))).toBe(
      "calldata: The transaction's deadline has already passed. Nothing was sent to your wallet.",
    )
  })

  test('behavior: validForSeconds is capped at five minutes for the deadline', () => {
    const nowSeconds = BigInt(nowMs / 1000)
    const longLived = (deadlineSeconds: bigint) =>
      messageOf(
        calldataParameters(
          { deadline: deadlineSeconds },
          { validForSeconds: 86_400 },
        ),
      )
    expect(longLived(nowSeconds + 360n)).toBe('ok')
    expect(longLived(nowSeconds + 361n)).toMatch(
      /stays valid for 361 s, longer than the quote \(300 s\)/,
    )
  })

  test('behavior: bytes after the arguments are refused', () => {
    const data = swapData()
    expect(
      messageOf(
        calldataParameters({}, { tx: { data: `${data}00`, value: '0' } }),
      ),
    ).toBe(
      "calldata: The transaction's data carries 1 byte after the swap's arguments, which the screen cannot show. Nothing was sent to your wallet.",
    )
    expect(
      messageOf(
        calldataParameters(
          {},
          { tx: { data: `${data}${'ab'.repeat(64)}`, value: '0' } },
        ),
      ),
    ).toMatch(/carries 64 bytes after the swap's arguments/)
  })

  test('behavior: arguments encoded other than canonically are refused', () => {
    // The first argument's word with a dirty high byte: a decoder that
    // ignores it reads the same token, a contract might not.
    const data = swapData()
    const dirty = `${data.slice(0, 10)}ff${data.slice(12)}` as `0x${string}`
    expect(
      messageOf(calldataParameters({}, { tx: { data: dirty, value: '0' } })),
    ).toBe(
      "calldata: The transaction's data is not encoded the way the reviewed router's swap is. Nothing was sent to your wallet.",
    )
  })

  test('behavior: without a known ABI it says the calldata was not decoded', () => {
    expect(
      checkSwapCalldata(calldataParameters({}, { swapAbi: null })),
    ).toEqual({
      ok: true,
      isDecoded: false,
      note: 'calldata could not be decoded',
    })
  })
})
