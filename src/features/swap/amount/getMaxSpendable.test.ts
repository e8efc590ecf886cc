import { describe, expect, test } from 'vitest'
import { getMaxSpendable } from './getMaxSpendable'

const ether = 10n ** 18n

describe('getMaxSpendable', () => {
  test('behavior: a token can be sold in full', () => {
    expect(
      getMaxSpendable({
        balance: 5n,
        isNative: false,
        gasPriceWei: 10n,
        nativeDecimals: 18,
      }),
    ).toBe(5n)
  })

  test('behavior: the native coin keeps a gas reserve', () => {
    expect(
      getMaxSpendable({
        balance: ether,
        isNative: true,
        gasPriceWei: 1_000_000_000n,
        nativeDecimals: 18,
      }),
    ).toBe(ether - 1_000_000_000n * 1_000_000n)
  })

  test('behavior: unknown gas price keeps 0.01, never below zero', () => {
    expect(
      getMaxSpendable({
        balance: ether,
        isNative: true,
        gasPriceWei: null,
        nativeDecimals: 18,
      }),
    ).toBe(ether - ether / 100n)
    expect(
      getMaxSpendable({
        balance: 1n,
        isNative: true,
        gasPriceWei: null,
        nativeDecimals: 18,
      }),
    ).toBe(0n)
  })
})
