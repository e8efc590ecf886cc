import { parseEther, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  type CheckMeasuredSwapParameters,
  checkMeasuredSwap,
} from './checkMeasuredSwap'
import {
  testBuyToken,
  testNativeToken,
  testPayer,
  testRecipient,
  testSellToken,
} from './testing/createTestPartnerQuote'
import type { SwapBalances, SwapMeasurement } from './types'

const usdc = { address: testSellToken, symbol: 'USDC', decimals: 6 }
const dai = { address: testBuyToken, symbol: 'DAI', decimals: 18 }
const eth = { address: testNativeToken, symbol: 'ETH', decimals: 18 }

const start: SwapBalances = {
  payerNativeWei: parseEther('10'),
  payerSellWei: parseUnits('100', 6),
  payerBuyWei: parseEther('50'),
  recipientBuyWei: parseEther('5'),
}

type Moves = Partial<Record<keyof SwapBalances, bigint>>

/** A measurement in which each balance moved by `moves` (signed). */
function measurement(
  moves: Moves,
  overrides: Partial<SwapMeasurement> = {},
): SwapMeasurement {
  const after = { ...start }
  for (const [key, move] of Object.entries(moves) as [
    keyof SwapBalances,
    bigint,
  ][]) {
    after[key] = start[key] + move
  }
  return {
    method: 'eth_simulateV1',
    before: start,
    after,
    feePaidWei: parseEther('0.001'),
    feeAllowanceWei: parseEther('0.002'),
    gasUsed: 150_000n,
    effectiveGasPriceWei: parseEther('0.001') / 150_000n,
    simulation: null,
    ...overrides,
  }
}

/** 1 USDC for 2 DAI, 0.5 % slippage (floor 1.99 DAI), paid to someone else. */
function parameters(
  moves: Moves,
  overrides: Partial<CheckMeasuredSwapParameters> = {},
): CheckMeasuredSwapParameters {
  return {
    measurement: measurement(moves),
    expected: {
      sellToken: usdc,
      buyToken: dai,
      amountWei: parseUnits('1', 6),
      payer: testPayer,
      recipient: testRecipient,
    },
    nativeCurrency: { symbol: 'ETH', decimals: 18 },
    floorWei: parseEther('1.99'),
    quoteMinimumWei: parseEther('1.99'),
    ...overrides,
  }
}

const honest: Moves = {
  payerNativeWei: -parseEther('0.001'),
  payerSellWei: -parseUnits('1', 6),
  recipientBuyWei: parseEther('2'),
}

const messageOf = (p: CheckMeasuredSwapParameters) => {
  const result = checkMeasuredSwap(p)
  return result.ok
    ? `ok: ${result.receivedWei}`
    : `${result.check}: ${result.message}`
}

describe('checkMeasuredSwap', () => {
  test('behavior: an honest swap passes and reports what the recipient receives', () => {
    expect(checkMeasuredSwap(parameters(honest))).toEqual({
      ok: true,
      receivedWei: parseEther('2'),
    })
  })

  test('behavior: more of the sell token leaving than shown is refused', () => {
    const tripled = { ...honest, payerSellWei: -parseUnits('3', 6) }
    expect(messageOf(parameters(tripled))).toBe(
      'debit: Simulated, this swap would take 3 USDC from your wallet, not the 1 you are swapping. Nothing was sent to your wallet.',
    )
    const oneMore = { ...honest, payerSellWei: -parseUnits('1', 6) - 1n }
    expect(messageOf(parameters(oneMore))).toMatch(/^debit:/)
  })

  test('behavior: less of the sell token leaving than shown is refused, 0 included', () => {
    // A program spending another approved token instead debits 0 of this one.
    const none = { ...honest, payerSellWei: 0n }
    expect(messageOf(parameters(none))).toBe(
      'debit: Simulated, this swap would take 0 USDC from your wallet, not the 1 you are swapping. Nothing was sent to your wallet.',
    )
    const oneLess = { ...honest, payerSellWei: -parseUnits('1', 6) + 1n }
    expect(messageOf(parameters(oneLess))).toMatch(/^debit:/)
  })

  test('behavior: an ERC-20 sell may take native coin only up to its fee bound', () => {
    const atBound = { ...honest, payerNativeWei: -parseEther('0.002') }
    expect(messageOf(parameters(atBound))).toMatch(/^ok/)
    const beyond = { ...honest, payerNativeWei: -parseEther('0.5') }
    expect(messageOf(parameters(beyond))).toBe(
      'debit: Simulated, this swap would also take 0.5 ETH from your wallet, more than its network fee can cost (at most 0.002 ETH). Nothing was sent to your wallet.',
    )
    // Measured by the probe, the payer pays no fee: no native may leave.
    const probed = parameters(
      { ...honest, payerNativeWei: -1n },
      {
        measurement: measurement(
          { ...honest, payerNativeWei: -1n },
          { method: 'eth_call', feePaidWei: 0n, feeAllowanceWei: 0n },
        ),
      },
    )
    expect(messageOf(probed)).toBe(
      'debit: Simulated, this swap would also take 0.000000000000000001 ETH from your wallet, which a swap of USDC does not need. Nothing was sent to your wallet.',
    )
  })

  test('behavior: a native sell takes exactly the amount plus the fee paid, within the fee bound', () => {
    const native = (nativeMove: bigint) =>
      parameters(
        { payerNativeWei: nativeMove, recipientBuyWei: parseEther('2') },
        {
          expected: {
            ...parameters({}).expected,
            sellToken: eth,
            amountWei: parseEther('1'),
          },
        },
      )
    expect(messageOf(native(-parseEther('1.001')))).toMatch(/^ok/)
    // Within the fee bound, yet 0.001 ETH more than the amount and the fee
    // the simulation charged: not the amount shown.
    expect(messageOf(native(-parseEther('1.002')))).toBe(
      'debit: Simulated, this swap would take 1.001 ETH from your wallet, not the 1 you are swapping. Nothing was sent to your wallet.',
    )
    // And less than the amount shown is refused as well.
    expect(messageOf(native(-parseEther('0.001')))).toBe(
      'debit: Simulated, this swap would take 0 ETH from your wallet, not the 1 you are swapping. Nothing was sent to your wallet.',
    )
    expect(messageOf(native(-parseEther('3.001')))).toBe(
      'debit: Simulated, this swap would take 3.001 ETH from your wallet, not the 1 you are swapping plus at most 0.002 ETH in network fees. Nothing was sent to your wallet.',
    )
  })

  test("behavior: the payer's buy token never decreases when someone else receives", () => {
    const drained = { ...honest, payerBuyWei: -parseEther('7') }
    expect(messageOf(parameters(drained))).toBe(
      'debit: Simulated, this swap would also take 7 DAI from your wallet. Nothing was sent to your wallet.',
    )
  })

  test('behavior: a recipient credited below the floor is refused, naming who', () => {
    const short = { ...honest, recipientBuyWei: parseEther('1.98') }
    expect(messageOf(parameters(short))).toBe(
      `output: Simulated, the recipient (${testRecipient}) would receive 1.98 DAI, less than the 1.99 DAI the quote promises after your slippage. Nothing was sent to your wallet.`,
    )
    const self = parameters(
      { payerSellWei: -parseUnits('1', 6) },
      { expected: { ...parameters({}).expected, recipient: testPayer } },
    )
    expect(messageOf(self)).toMatch(
      /^output: Simulated, you would receive 0 DAI, less than/,
    )
  })

  test('behavior: native paid to the payer counts with the fee added back', () => {
    // USDC → ETH to oneself: the native balance rose by 2 ETH less the fee.
    const fee = parseEther('0.001')
    const received = parseEther('2')
    const balanceBefore = start.payerNativeWei
    const balanceAfter = balanceBefore + received - fee
    const toSelf = parameters(
      {},
      {
        expected: {
          ...parameters({}).expected,
          buyToken: eth,
          recipient: testPayer,
        },
        measurement: measurement(
          {},
          {
            // One native balance, read as the payer's and the recipient's.
            before: {
              ...start,
              payerBuyWei: balanceBefore,
              recipientBuyWei: balanceBefore,
            },
            after: {
              payerNativeWei: balanceAfter,
              payerSellWei: start.payerSellWei - 1_000_000n,
              payerBuyWei: balanceAfter,
              recipientBuyWei: balanceAfter,
            },
          },
        ),
      },
    )
    expect(checkMeasuredSwap(toSelf)).toEqual({
      ok: true,
      receivedWei: received,
    })
  })

  test('behavior: a quote whose own minimum is below the floor is refused', () => {
    expect(messageOf(parameters(honest, { quoteMinimumWei: 0n }))).toBe(
      "output: The quote's own minimum (0 DAI) is below its amount reduced by your slippage (1.99 DAI). Nothing was sent to your wallet.",
    )
    expect(messageOf(parameters(honest, { quoteMinimumWei: null }))).toMatch(
      /^ok/,
    )
  })
})
