import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../../lib/createMemoryStorage'
import {
  ACTIVITY_STORAGE_KEY,
  LEGACY_ACTIVITY_STORAGE_KEY,
} from './activityStorage'
import { createActivityStore } from './createActivityStore'
import {
  migrateActivity,
  parseActivity,
  readStoredActivity,
} from './parseActivity'
import type { ActivityEntry } from './types'

const account = '0x70997970C51812dc3A010C7d01b50e20d4dc79C8'
const hash = `0x${'a'.repeat(64)}` as const
const replacement = `0x${'b'.repeat(64)}` as const

const entry: ActivityEntry = {
  hash,
  chainId: 31337,
  quoteId: 'q_1',
  sell: {
    symbol: 'USDC',
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    logoURI: null,
    amount: { kind: 'raw', units: '100000000', decimals: 6 },
  },
  buy: {
    symbol: 'DAI',
    address: null,
    logoURI: null,
    amount: { kind: 'raw', units: '99700000000000000000', decimals: 18 },
  },
  status: 'pending',
  replacedBy: null,
  createdAtMs: 1_000,
  explorerUrl: null,
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
        [account]: [
          {
            ...entry,
            buy: { ...entry.buy, symbol: `DAI\u202e${'x'.repeat(60)}` },
          },
        ],
      },
    }
    expect(
      parseActivity(stored).entriesByAccount[account.toLowerCase()]?.[0]?.buy
        .symbol,
    ).toBe(`DAI${'x'.repeat(20)}…`)
  })

  test('behavior: amounts that are not whole units, and logos off the logo rule, are refused', () => {
    const stored = (amount: unknown, logoURI: unknown = null) => ({
      entriesByAccount: {
        [account]: [{ ...entry, sell: { ...entry.sell, amount, logoURI } }],
      },
    })
    for (const amount of [
      { kind: 'raw', units: '1.5', decimals: 6 },
      { kind: 'raw', units: '-1', decimals: 6 },
      { kind: 'raw', units: '1', decimals: 1.5 },
      { kind: 'raw', units: '1', decimals: 256 },
      { kind: 'raw', units: '9'.repeat(79), decimals: 6 },
      { kind: 'shown', text: '1' },
    ]) {
      expect(parseActivity(stored(amount)).entriesByAccount).toEqual({})
    }
    const evil = parseActivity(
      stored(entry.sell.amount, 'https://tracker.example/x.png'),
    )
    expect(
      evil.entriesByAccount[account.toLowerCase()]?.[0]?.sell.logoURI,
    ).toBeNull()
  })
})

describe('migrateActivity', () => {
  const legacy = (sellAmountText: string, buyAmountText: string) => ({
    entriesByAccount: {
      [account]: [
        {
          hash,
          chainId: 31337,
          quoteId: 'q_1',
          sellSymbol: 'USDC',
          buySymbol: 'DAI',
          sellAmountText,
          buyAmountText,
          status: 'confirmed',
          replacedBy: null,
          createdAtMs: 1_000,
          explorerUrl: null,
        },
      ],
    },
  })
  const sidesOf = (values: ReturnType<typeof migrateActivity>) => {
    const [first] = values.entriesByAccount[account.toLowerCase()] ?? []
    return first ? [first.sell.amount, first.buy.amount] : []
  }

  test('behavior: version 1 text written in German reads as units with German marks', () => {
    expect(
      sidesOf(migrateActivity(legacy('1.234,5', '0,25'), 1, 'de')),
    ).toEqual([
      { kind: 'raw', units: '12345', decimals: 1 },
      { kind: 'raw', units: '25', decimals: 2 },
    ])
    expect(sidesOf(migrateActivity(legacy('1,234.5', '100'), 1, 'en'))).toEqual(
      [
        { kind: 'raw', units: '12345', decimals: 1 },
        { kind: 'raw', units: '100', decimals: 0 },
      ],
    )
  })

  test('behavior: text that does not read back the same, or with no language known, is kept as text, never misread', () => {
    // "1.234,5" is no English number; "1.234" would be 1.234 or 1234.
    expect(
      sidesOf(migrateActivity(legacy('1.234,5', '1.234'), 1, 'en')),
    ).toEqual([
      { kind: 'text', text: '1.234,5' },
      { kind: 'raw', units: '1234', decimals: 3 },
    ])
    expect(sidesOf(migrateActivity(legacy('1.234', '42'), 1, null))).toEqual([
      { kind: 'text', text: '1.234' },
      { kind: 'raw', units: '42', decimals: 0 },
    ])
    expect(sidesOf(migrateActivity(legacy('1,,5', '1e3'), 1, 'de'))).toEqual([
      { kind: 'text', text: '1,,5' },
      { kind: 'text', text: '1e3' },
    ])
  })

  test('behavior: the current version parses as it is', () => {
    expect(
      migrateActivity({ entriesByAccount: { [account]: [entry] } }, 2, 'de'),
    ).toEqual({ entriesByAccount: { [account.toLowerCase()]: [entry] } })
  })
})

describe('createActivityStore', () => {
  test('behavior: records, replaces, settles and persists under the versioned key', async () => {
    const storage = createMemoryStorage()
    const store = createActivityStore({ storage })
    const { actions } = store.getState()
    actions.swapSubmitted(account, entry)
    actions.swapReplaced(account, hash, replacement)
    const arrived = {
      kind: 'raw',
      units: '99800000000000000000',
      decimals: 18,
    } as const
    actions.swapSettled(account, hash, {
      status: 'confirmed',
      buyAmount: arrived,
    })
    const saved = store.getState().entriesByAccount[account.toLowerCase()]
    expect(saved).toEqual([
      {
        ...entry,
        status: 'confirmed',
        replacedBy: replacement,
        buy: { ...entry.buy, amount: arrived },
      },
    ])
    const raw = JSON.parse(storage.getItem(ACTIVITY_STORAGE_KEY) ?? '{}')
    expect(raw.version).toBe(2)
    expect(raw.state.entriesByAccount[account.toLowerCase()][0].status).toBe(
      'confirmed',
    )
    const reloaded = createActivityStore({ storage })
    // Read in a chunk of its own (parseActivity.ts), so a moment later.
    await reloaded.persist.rehydrate()
    expect(reloaded.getState().entriesByAccount[account.toLowerCase()]).toEqual(
      saved,
    )
  })

  test('behavior: a version 1 history under the old key is migrated once, with the language the page starts in, and the old key goes', async () => {
    const storage = createMemoryStorage()
    storage.setItem(
      LEGACY_ACTIVITY_STORAGE_KEY,
      JSON.stringify({
        state: {
          entriesByAccount: {
            [account]: [
              {
                ...entry,
                sell: undefined,
                buy: undefined,
                sellSymbol: 'USDC',
                buySymbol: 'DAI',
                sellAmountText: '1.234,5',
                buyAmountText: '1.230,1',
              },
            ],
          },
        },
        version: 1,
      }),
    )
    const store = createActivityStore({
      storage,
      legacyLocale: 'de',
    })
    expect(store.getState().entriesByAccount).toEqual({})
    await store.persist.rehydrate()
    const [migrated] =
      store.getState().entriesByAccount[account.toLowerCase()] ?? []
    expect(migrated?.sell.amount).toEqual({
      kind: 'raw',
      units: '12345',
      decimals: 1,
    })
    expect(migrated?.buy).toEqual({
      symbol: 'DAI',
      address: null,
      logoURI: null,
      amount: { kind: 'raw', units: '12301', decimals: 1 },
    })
    expect(storage.getItem(LEGACY_ACTIVITY_STORAGE_KEY)).toBeNull()
    const saved = JSON.parse(storage.getItem(ACTIVITY_STORAGE_KEY) ?? '{}')
    expect(saved.version).toBe(2)
  })
})

describe('readStoredActivity', () => {
  test('behavior: without a language given, a version 1 history is read in the page’s <html lang>', () => {
    const storage = createMemoryStorage()
    storage.setItem(
      LEGACY_ACTIVITY_STORAGE_KEY,
      JSON.stringify({
        state: {
          entriesByAccount: {
            [account]: [
              {
                ...entry,
                sellSymbol: 'DAI',
                buySymbol: 'USDC',
                sellAmountText: '1.234,5',
                buyAmountText: '7',
              },
            ],
          },
        },
        version: 1,
      }),
    )
    document.documentElement.lang = 'de'
    const read = readStoredActivity(storage, ACTIVITY_STORAGE_KEY, {
      legacyKey: LEGACY_ACTIVITY_STORAGE_KEY,
      writtenIn: undefined,
    })
    expect(
      read?.state.entriesByAccount[account.toLowerCase()]?.[0]?.sell.amount,
    ).toEqual({ kind: 'raw', units: '12345', decimals: 1 })
    expect(read?.version).toBe(1)
    expect(storage.getItem(LEGACY_ACTIVITY_STORAGE_KEY)).toBeNull()
    expect(storage.getItem(ACTIVITY_STORAGE_KEY)).toContain('"version":2')
  })
})
