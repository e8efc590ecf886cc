import fc from 'fast-check'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hasHiddenCharacters, toDisplayText } from './toDisplayText'

/** The code points the rule must never let through, listed by hand. */
const bidiControls = [
  '\u061c',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
]
const invisibles = [
  '\u00ad',
  '\u034f',
  '\u115f',
  '\u180e',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\u2061',
  '\u2062',
  '\u2063',
  '\u2064',
  '\u2800',
  '\u3164',
  '\ufe0f',
  '\ufeff',
  '\u{e0041}',
  '\u{e0100}',
  '\u0000',
  '\u0007',
  '\u007f',
  '\u009b',
]
const forbidden = new Set([...bidiControls, ...invisibles])
/** Any Cc or Cf, or a lone surrogate, by Unicode's own categories. */
const controlOrFormat = /[\p{Cc}\p{Cf}\p{Cs}]/u

const graphemeCount = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)]
    .length

/** Strings rich in what the rule is about, mixed with anything at all. */
const hostileText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      ...forbidden,
      ' ',
      '\n',
      '\t',
      '\u00a0',
      '\u3000',
      'e',
      '\u0301',
      '👨',
      '🇫',
      '\ud800',
      '\udc00',
      '…',
      '<',
      'A',
    ),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 80,
})

describe('toDisplayText', () => {
  afterEach(() => vi.unstubAllGlobals())

  test('property: no hidden character, within the cap, idempotent', () => {
    fc.assert(
      fc.property(hostileText, fc.integer({ min: 1, max: 40 }), (raw, max) => {
        const shown = toDisplayText(raw, max)
        for (const char of shown) expect(forbidden.has(char)).toBe(false)
        expect(shown).not.toMatch(controlOrFormat)
        expect(graphemeCount(shown)).toBeLessThanOrEqual(max)
        expect(shown).not.toMatch(/^\s|\s$|\s{2}/u)
        expect(toDisplayText(shown, max)).toBe(shown)
        // Uncapped, the same holds.
        const full = toDisplayText(raw)
        expect(full).not.toMatch(controlOrFormat)
        expect(toDisplayText(full)).toBe(full)
      }),
      { numRuns: 2000 },
    )
  })

  test('property: without Intl.Segmenter the cap counts code points, never splitting a pair', () => {
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined })
    fc.assert(
      fc.property(hostileText, fc.integer({ min: 1, max: 40 }), (raw, max) => {
        const shown = toDisplayText(raw, max)
        expect([...shown].length).toBeLessThanOrEqual(max)
        expect(shown).not.toMatch(/\p{Cs}/u)
        expect(toDisplayText(shown, max)).toBe(shown)
      }),
      { numRuns: 500 },
    )
  })

  test('behavior: the hostile list reads as what it looks like', () => {
    expect(toDisplayText('USDC\u202e', 24)).toBe('USDC')
    expect(toDisplayText('U\u200dS\u200dD\u200dC', 24)).toBe('USDC')
    expect(toDisplayText('USD \u2066Coin\u2069 (bridged)', 64)).toBe(
      'USD Coin (bridged)',
    )
    expect(toDisplayText('<img src=x onerror=alert(1)>', 64)).toBe(
      '<img src=x onerror=alert(1)>',
    )
    expect(toDisplayText('  Wrapped \n\t Ether\u00a0 ', 64)).toBe(
      'Wrapped Ether',
    )
  })

  test('behavior: a long text ends in an ellipsis within the cap', () => {
    const shown = toDisplayText('X'.repeat(120), 24)
    expect(shown).toBe(`${'X'.repeat(23)}…`)
    expect(toDisplayText('AB CD', 4)).toBe('AB…')
    // A flag is one grapheme of two code points: never cut in half.
    expect(toDisplayText('🇫🇷🇩🇪🇮🇹', 2)).toBe('🇫🇷…')
    expect(toDisplayText('short', 24)).toBe('short')
  })

  test('behavior: stacked combining marks are cut to four', () => {
    expect(toDisplayText(`e${'\u0301'.repeat(30)}`)).toBe(
      `e${'\u0301'.repeat(4)}`,
    )
    expect(toDisplayText('Crème brûlée')).toBe('Crème brûlée')
  })
})

describe('hasHiddenCharacters', () => {
  test('behavior: bidi, zero-width and control characters count, whitespace does not', () => {
    for (const char of forbidden) {
      expect(hasHiddenCharacters(`US${char}DC`), char).toBe(true)
    }
    expect(hasHiddenCharacters('USDC')).toBe(false)
    expect(hasHiddenCharacters('USD\u00a0Coin\n')).toBe(false)
    expect(hasHiddenCharacters('Café Crème')).toBe(false)
  })
})
