import { describe, expect, test } from 'vitest'
import { matchLocale } from './matchLocale'
import { resolveLocale } from './resolveLocale'

describe('matchLocale', () => {
  test.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['de', 'de'],
    ['de-DE', 'de'],
    ['de-AT', 'de'],
    ['de_CH', 'de'],
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['fr-CA', 'fr'],
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
  ])('behavior: "%s" is spoken as %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale)
  })

  test.each([
    ['zh-TW'],
    ['zh-Hant'],
    ['zh-HK'],
    ['ko'],
    ['xx-invalid'],
    ['sr-Latn'],
    ['de-'],
    ['not a locale'],
    ['<script>'],
    [''],
    ['a'.repeat(100)],
    [42],
    [null],
  ])('behavior: %s is not a language the app speaks', (tag) => {
    expect(matchLocale(tag)).toBeNull()
  })
})

describe('resolveLocale', () => {
  const browserLanguages = ['de-DE', 'en']

  test('behavior: the widget option comes first, then ?lang=, then the saved choice, then the browser', () => {
    expect(
      resolveLocale({
        widgetLocale: 'zh-CN',
        searchParam: 'de',
        saved: 'en',
        browserLanguages,
      }),
    ).toBe('zh-CN')
    expect(
      resolveLocale({ searchParam: 'zh', saved: 'en', browserLanguages }),
    ).toBe('zh-CN')
    expect(resolveLocale({ saved: 'zh-CN', browserLanguages })).toBe('zh-CN')
    expect(resolveLocale({ browserLanguages })).toBe('de')
    expect(resolveLocale({})).toBe('en')
  })

  test('behavior: an empty or absent source passes to the next', () => {
    expect(
      resolveLocale({
        widgetLocale: null,
        searchParam: '',
        saved: undefined,
        browserLanguages,
      }),
    ).toBe('de')
  })

  test.each([
    [{ widgetLocale: 'ko', browserLanguages }],
    [{ widgetLocale: '💥', searchParam: 'de' }],
    [{ searchParam: 'xx-invalid', browserLanguages }],
    [{ searchParam: 'zh-TW', saved: 'de' }],
    [{ saved: '{"locale":', browserLanguages }],
  ])(
    'behavior: an unusable explicit locale means English, silently: %j',
    (sources) => {
      expect(resolveLocale(sources)).toBe('en')
    },
  )

  test('behavior: the browser list is a ranking: its first supported language wins', () => {
    expect(resolveLocale({ browserLanguages: ['ko-KR', 'zh-TW', 'zh'] })).toBe(
      'zh-CN',
    )
    expect(resolveLocale({ browserLanguages: ['ko-KR', 'ja-JP', 'de'] })).toBe(
      'ja',
    )
    expect(resolveLocale({ browserLanguages: ['ko-KR', 'ru'] })).toBe('en')
  })
})
