import { describe, expect, test } from 'vitest'
import { createTestToken, testAddress } from '../testing/createTestTokens'
import { createTokenSearchIndex } from './createTokenSearchIndex'
import { findVerifiedNamesake } from './findVerifiedNamesake'

const usdc = createTestToken({ symbol: 'USDC', address: testAddress(1) })
const index = createTokenSearchIndex([usdc])

describe('findVerifiedNamesake', () => {
  test('behavior: an unverified token with a verified symbol is named', () => {
    const copy = createTestToken({
      symbol: 'usdc',
      address: testAddress(2),
      verified: false,
    })
    expect(findVerifiedNamesake(index, copy)).toEqual({
      token: usdc,
      isSameSymbol: true,
    })
  })

  test('behavior: Cyrillic look-alike letters are caught', () => {
    const lookAlike = createTestToken({
      symbol: 'USDС', // the last letter is Cyrillic
      address: testAddress(3),
      verified: false,
    })
    expect(findVerifiedNamesake(index, lookAlike)).toEqual({
      token: usdc,
      isSameSymbol: false,
    })
  })

  test('behavior: the token itself and other symbols are not namesakes', () => {
    expect(findVerifiedNamesake(index, usdc)).toBeUndefined()
    const other = createTestToken({ symbol: 'USDX', address: testAddress(4) })
    expect(findVerifiedNamesake(index, other)).toBeUndefined()
  })
})
