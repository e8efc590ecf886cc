import { describe, expect, test } from 'vitest'
import { createTestToken, testAddress } from '../testing/createTestTokens'
import { createTokenSearchIndex } from './createTokenSearchIndex'

const mixedCase = createTestToken({
  symbol: 'wstETH',
  name: 'Wrapped  liquid-staked Ether 2.0',
  address: '0xAbCdEf000000000000000000000000000000000a',
})
const accented = createTestToken({
  symbol: 'CAFÉ\u200b',
  name: 'Café Crème',
  address: testAddress(0xb),
})
const duplicate = createTestToken({
  symbol: 'DUP',
  address: '0xabcdef000000000000000000000000000000000A',
})

describe('createTokenSearchIndex', () => {
  test('behavior: holds each field normalised once, in list order', () => {
    const index = createTokenSearchIndex([mixedCase, accented])
    expect(index.tokens).toEqual([mixedCase, accented])
    expect(index.symbols).toEqual(['wsteth', 'cafe'])
    expect(index.names).toEqual([
      'wrapped liquid staked ether 2 0',
      'cafe creme',
    ])
    expect(index.addresses).toEqual([
      '0xabcdef000000000000000000000000000000000a',
      testAddress(0xb),
    ])
  })

  test('behavior: an address maps to its first position, whatever its case', () => {
    const index = createTokenSearchIndex([mixedCase, accented, duplicate])
    expect(
      index.positionByAddress.get('0xabcdef000000000000000000000000000000000a'),
    ).toBe(0)
    expect(index.positionByAddress.get(testAddress(0xb))).toBe(1)
    expect(index.positionByAddress.size).toBe(2)
  })

  test('behavior: an empty list gives an empty index', () => {
    const index = createTokenSearchIndex([])
    expect(index.tokens).toEqual([])
    expect(index.positionByAddress.size).toBe(0)
  })

  test('behavior: a longer version of the list is indexed from the last one', () => {
    const first = createTokenSearchIndex([mixedCase, accented])
    const renamed = createTestToken({ symbol: 'NEW', address: testAddress(1) })
    const next = createTokenSearchIndex([renamed, accented, duplicate], first)
    // Position 0 holds another token now: its fields are its own.
    expect(next.symbols).toEqual(['new', 'cafe', 'dup'])
    expect(next.addresses[0]).toBe(testAddress(1).toLowerCase())
    expect(next.positionByAddress.get(accented.address.toLowerCase())).toBe(1)
    expect(next.positionByAddress.get(duplicate.address.toLowerCase())).toBe(2)
  })
})
