import { describe, expect, test } from 'vitest'
import { fitSvgLabel } from './fitSvgLabel'

const token = { maxWidth: 80, fontSize: 13, isBold: true }

describe('fitSvgLabel', () => {
  test('behavior: a symbol that fits is drawn whole', () => {
    for (const symbol of ['WETH', 'USDC.e', 'wstETH', 'SolvBTC']) {
      expect(fitSvgLabel(symbol, token)).toEqual({
        text: symbol,
        fullText: symbol,
        isCut: false,
      })
    }
  })

  test('behavior: a long label is cut with an ellipsis within its box, the full text kept', () => {
    const long = 'W'.repeat(120)
    const label = fitSvgLabel(long, token)
    expect(label.isCut).toBe(true)
    expect(label.fullText).toBe(long)
    expect(label.text).toMatch(/^W+…$/)
    // At the widest Latin letters (about 0.95 em) the drawn text fits.
    expect([...label.text].length * 0.95 * 13 * 1.06).toBeLessThanOrEqual(
      80 + 13,
    )
    const narrow = fitSvgLabel('i'.repeat(120), token)
    expect(narrow.text.length).toBeGreaterThan(label.text.length)
  })

  test('behavior: wide scripts and emoji count as wide, never split', () => {
    const label = fitSvgLabel('🇫🇷'.repeat(20), token)
    expect(label.text).toMatch(/^(🇫🇷)+…$/u)
    expect(fitSvgLabel('東京'.repeat(10), token).text.length).toBeLessThan(8)
  })
})
