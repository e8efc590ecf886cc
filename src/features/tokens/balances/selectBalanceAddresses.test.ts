import { describe, expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import {
  createNativeTestToken,
  createTestToken,
  testAddress,
} from '../testing/createTestTokens'
import { selectBalanceAddresses } from './selectBalanceAddresses'

describe('selectBalanceAddresses', () => {
  test('behavior: native always, then in order, de-duplicated, capped', () => {
    const a = createTestToken({
      symbol: 'A',
      address: '0x00000000000000000000000000000000000000AA',
    })
    const b = createTestToken({ symbol: 'B', address: testAddress(0xbb) })
    const c = createTestToken({ symbol: 'C', address: testAddress(0xcc) })
    expect(
      selectBalanceAddresses({
        tokens: [a, createNativeTestToken(), b, a, c],
        max: 3,
      }),
    ).toEqual([NATIVE_TOKEN_ADDRESS, testAddress(0xaa), testAddress(0xbb)])
  })
})
