import { describe, expect, it } from 'vitest'
import type { AppToken } from '../types'
import { getTokenSearchIndex } from './getTokenSearchIndex'

const token = (symbol: string): AppToken => ({
  chainId: 1,
  address: `0x${symbol.padStart(40, '0')}`,
  symbol,
  name: symbol,
  decimals: 18,
  logoURI: null,
  verified: true,
  tags: [],
  priceUsd: null,
  isNative: false,
})

describe('getTokenSearchIndex', () => {
  it('builds the index once per list and anew for another list', () => {
    const list = [token('aaa'), token('bbb')]
    const first = getTokenSearchIndex(list)
    expect(getTokenSearchIndex(list)).toBe(first)
    expect(first.symbols).toEqual(['aaa', 'bbb'])
    const other = [...list, token('ccc')]
    const second = getTokenSearchIndex(other)
    expect(second).not.toBe(first)
    expect(second.symbols).toEqual(['aaa', 'bbb', 'ccc'])
  })
})
