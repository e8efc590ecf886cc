import { parseGwei } from 'viem'
import { describe, expect, test } from 'vitest'
import { type CheckFeesParameters, checkFees } from './checkFees'

// A network at a 1 gwei base fee with a 0.1 gwei tip: the ceiling is 3.1 gwei.
function parameters(
  tx: Partial<CheckFeesParameters['tx']> = {},
  overrides: Partial<CheckFeesParameters> = {},
): CheckFeesParameters {
  return {
    tx: {
      gas: '180000',
      gasPrice: parseGwei('1.1').toString(),
      maxFeePerGas: parseGwei('2.1').toString(),
      maxPriorityFeePerGas: parseGwei('0.1').toString(),
      ...tx,
    },
    network: {
      baseFeePerGas: parseGwei('1'),
      maxPriorityFeePerGas: parseGwei('0.1'),
      gasPrice: parseGwei('1.1'),
    },
    simulatedGas: 150_000n,
    ...overrides,
  }
}

describe('checkFees', () => {
  test('behavior: fees and gas in line with the chain pass', () => {
    expect(checkFees(parameters())).toEqual({ status: 'ok' })
    expect(
      checkFees(parameters({ maxFeePerGas: parseGwei('3.1').toString() })),
    ).toEqual({ status: 'ok' })
  })

  test('behavior: fees 100× the quote are refused, saying which', () => {
    const inflated = parameters({
      gasPrice: parseGwei('110').toString(),
      maxFeePerGas: parseGwei('210').toString(),
      maxPriorityFeePerGas: parseGwei('10').toString(),
    })
    expect(checkFees(inflated)).toEqual({
      status: 'refuse',
      ok: false,
      check: 'fees',
      message:
        "The transaction offers a maximum fee of 210 gwei per gas, more than 3 × the network's current base fee plus its priority fee (3.1 gwei). Nothing was sent to your wallet.",
    })
  })

  test('behavior: one wei above the ceiling on any fee field is refused', () => {
    const above = (parseGwei('3.1') + 1n).toString()
    expect(checkFees(parameters({ maxFeePerGas: above })).status).toBe('refuse')
    expect(checkFees(parameters({ maxPriorityFeePerGas: above })).status).toBe(
      'refuse',
    )
    expect(checkFees(parameters({ gasPrice: above })).status).toBe('refuse')
  })

  test('behavior: without a base fee the ceiling is 3 × the gas price', () => {
    const legacy = (gasPrice: string) =>
      checkFees(
        parameters(
          {
            gasPrice,
            maxFeePerGas: undefined,
            maxPriorityFeePerGas: undefined,
          },
          {
            network: {
              baseFeePerGas: null,
              maxPriorityFeePerGas: 0n,
              gasPrice: parseGwei('2'),
            },
          },
        ),
      ).status
    expect(legacy(parseGwei('6').toString())).toBe('ok')
    expect(legacy((parseGwei('6') + 1n).toString())).toBe('refuse')
  })

  test('behavior: a gas limit out of line with the simulation goes to the wallet', () => {
    expect(checkFees(parameters({ gas: '300000' }))).toEqual({ status: 'ok' })
    expect(checkFees(parameters({ gas: '300001' }))).toMatchObject({
      status: 'use-wallet-estimate',
      reason: expect.stringContaining('more than 2 × what our simulation used'),
    })
    expect(checkFees(parameters({ gas: '149999' }))).toMatchObject({
      status: 'use-wallet-estimate',
      reason: expect.stringContaining('below what our simulation used'),
    })
  })

  test('behavior: without a simulated figure only the fees are bounded', () => {
    expect(
      checkFees(parameters({ gas: '99000000' }, { simulatedGas: null })),
    ).toEqual({ status: 'ok' })
  })
})
