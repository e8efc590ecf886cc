import { describe, expect, test } from 'vitest'
import { createTestI18n } from '../../../lib/i18n/testing/createTestI18n'
import { toSharedReadNotes } from './toSharedReadNotes'

const nowMs = 10_000_000
const base = {
  pricesAtMs: nowMs - 5_000,
  copySavedAtMs: null,
  isListStale: false,
  listUpdatedAtMs: nowMs - 5_000,
  hasUsdValues: true,
  nowMs,
  i18n: createTestI18n(),
}

describe('toSharedReadNotes', () => {
  test('behavior: fresh prices and a live list say nothing', () => {
    expect(toSharedReadNotes(base)).toEqual({ list: null, prices: null })
  })

  test('behavior: prices a minute old or more carry their age where USD values show', () => {
    const old = { ...base, pricesAtMs: nowMs - 185_000 }
    expect(toSharedReadNotes(old).prices).toBe('USD prices from 3 min ago')
    expect(toSharedReadNotes({ ...old, hasUsdValues: false }).prices).toBeNull()
  })

  test('behavior: a list the proxy could not refresh is shown with its age, not an error', () => {
    expect(
      toSharedReadNotes({ ...base, copySavedAtMs: nowMs - 2 * 3_600_000 }).list,
    ).toBe('Token list from 2 h ago: the swap service is not answering.')
    expect(
      toSharedReadNotes({
        ...base,
        isListStale: true,
        listUpdatedAtMs: nowMs - 90_000,
      }).list,
    ).toBe('Token list from 1 min ago: the swap service is not answering.')
  })
})
