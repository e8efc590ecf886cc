import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readWidgetFrameHash, toWidgetFrameHash } from './widgetFrameUrl'
import { widgetOptionsSchema } from './widgetProtocol'
import { isLocaleTag, isWalletLink } from './widgetProtocolConstants'

const channel = 'abcdef0123456789'

describe('widget frame URL', () => {
  test('behavior: theme and locale survive the trip through the URL', () => {
    const url = {
      channel,
      theme: {
        mode: 'dark' as const,
        accent: '#12aB9f',
        background: '#fff',
        surface: '#10203040',
        text: '#111',
        textMuted: '#555555',
        border: '#ddd8',
        radius: 7.5,
        fontFamily: '"Inter", sans-serif',
        density: 'compact' as const,
      },
      locale: 'zh-Hant-TW',
    }
    const hash = toWidgetFrameHash(url)
    expect(readWidgetFrameHash(`#${hash}`)).toEqual(url)
    expect(readWidgetFrameHash(`#channel=${channel}`)).toEqual({
      channel,
      theme: {},
      locale: null,
    })
  })

  test('behavior: a value that does not validate is dropped, the others kept', () => {
    const hostile = new URLSearchParams({
      channel,
      theme: 'dark;background:red',
      accent: 'red;}body{display:none',
      background: 'url(https://evil.example/x.png)',
      surface: 'var(--x)',
      density: 'cozy',
      radius: '1e3',
      font: 'x</style><script>',
      locale: 'en-US;alert(1)',
    })
    expect(readWidgetFrameHash(hostile.toString())).toEqual({
      channel,
      theme: {},
      locale: null,
    })
    expect(readWidgetFrameHash('channel=short&theme=light').channel).toBeNull()
    expect(readWidgetFrameHash('radius=33').theme).toEqual({})
    expect(readWidgetFrameHash('radius=32').theme).toEqual({ radius: 32 })
  })

  test('behavior: the URL accepts exactly the themes the options schema accepts', () => {
    const theme = fc.record(
      {
        mode: fc.constantFrom('light', 'dark', 'auto', 'dim', ''),
        accent: fc.oneof(
          fc.constantFrom('#fff', '#12ab9f', '#12ab9', 'red', '#GGGGGG'),
          fc.string({ maxLength: 8 }),
        ),
        background: fc.oneof(
          fc.constantFrom('#fff0', '#12ab9f80', '#12ab9f8', 'transparent'),
          fc.string({ maxLength: 9 }),
        ),
        textMuted: fc.constantFrom('#000', '#0000000', 'black'),
        density: fc.constantFrom('compact', 'comfortable', 'cozy', ''),
        radius: fc.oneof(
          fc.integer({ min: -2, max: 40 }),
          fc
            .double({ min: 0, max: 32, noNaN: true })
            .map((value) => Number(value.toFixed(3))),
        ),
        fontFamily: fc.oneof(
          fc.constantFrom('Inter', '"Inter", sans-serif', 'x;y', ''),
          fc.string({ maxLength: 12 }),
        ),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(theme, (candidate) => {
        const read = readWidgetFrameHash(
          toWidgetFrameHash({
            channel,
            theme: candidate as never,
            locale: null,
          }),
        ).theme
        const given = candidate as Record<string, unknown>
        for (const key of Object.keys(given) as (keyof typeof read)[]) {
          const isValid = widgetOptionsSchema.safeParse({
            theme: { [key]: given[key] },
          }).success
          expect(read[key] !== undefined).toBe(isValid)
          if (isValid) expect(read[key]).toEqual(given[key])
        }
      }),
      { numRuns: 400 },
    )
  })

  test('behavior: locales are BCP-47 tags, checked by Intl', () => {
    for (const tag of ['en', 'de-CH', 'zh-Hant-TW', 'es-419', 'sr-Latn']) {
      expect(isLocaleTag(tag)).toBe(true)
      expect(widgetOptionsSchema.safeParse({ locale: tag }).success).toBe(true)
    }
    for (const tag of ['', 'e', 'en_US', 'en-', '-en', 'x'.repeat(40), 12]) {
      expect(isLocaleTag(tag)).toBe(false)
      expect(widgetOptionsSchema.safeParse({ locale: tag }).success).toBe(false)
    }
  })

  test('behavior: a wallet link is a wallet scheme or https, nothing else', () => {
    for (const url of [
      'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303',
      'metamask://wc?uri=wc%3Aabc',
      'https://metamask.app.link/wc?uri=wc%3Aabc',
    ]) {
      expect(isWalletLink(url)).toBe(true)
    }
    for (const url of [
      'javascript:alert(document.cookie)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://swap.example/1',
      'http://wallet.example',
      'https://user:secret@wallet.example',
      'file:///etc/passwd',
      'intent://scan/#Intent;scheme=zxing;end',
      `wc:${'a'.repeat(5000)}`,
      'not a url',
    ]) {
      expect(isWalletLink(url)).toBe(false)
    }
  })
})
