import { parseGwei } from 'viem'
import { describe, expect, test } from 'vitest'
import { type CheckFeesParameters, checkFees } from './checkFees'

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

  test('behavior: a gas limit no block can hold is refused, measured or not', () => {
    expect(checkFees(feesParameters({ gas: 29_000_000n }))).toEqual({
      status: 'ok',
    })
    const refused = {
      status: 'refuse',
      ok: false,
      check: 'fees',
      message:
        'The transaction asks for a gas limit of 99000000, more than a whole block of this network holds (30000000). Nothing was sent to your wallet.',
    }
    expect(checkFees(feesParameters({ gas: 99_000_000n }))).toEqual(refused)
    expect(checkFees(feesParameters({ gas: 99_000_000n }))).toEqual(refused)
  })
})
