import { describe, expect, test } from 'vitest'
import { isSafeDecimals, MAX_USD_PRICE, toUsdPrice } from './tokenNumbers'
import { tokenDetailResponseSchema, tokenListResponseSchema } from './tokens'

const address = '0x2222222222222222222222222222222222222222'

describe('token numbers', () => {
  test('behavior: decimals 0–36, whole, are usable; anything else is not', () => {
    for (const decimals of [0, 6, 18, 36]) {
      expect(isSafeDecimals(decimals), String(decimals)).toBe(true)
    }
    for (const decimals of [-1, 37, 255, 6.5, Number.NaN, 1e9]) {
      expect(isSafeDecimals(decimals), String(decimals)).toBe(false)
    }
  })

  test('behavior: a USD price is sane only when finite, above zero and at most the bound', () => {
    expect(toUsdPrice(1.001)).toBe(1.001)
    expect(toUsdPrice(1e-12)).toBe(1e-12)
    expect(toUsdPrice(MAX_USD_PRICE)).toBe(MAX_USD_PRICE)
    for (const price of [
      1e308,
      MAX_USD_PRICE * 10,
      Number.POSITIVE_INFINITY,
      Number.NaN,
      'NaN',
      '1.5',
      -5,
      0,
      null,
      undefined,
      {},
    ]) {
      expect(toUsdPrice(price), String(price)).toBeNull()
    }
  })

  test('behavior: the schemas carry absurd prices as null and any decimals as sent', () => {
    const detail = tokenDetailResponseSchema.parse({
      address,
      symbol: 'A',
      name: 'A',
      decimals: 255,
      buyPriceUsd: 1e308,
      sellPriceUsd: 'NaN',
    })
    expect(detail).toMatchObject({
      decimals: 255,
      buyPriceUsd: null,
      sellPriceUsd: null,
    })
  })

  test('behavior: one malformed list entry drops alone, never the page', () => {
    const good = { address, symbol: 'A', name: 'A', decimals: 18 }
    const { tokens } = tokenListResponseSchema.parse({
      tokens: {
        good,
        noSymbol: { ...good, symbol: undefined },
        textDecimals: { ...good, decimals: '18' },
        badAddress: { ...good, address: 'x' },
        notAnObject: 42,
        hostile: { ...good, decimals: 255, sellPriceUsd: -5 },
      },
    })
    expect(Object.keys(tokens)).toEqual(['good', 'hostile'])
    expect(tokens.hostile).toMatchObject({ decimals: 255, sellPriceUsd: null })
  })
})
