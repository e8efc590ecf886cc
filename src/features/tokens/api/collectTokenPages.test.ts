import { describe, expect, test } from 'vitest'
import { tokenSchema } from '../../../../schema/tokens'
import { testAddress } from '../testing/createTestTokens'
import { collectTokenPages } from './collectTokenPages'

function page(from: number, count: number) {
  const tokens: Record<string, ReturnType<typeof tokenSchema.parse>> = {}
  for (let n = from; n < from + count; n++) {
    const address = testAddress(n + 1)
    tokens[address] = tokenSchema.parse({
      address,
      symbol: `T${n}`,
      name: `Token ${n}`,
      decimals: 18,
    })
  }
  return { tokens }
}

describe('collectTokenPages', () => {
  test('behavior: walks 0-based pages until one comes back short', async () => {
    const asked: number[] = []
    const tokens = await collectTokenPages({
      pageSize: 3,
      maxPages: 10,
      fetchPage: async (n) => {
        asked.push(n)
        return page(n * 3, n < 2 ? 3 : 1)
      },
    })
    expect(asked).toEqual([0, 1, 2])
    expect(tokens.map((token) => token.symbol)).toEqual([
      'T0',
      'T1',
      'T2',
      'T3',
      'T4',
      'T5',
      'T6',
    ])
  })

  test('behavior: an exactly full last page costs one empty request', async () => {
    const asked: number[] = []
    await collectTokenPages({
      pageSize: 2,
      maxPages: 10,
      fetchPage: async (n) => {
        asked.push(n)
        return n < 2 ? page(n * 2, 2) : { tokens: {} }
      },
    })
    expect(asked).toEqual([0, 1, 2])
  })

  test('behavior: a service that ignores `page` cannot loop the client', async () => {
    const asked: number[] = []
    const tokens = await collectTokenPages({
      pageSize: 2,
      maxPages: 10,
      fetchPage: async (n) => {
        asked.push(n)
        return page(0, 2)
      },
    })
    expect(asked).toEqual([0, 1])
    expect(tokens).toHaveLength(2)
  })

  test('behavior: stops at maxPages', async () => {
    let calls = 0
    await collectTokenPages({
      pageSize: 1,
      maxPages: 4,
      fetchPage: async (n) => {
        calls++
        return page(n, 1)
      },
    })
    expect(calls).toBe(4)
  })

  test("behavior: hands over each page's new entries as it arrives", async () => {
    const seen: string[][] = []
    await collectTokenPages({
      pageSize: 2,
      maxPages: 10,
      fetchPage: async (n) => (n === 0 ? page(0, 2) : page(1, 2)),
      onPage: (entries) => seen.push(entries.map((entry) => entry.symbol)),
    })
    // Page 1 repeats T1: only T2 is new; page 2 adds nothing and ends it.
    expect(seen).toEqual([['T0', 'T1'], ['T2']])
  })
})
