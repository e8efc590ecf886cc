import { describe, expect, test } from 'vitest'
import { hasStrayHiddenCharacters } from './hasStrayHiddenCharacters'

const FSI = '\u2068'
const PDI = '\u2069'

describe('hasStrayHiddenCharacters', () => {
  test('behavior: plain text and balanced FSI … PDI pairs pass', () => {
    expect(hasStrayHiddenCharacters('Approve USDC')).toBe(false)
    expect(
      hasStrayHiddenCharacters(`title="${FSI}ب00${PDI}, ${FSI}Coin${PDI}"`),
    ).toBe(false)
    expect(hasStrayHiddenCharacters(`${FSI}a ${FSI}b${PDI} c${PDI}`)).toBe(
      false,
    )
  })

  test('behavior: a stray or unbalanced isolate mark fails', () => {
    expect(hasStrayHiddenCharacters(`USDC${PDI}`)).toBe(true)
    expect(hasStrayHiddenCharacters(`${FSI}USDC`)).toBe(true)
    expect(hasStrayHiddenCharacters(`${PDI}USDC${FSI}`)).toBe(true)
    expect(hasStrayHiddenCharacters(`${FSI}a${PDI}${PDI}`)).toBe(true)
    // A PDI closing an LRI (U+2066) is not the app's pair.
    expect(hasStrayHiddenCharacters(`\u2066USDC${PDI}`)).toBe(true)
  })

  test('behavior: any other control fails, inside a pair too', () => {
    expect(hasStrayHiddenCharacters('USDC\u202e')).toBe(true)
    expect(hasStrayHiddenCharacters('US\u200bDC')).toBe(true)
    expect(hasStrayHiddenCharacters(`${FSI}US\u202eDC${PDI}`)).toBe(true)
    expect(hasStrayHiddenCharacters(`${FSI}\u2067x${PDI}`)).toBe(true)
  })
})
