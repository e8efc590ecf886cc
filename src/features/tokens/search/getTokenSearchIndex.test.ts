import { describe, expect, it } from 'vitest'
import { createTestToken } from '../testing/createTestTokens'
import { getTokenSearchIndex } from './getTokenSearchIndex'

const token = (symbol: string) => createTestToken({ symbol })

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
