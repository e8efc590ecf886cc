import { beforeEach, describe, expect, test } from 'vitest'
import { createTestToken, testAddress } from '../testing/createTestTokens'
import {
  createRecentTokensStore,
  MAX_RECENT_TOKENS_PER_CHAIN,
  migrateRecentTokens,
  parseRecentTokens,
  RECENT_TOKENS_STORAGE_KEY,
} from './createRecentTokensStore'

const stored = () =>
  JSON.parse(localStorage.getItem(RECENT_TOKENS_STORAGE_KEY) ?? 'null')

beforeEach(() => localStorage.clear())

describe('recent tokens store', () => {
  test('behavior: picks persist per chain under the versioned key', () => {
    const store = createRecentTokensStore()
    const usdc = createTestToken({ symbol: 'USDC', address: testAddress(1) })
    const eth = createTestToken({
      symbol: 'WETH',
      chainId: 1,
      address: testAddress(2),
    })
    store.getState().actions.tokenPicked(usdc)
    store.getState().actions.tokenPicked(eth)
    expect(stored()).toEqual({
      version: 1,
      state: {
        byChain: {
          '999': [
            {
              chainId: 999,
              address: usdc.address,
              symbol: 'USDC',
              name: 'USDC Token',
              decimals: 18,
              logoURI: null,
            },
          ],
          '1': [expect.objectContaining({ symbol: 'WETH' })],
        },
      },
    })
    expect(createRecentTokensStore().getState().byChain['999']).toHaveLength(1)
  })

  test('behavior: newest first, no duplicates whatever the case, at most 8', () => {
    const store = createRecentTokensStore()
    const tokens = Array.from({ length: 10 }, (_, n) =>
      createTestToken({ symbol: `T${n}`, address: testAddress(0xabc0 + n) }),
    )
    for (const token of tokens) store.getState().actions.tokenPicked(token)
    const again = tokens[5]
    if (!again) throw new Error('missing token')
    store.getState().actions.tokenPicked({
      ...again,
      address: again.address.toUpperCase().replace('0X', '0x') as `0x${string}`,
    })
    const recent = store.getState().byChain['999'] ?? []
    expect(recent).toHaveLength(MAX_RECENT_TOKENS_PER_CHAIN)
    expect(recent.map((token) => token.symbol)).toEqual([
      'T5',
      'T9',
      'T8',
      'T7',
      'T6',
      'T4',
      'T3',
      'T2',
    ])
  })

  test('behavior: a tampered or broken entry is dropped, the rest kept', () => {
    localStorage.setItem(
      RECENT_TOKENS_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          byChain: {
            '999': [
              { chainId: 999, address: 'javascript:alert(1)', symbol: 'X' },
              {
                chainId: 999,
                address: testAddress(7),
                symbol: 'OK',
                name: 'Fine',
                decimals: 6,
                logoURI: null,
                verified: true,
              },
            ],
            '1': [{ chainId: 999, address: testAddress(8) }],
          },
        },
      }),
    )
    const store = createRecentTokensStore()
    expect(store.getState().byChain).toEqual({
      '999': [
        {
          chainId: 999,
          address: testAddress(7),
          symbol: 'OK',
          name: 'Fine',
          decimals: 6,
          logoURI: null,
        },
      ],
    })
  })

  test('behavior: unreadable storage starts empty instead of failing', () => {
    localStorage.setItem(RECENT_TOKENS_STORAGE_KEY, '{not json')
    expect(createRecentTokensStore().getState().byChain).toEqual({})
    expect(parseRecentTokens(null)).toEqual({ byChain: {} })
    expect(parseRecentTokens({ byChain: [] })).toEqual({ byChain: {} })
  })

  test('behavior: data stored under another version is migrated through the parser', () => {
    localStorage.setItem(
      RECENT_TOKENS_STORAGE_KEY,
      JSON.stringify({
        version: 0,
        state: {
          byChain: {
            '999': [
              {
                chainId: 999,
                address: testAddress(9),
                symbol: 'OLD',
                name: 'Old',
                decimals: 18,
                logoURI: null,
              },
              { address: testAddress(10) },
            ],
          },
        },
      }),
    )
    const store = createRecentTokensStore()
    expect(store.getState().byChain['999']?.map((t) => t.symbol)).toEqual([
      'OLD',
    ])
    expect(migrateRecentTokens({ nothing: true }, 0)).toEqual({ byChain: {} })
  })
})
