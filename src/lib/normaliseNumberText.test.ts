import { describe, expect, test } from 'vitest'
import { normaliseNumberText } from './normaliseNumberText'

describe('normaliseNumberText', () => {
  test.each([
    ['０.０５', '0.05'],
    ['１２３，５', '123,5'],
    ['0。05', '0.05'],
    ['0｡05', '0.05'],
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['١٬٢٣٤٫٥', '1٬234٫5'],
    ['２％', '2%'],
    ['\u3000 1.5\u00a0', '1.5'],
  ])('behavior: "%s" reads as "%s"', (text, expected) => {
    expect(normaliseNumberText(text)).toBe(expected)
  })

  test('behavior: letters and other scripts stay as they are', () => {
    expect(normaliseNumberText('abc')).toBe('abc')
    expect(normaliseNumberText('१२')).toBe('१२')
  })
})
