import { parseEther, parseGwei, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  type CheckFeesParameters,
  type CheckSwapMeasurementParameters,
  checkFees,
  checkSwapMeasurement,
} from './checkMeasuredSwap'
import {
  testBuyToken,
  testNativeToken,
  testPayer,
  testRecipient,
  testSellToken,
} from './testing/createTestPartnerQuote'
import type { SwapBalances, SwapMeasurement } from './types'

// A network at a 1 gwei base fee suggesting a 0.1 gwei tip: the tip allowed
// is the 1 gwei floor (above 2 × 0.1), so the maximum fee's ceiling is
// 3 × 1 + 1 = 4 gwei; a legacy gas price may be 2 × 1.1 = 2.2 gwei.
function feesParameters(
  tx: Partial<CheckFeesParameters['tx']> = {},
  overrides: Partial<CheckFeesParameters> = {},
): CheckFeesParameters {
  return {
    tx: {
      gas: 180_000n,
      maxFeePerGas: parseGwei('2.1'),
      maxPriorityFeePerGas: parseGwei('0.1'),
      ...tx,
    },
    network: {
      baseFeePerGas: parseGwei('1'),
      maxPriorityFeePerGas: parseGwei('0.1'),
      gasPrice: parseGwei('1.1'),
      blockGasLimit: 30_000_000n,
    },
    simulatedGas: 150_000n,
    ...overrides,
  }
}

const legacy = (gasPrice: bigint): Partial<CheckFeesParameters['tx']> => ({
  gasPrice,
  maxFeePerGas: undefined,
  maxPriorityFeePerGas: undefined,
})

describe('checkFees', () => {
  test('behavior: fees and gas in line with the chain pass', () => {
    expect(checkFees(feesParameters())).toEqual({ status: 'ok' })
    expect(checkFees(feesParameters({ maxFeePerGas: parseGwei('4') }))).toEqual(
      {
        status: 'ok',
      },
    )
    expect(checkFees(feesParameters(legacy(parseGwei('1.1'))))).toEqual({
      status: 'ok',
    })
  })

  test('behavior: fees 100× the quote are refused, saying which', () => {
    const inflated = feesParameters({
      maxFeePerGas: parseGwei('210'),
      maxPriorityFeePerGas: parseGwei('10'),
    })
    expect(checkFees(inflated)).toEqual({
      status: 'refuse',
      ok: false,
      check: 'fees',
      message:
        "The transaction offers a maximum fee of 210 gwei per gas, more than 3 × the network's current base fee plus the priority fee it allows (4 gwei). Nothing was sent to your wallet.",
    })
  })

  test('behavior: one wei above its bound on any signed fee field is refused', () => {
    const status = (tx: Partial<CheckFeesParameters['tx']>) =>
      checkFees(feesParameters(tx)).status
    expect(status({ maxFeePerGas: parseGwei('4') + 1n })).toBe('refuse')
    expect(status({ maxPriorityFeePerGas: parseGwei('1') })).toBe('ok')
    expect(status({ maxPriorityFeePerGas: parseGwei('1') + 1n })).toBe('refuse')
    expect(status(legacy(parseGwei('2.2')))).toBe('ok')
    expect(status(legacy(parseGwei('2.2') + 1n))).toBe('refuse')
  })

  test("behavior: the priority fee is held to the chain's own suggestion, not to the base fee", () => {
    // 1.5 gwei is far below 3 × the base fee (the old bound) yet 15 × what
    // the chain suggests: refused.
    expect(
      checkFees(feesParameters({ maxPriorityFeePerGas: parseGwei('1.5') })),
    ).toEqual({
      status: 'refuse',
      ok: false,
      check: 'fees',
      message:
        'The transaction offers a priority fee of 1.5 gwei per gas; the network suggests 0.1 gwei, and more than 1 gwei is refused. Nothing was sent to your wallet.',
    })
    // Where the chain suggests more, twice its suggestion is allowed.
    const network = {
      baseFeePerGas: parseGwei('1'),
      maxPriorityFeePerGas: parseGwei('3'),
      gasPrice: parseGwei('4'),
      blockGasLimit: 30_000_000n,
    }
    const busy = (tip: bigint) =>
      checkFees(
        feesParameters(
          { maxFeePerGas: parseGwei('9'), maxPriorityFeePerGas: tip },
          { network },
        ),
      ).status
    expect(busy(parseGwei('6'))).toBe('ok')
    expect(busy(parseGwei('6') + 1n)).toBe('refuse')
  })

  test('behavior: a node without a tip suggestion allows the floor only', () => {
    const network = { ...feesParameters().network, maxPriorityFeePerGas: null }
    const status = (tip: bigint) =>
      checkFees(feesParameters({ maxPriorityFeePerGas: tip }, { network }))
        .status
    expect(status(parseGwei('1'))).toBe('ok')
    expect(status(parseGwei('1') + 1n)).toBe('refuse')
  })

  test('behavior: without a base fee the ceiling is 2 × the gas price', () => {
    const network = {
      baseFeePerGas: null,
      maxPriorityFeePerGas: null,
      gasPrice: parseGwei('2'),
      blockGasLimit: 30_000_000n,
    }
    const status = (gasPrice: bigint) =>
      checkFees(feesParameters(legacy(gasPrice), { network })).status
    expect(status(parseGwei('4'))).toBe('ok')
    expect(status(parseGwei('4') + 1n)).toBe('refuse')
  })

  test('behavior: a gas limit out of line with the simulation goes to the wallet', () => {
    expect(checkFees(feesParameters({ gas: 300_000n }))).toEqual({
      status: 'ok',
    })
    expect(checkFees(feesParameters({ gas: 300_001n }))).toMatchObject({
      status: 'use-wallet-estimate',
      reason: expect.stringContaining('more than 2 × what our simulation used'),
    })
    expect(checkFees(feesParameters({ gas: 149_999n }))).toMatchObject({
      status: 'use-wallet-estimate',
      reason: expect.stringContaining('below what our simulation used'),
    })
  })

  test('behavior: a gas limit no block can hold is refused, measured or not', () => {
    expect(
      checkFees(feesParameters({ gas: 29_000_000n }, { simulatedGas: null })),
    ).toEqual({ status: 'ok' })
    const refused = {
      status: 'refuse',
      ok: false,
      check: 'fees',
      message:
        'The transaction asks for a gas limit of 99000000, more than a whole block of this network holds (30000000). Nothing was sent to your wallet.',
    }
    expect(
      checkFees(feesParameters({ gas: 99_000_000n }, { simulatedGas: null })),
    ).toEqual(refused)
    expect(checkFees(feesParameters({ gas: 99_000_000n }))).toEqual(refused)
  })
})

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
    ...overrides,
  }
}

/** 1 USDC for 2 DAI, 0.5 % slippage (floor 1.99 DAI), paid to someone else. */
function parameters(
  moves: Moves,
  overrides: Partial<CheckSwapMeasurementParameters> = {},
): CheckSwapMeasurementParameters {
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

const messageOf = (p: CheckSwapMeasurementParameters) => {
  const result = checkSwapMeasurement(p)
  return result.ok
    ? `ok: ${result.receivedWei}`
    : `${result.check}: ${result.message}`
}

describe('checkSwapMeasurement', () => {
  test('behavior: an honest swap passes and reports what the recipient receives', () => {
    expect(checkSwapMeasurement(parameters(honest))).toEqual({
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

  test('behavior: a native sell may take the amount plus the fee bound, no more', () => {
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
    expect(messageOf(native(-parseEther('1.002')))).toMatch(/^ok/)
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
    expect(checkSwapMeasurement(toSelf)).toEqual({
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
