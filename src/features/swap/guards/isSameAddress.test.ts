import { describe, expect, test } from 'vitest'
import { isSameAddress } from './isSameAddress'

describe('isSameAddress', () => {
  test('behavior: compares addresses whatever their case', () => {
    expect(
      isSameAddress(
        '0xcce7452db4392b40aa0e1592a7c486e13bf69654',
        '0xCCE7452DB4392B40AA0E1592A7C486E13BF69654',
      ),
    ).toBe(true)
    expect(
      isSameAddress(
        '0xcce7452db4392b40aa0e1592a7c486e13bf69654',
        '0xcce7452db4392b40aa0e1592a7c486e13bf69655',
      ),
    ).toBe(false)
  })

  test('behavior: a malformed address is unequal instead of throwing', () => {
    expect(isSameAddress('0x1234', '0x1234')).toBe(false)
    expect(
      isSameAddress('router', '0xcce7452db4392b40aa0e1592a7c486e13bf69654'),
    ).toBe(false)
  })
})
