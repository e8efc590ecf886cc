import { describe, expect, test } from 'vitest'
import { LOCALES } from '../../../locales/locales'
import {
  amountAdvice,
  parseAmountInput,
  toAmountInputText,
} from './parseAmountInput'

describe('parseAmountInput', () => {
  test.each([
    ['1.5', 18, 1_500_000_000_000_000_000n],
    ['1.5', 6, 1_500_000n],
    ['.5', 6, 500_000n],
    ['1.', 6, 1_000_000n],
    [' 42 ', 0, 42n],
    ['0.000001', 6, 1n],
    ['1.500000000', 6, 1_500_000n],
    ['007', 2, 700n],
  ])('behavior: "%s" with %i decimals is %s', (text, decimals, amount) => {
    expect(parseAmountInput(text, decimals)).toEqual({
      status: 'valid',
      amount,
    })
  })

  test('behavior: empty and zero are not errors', () => {
    expect(parseAmountInput('', 18)).toEqual({ status: 'empty' })
    expect(parseAmountInput('0', 18)).toEqual({ status: 'zero' })
    expect(parseAmountInput('0.000', 18)).toEqual({ status: 'zero' })
  })

  test.each([
    ['1.1234567', 6, amountAdvice.tooManyDecimals(6)],
    ['1.5', 0, amountAdvice.tooManyDecimals(0)],
    ['1e18', 18, amountAdvice.exponent],
    ['1.5E-3', 18, amountAdvice.exponent],
    ['-1', 18, amountAdvice.negative],
    ['1,5', 18, amountAdvice.separator],
    ['1 000', 18, amountAdvice.separator],
    ['abc', 18, amountAdvice.garbage],
    ['1.2.3', 18, amountAdvice.garbage],
    ['0x10', 18, amountAdvice.garbage],
    ['.', 18, amountAdvice.garbage],
    ['Infinity', 18, amountAdvice.garbage],
    ['9'.repeat(79), 0, amountAdvice.tooLarge],
    ['9'.repeat(70), 18, amountAdvice.tooLarge],
  ])(
    'behavior: "%s" with %i decimals is refused: %s',
    (text, decimals, message) => {
      expect(parseAmountInput(text, decimals)).toMatchObject({
        status: 'invalid',
        advice: message,
      })
    },
  )
})

describe('parseAmountInput in a locale', () => {
  const valid = (amount: bigint) => ({ status: 'valid', amount })

  test.each([
    ['0,05', 'de', 18, 50_000_000_000_000_000n],
    ['0.05', 'de', 18, 50_000_000_000_000_000n],
    ['1,5', 'de-AT', 6, 1_500_000n],
    ['1,000', 'de', 6, 1_000_000n],
    ['1234.5', 'de', 6, 1_234_500_000n],
    ['0.500', 'de', 6, 500_000n],
    [',5', 'de', 6, 500_000n],
    ['0.05', 'zh-CN', 18, 50_000_000_000_000_000n],
    ['1.5', 'fr', 6, 1_500_000n],
    ['1,5', 'fr', 6, 1_500_000n],
  ])(
    'behavior: "%s" in %s with %i decimals is %s',
    (text, locale, decimals, amount) => {
      expect(parseAmountInput(text, decimals, locale)).toEqual(valid(amount))
    },
  )

  test('behavior: every digit typed is kept, whatever the separator', () => {
    const digits = '123456789012345678'
    expect(parseAmountInput(`9,${digits}`, 18, 'de')).toEqual(
      valid(9_123_456_789_012_345_678n),
    )
  })

  test.each([
    ['1.000', 'de', 'ambiguousGrouping'],
    ['12.500', 'de', 'ambiguousGrouping'],
    ['1.234,5', 'de', 'separator'],
    ['1.234.567', 'de', 'separator'],
    ['1 000,5', 'de', 'separator'],
    ["1'000", 'de', 'separator'],
    ['1,2,3', 'de', 'garbage'],
    ['0,05', 'zh-CN', 'separator'],
    ['1,000', 'zh-CN', 'separator'],
    ['0,05', 'en', 'separator'],
    ['1\u202f000,5', 'fr', 'separator'],
    ['1,5e3', 'de', 'exponent'],
  ])('behavior: "%s" in %s is refused (%s)', (text, locale, problem) => {
    expect(parseAmountInput(text, 18, locale, [])).toMatchObject({
      status: 'invalid',
      problem,
    })
  })

  test('behavior: the separator advice names the comma where it is a decimal one', () => {
    expect(parseAmountInput('1 000', 18, 'de')).toMatchObject({
      advice: amountAdvice.separatorComma,
    })
    expect(parseAmountInput('1 000', 18, 'zh-CN')).toMatchObject({
      advice: amountAdvice.separator,
    })
  })

  test('behavior: an unknown or malformed locale reads like English', () => {
    expect(parseAmountInput('0.05', 2, 'xx-invalid')).toEqual(valid(5n))
    expect(parseAmountInput('0,05', 2, 'not a locale!')).toMatchObject({
      problem: 'separator',
    })
  })
})

describe("parseAmountInput with the device's region", () => {
  const valid = (amount: bigint) => ({ status: 'valid', amount })

  test.each([
    ['0,05', ['en', 'en-DE'], 2, 5n],
    ['0.05', ['en', 'en-DE'], 2, 5n],
    ['1,5', ['zh-CN', 'de-DE'], 6, 1_500_000n],
    ['1,0000', ['en', 'en-DE'], 6, 1_000_000n],
    ['1.000', ['en', 'en-DE'], 6, 1_000_000n],
    ['0,500', ['en', 'en-DE'], 6, 500_000n],
    ['1,000', ['de', 'en-US'], 6, 1_000_000n],
    ['1.000', ['zh-CN', 'de-DE'], 6, 1_000_000n],
  ])(
    'behavior: "%s" in %j with %i decimals is %s',
    (text, [own, ...device], decimals, amount) => {
      expect(parseAmountInput(text, decimals, own, device)).toEqual(
        valid(amount),
      )
    },
  )

  test.each([
    ['1,000', ['en', 'en-DE'], amountAdvice.ambiguousGroupingComma],
    ['12,500', ['en', 'de'], amountAdvice.ambiguousGroupingComma],
    ['1.000', ['de', 'de-DE'], amountAdvice.ambiguousGrouping],
    ['1.000', ['fr', 'de-DE'], amountAdvice.ambiguousGrouping],
    ['1,234.5', ['en', 'en-DE'], amountAdvice.separatorComma],
    ['1,234,567', ['en', 'en-DE'], amountAdvice.separatorComma],
    ['0,05', ['en', 'en-US'], amountAdvice.separator],
  ])(
    'behavior: "%s" in %j is refused: %j',
    (text, [own, ...device], advice) => {
      expect(parseAmountInput(text, 18, own, device)).toMatchObject({
        status: 'invalid',
        advice,
      })
    },
  )
})

describe('parseAmountInput of what other devices write', () => {
  const valid = (amount: bigint) => ({ status: 'valid', amount })

  test.each([
    ['０.０５', 'zh-CN', 'full-width digits and stop'],
    ['０，０５', 'de', 'full-width comma'],
    ['0。05', 'zh-CN', 'ideographic full stop'],
    ['0｡05', 'ja', 'half-width ideographic full stop'],
    ['٠٫٠٥', 'ar', 'Arabic-Indic digits, Arabic decimal separator'],
    ['۰٫۰۵', 'fa', 'Extended Arabic-Indic digits'],
    ['0٫05', 'en', 'the Arabic decimal separator in any language'],
    ['\u30000.05 ', 'zh-CN', 'an ideographic space around it'],
  ])('behavior: "%s" in %s (%s) is 0.05', (text, locale) => {
    expect(parseAmountInput(text, 2, locale)).toEqual(valid(5n))
  })

  test.each([
    ['١٬٠٠٠', 'ar', 'separator'],
    ['١٫٢٫٣', 'ar', 'garbage'],
    ['－１', 'zh-CN', 'negative'],
    ['１ｅ３', 'zh-CN', 'exponent'],
    ['١٫٥e3', 'ar', 'exponent'],
    ['٠٫٠٠١', 'ar', 'tooManyDecimals'],
    ['١a', 'ar', 'garbage'],
  ])('behavior: "%s" in %s is refused (%s)', (text, locale, problem) => {
    expect(parseAmountInput(text, 2, locale, [])).toMatchObject({
      status: 'invalid',
      problem,
    })
  })
})

describe('toAmountInputText', () => {
  const tags = [...LOCALES.map(({ tag }) => tag), 'ar', 'ar-EG', 'fa', 'fr']
  const amounts: [bigint, number][] = [
    [1_500_000n, 6],
    [1_234_567_890_123_456_789n, 18],
    [1_000n, 6],
    [1_000_000_000n, 6],
    [7n, 0],
    [1n, 18],
  ]

  test.each(tags)(
    'behavior: what Max writes in %s reads back as the same amount',
    (tag) => {
      for (const [amount, decimals] of amounts) {
        const text = toAmountInputText(amount, decimals, tag)
        expect(parseAmountInput(text, decimals, tag), text).toEqual({
          status: 'valid',
          amount,
        })
      }
    },
  )

  test("behavior: it writes the language's decimal mark, no grouping", () => {
    expect(toAmountInputText(1_500_000n, 6, 'en')).toBe('1.5')
    expect(toAmountInputText(1_500_000n, 6, 'de')).toBe('1,5')
    expect(toAmountInputText(1_500_000n, 6, 'ar-EG')).toBe('1٫5')
    expect(toAmountInputText(1_000_500_000n, 6, 'fa')).toBe('1000٫5')
  })

  test('behavior: a device region that groups with the mark does not stop Max', () => {
    const text = toAmountInputText(1_234_000n, 6, 'de')
    expect(text).toBe('1,234')
    expect(parseAmountInput(text, 6, 'de', ['en-US'])).toEqual({
      status: 'valid',
      amount: 1_234_000n,
    })
  })
})
