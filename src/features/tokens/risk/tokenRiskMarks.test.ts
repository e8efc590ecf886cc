import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../../lib/createMemoryStorage'
import {
  parseTokenRiskMarks,
  readStoredTokenRiskMarks,
  recordTokenRiskMark,
  TOKEN_RISK_STORAGE_KEY,
} from './tokenRiskMarks'

const tax = '0x1111111111111111111111111111111111111111'
const trap = '0x2222222222222222222222222222222222222222'

describe('tokenRiskMarks', () => {
  test('behavior: marks are kept per chain and token, under a versioned key', () => {
    const storage = createMemoryStorage()
    recordTokenRiskMark(1, tax, { kind: 'taxed', taxBps: 500 }, storage)
    recordTokenRiskMark(1, trap, { kind: 'unsellable' }, storage)
    recordTokenRiskMark(2, tax, { kind: 'unsellable' }, storage)
    const stored = readStoredTokenRiskMarks(storage)
    expect(JSON.parse(stored ?? '')).toMatchObject({ version: 1 })
    expect(TOKEN_RISK_STORAGE_KEY).toBe('swap.tokens.risk.v1')
    expect(parseTokenRiskMarks(stored, 1)).toEqual(
      new Map([
        [tax, { kind: 'taxed', taxBps: 500 }],
        [trap, { kind: 'unsellable' }],
      ]),
    )
    expect(parseTokenRiskMarks(stored, 2)).toEqual(
      new Map([[tax, { kind: 'unsellable' }]]),
    )
    expect(parseTokenRiskMarks(stored, 3).size).toBe(0)
  })

  test('behavior: what does not validate is dropped, and unreadable storage keeps nothing', () => {
    const stored = JSON.stringify({
      version: 1,
      state: {
        marks: {
          [`1:${tax}`]: { kind: 'taxed', taxBps: 20_000 },
          [`1:${trap}`]: { kind: 'honest' },
          '1:not-an-address': { kind: 'unsellable' },
          [`1:${tax.replace('1', '3')}`]: { kind: 'unsellable' },
        },
      },
    })
    expect([...parseTokenRiskMarks(stored, 1).keys()]).toEqual([
      tax.replace('1', '3'),
    ])
    expect(parseTokenRiskMarks('{', 1).size).toBe(0)
    expect(parseTokenRiskMarks(null, 1).size).toBe(0)
    // blocked storage: nothing thrown, nothing kept
    const blocked = {
      ...createMemoryStorage(),
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(() =>
      recordTokenRiskMark(1, tax, { kind: 'unsellable' }, blocked),
    ).not.toThrow()
    expect(readStoredTokenRiskMarks(blocked)).toBeNull()
  })
})
