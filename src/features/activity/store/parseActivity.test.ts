import { describe, expect, test } from 'vitest'
import { createActivityStore } from './createActivityStore'
import {
  ACTIVITY_STORAGE_KEY,
  migrateActivity,
  parseActivity,
} from './parseActivity'
import type { ActivityEntry } from './types'

const account = '0x70997970C51812dc3A010C7d01b50e20d4dc79C8'
const hash = `0x${'a'.repeat(64)}` as const
const replacement = `0x${'b'.repeat(64)}` as const

const entry: ActivityEntry = {
  hash,
  chainId: 31337,
  quoteId: 'q_1',
  sellSymbol: 'USDC',
  buySymbol: 'DAI',
  sellAmountText: '100',
  buyAmountText: '99.7',
  status: 'pending',
  replacedBy: null,
  createdAtMs: 1_000,
  explorerUrl: null,
}

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  }
}

describe('parseActivity', () => {
  test('behavior: keeps valid entries by lower-case account', () => {
    expect(parseActivity({ entriesByAccount: { [account]: [entry] } })).toEqual(
      { entriesByAccount: { [account.toLowerCase()]: [entry] } },
    )
  })

  test('behavior: drops malformed entries and accounts, never throws', () => {
    const stored = {
      entriesByAccount: {
        [account]: [
          entry,
          { ...entry, hash: '0x12' },
          { ...entry, status: 'lost' },
          { ...entry, chainId: '1' },
          null,
        ],
        'not-an-address': [entry],
      },
    }
    expect(parseActivity(stored).entriesByAccount).toEqual({
      [account.toLowerCase()]: [entry],
    })
    expect(parseActivity('garbage')).toEqual({ entriesByAccount: {} })
    expect(parseActivity(null)).toEqual({ entriesByAccount: {} })
  })

  test('behavior: an explorer URL that is not http(s) is dropped', () => {
    const stored = {
      entriesByAccount: {
        [account]: [{ ...entry, explorerUrl: 'javascript:alert(1)' }],
      },
    }
    expect(
      parseActivity(stored).entriesByAccount[account.toLowerCase()]?.[0]
        ?.explorerUrl,
    ).toBeNull()
  })

  test('behavior: remembered symbols pass the display rule', () => {
    const stored = {
      entriesByAccount: {
        [account]: [{ ...entry, buySymbol: `DAI\u202e${'x'.repeat(60)}` }],
      },
    }
    expect(
      parseActivity(stored).entriesByAccount[account.toLowerCase()]?.[0]
        ?.buySymbol,
    ).toBe(`DAI${'x'.repeat(20)}…`)
  })

  test('behavior: migration from any version parses into the current shape', () => {
    expect(
      migrateActivity({ entriesByAccount: { [account]: [entry] } }, 0),
    ).toEqual({ entriesByAccount: { [account.toLowerCase()]: [entry] } })
  })
})

describe('createActivityStore', () => {
  test('behavior: records, replaces, settles and persists under the versioned key', () => {
    const storage = memoryStorage()
    const store = createActivityStore({ storage })
    const { actions } = store.getState()
    actions.swapSubmitted(account, entry)
    actions.swapReplaced(account, hash, replacement)
    actions.swapSettled(account, hash, {
      status: 'confirmed',
      buyAmountText: '99.8',
    })
    const saved = store.getState().entriesByAccount[account.toLowerCase()]
    expect(saved).toEqual([
      {
        ...entry,
        status: 'confirmed',
        replacedBy: replacement,
        buyAmountText: '99.8',
      },
    ])
    const raw = JSON.parse(storage.getItem(ACTIVITY_STORAGE_KEY) ?? '{}')
    expect(raw.version).toBe(1)
    expect(raw.state.entriesByAccount[account.toLowerCase()][0].status).toBe(
      'confirmed',
    )
    const reloaded = createActivityStore({ storage })
    expect(reloaded.getState().entriesByAccount[account.toLowerCase()]).toEqual(
      saved,
    )
  })
})
