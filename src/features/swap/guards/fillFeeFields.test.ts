import { parseGwei } from 'viem'
import { describe, expect, test } from 'vitest'
import { fillFeeFields } from './fillFeeFields'

// A 1 gwei base fee, a 0.1 gwei suggested tip, a 1.1 gwei gas price.
const network = {
  baseFeePerGas: parseGwei('1'),
  maxPriorityFeePerGas: parseGwei('0.1'),
  gasPrice: parseGwei('1.1'),
  blockGasLimit: 30_000_000n,
}

describe('fillFeeFields', () => {
  test('behavior: fields the quote gives are kept as they are', () => {
    const given = {
      maxFeePerGas: parseGwei('3'),
      maxPriorityFeePerGas: parseGwei('0.5'),
    }
    expect(fillFeeFields(given, network)).toEqual(given)
    expect(fillFeeFields({ gasPrice: parseGwei('1.2') }, network)).toEqual({
      gasPrice: parseGwei('1.2'),
    })
  })

  test('behavior: missing 1559 fields are the suggested tip and twice the base fee plus it', () => {
    expect(fillFeeFields({}, network)).toEqual({
      maxFeePerGas: parseGwei('2.1'),
      maxPriorityFeePerGas: parseGwei('0.1'),
    })
    expect(fillFeeFields({ maxFeePerGas: parseGwei('3') }, network)).toEqual({
      maxFeePerGas: parseGwei('3'),
      maxPriorityFeePerGas: parseGwei('0.1'),
    })
  })

  test('behavior: a node without a tip suggestion fills no tip', () => {
    expect(
      fillFeeFields({}, { ...network, maxPriorityFeePerGas: null }),
    ).toEqual({ maxFeePerGas: parseGwei('2'), maxPriorityFeePerGas: 0n })
  })

  test('behavior: a chain without a base fee gets the legacy gas price', () => {
    expect(fillFeeFields({}, { ...network, baseFeePerGas: null })).toEqual({
      gasPrice: parseGwei('1.1'),
    })
  })
})
