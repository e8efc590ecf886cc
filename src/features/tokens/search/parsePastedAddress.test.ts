import { describe, expect, test } from 'vitest'
import { parsePastedAddress } from './parsePastedAddress'

const checksummed = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('parsePastedAddress', () => {
  test('behavior: addresses in any valid form are recognised', () => {
    expect(parsePastedAddress(` ${checksummed} `)).toEqual({
      kind: 'address',
      address: checksummed,
    })
    expect(parsePastedAddress(checksummed.toLowerCase()).kind).toBe('address')
  })

  test('behavior: a broken checksum is told apart from text', () => {
    const typo = checksummed.replace('A0b8', 'a0B8')
    expect(parsePastedAddress(typo).kind).toBe('invalid-checksum')
    expect(parsePastedAddress('usdc').kind).toBe('none')
    expect(parsePastedAddress('0x1234').kind).toBe('none')
  })
})
