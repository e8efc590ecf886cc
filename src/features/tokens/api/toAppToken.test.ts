import { describe, expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import {
  tokenDetailResponseSchema,
  tokenListResponseSchema,
} from '../../../../schema/tokens'
import { createTestToken } from '../testing/createTestTokens'
import { detailToAppToken, toAppToken } from './toAppToken'
import { withNativeToken } from './withNativeToken'

const address = '0x5555555555555555555555555555555555555555'

describe('toAppToken', () => {
  test('behavior: a list entry with production quirks normalises', () => {
    const { tokens } = tokenListResponseSchema.parse({
      tokens: {
        [address]: {
          address,
          symbol: 'USDC',
          name: 'USD Coin',
          decimals: 6,
          logoUri: null,
          buyPriceUsd: 1.001,
          sellPriceUsd: null,
          verified: true,
        },
      },
    })
    const entry = tokens[address]
    if (!entry) throw new Error('entry missing')
    expect(toAppToken(entry, 999)).toEqual({
      chainId: 999,
      address,
      symbol: 'USDC',
      name: 'USD Coin',
      fullSymbol: 'USDC',
      fullName: 'USD Coin',
      hasHiddenCharacters: false,
      decimals: 6,
      hasUnsafeDecimals: false,
      logoURI: null,
      verified: true,
      tags: [],
      priceUsd: 1.001,
      isNative: false,
    })
  })

  test('behavior: hostile entries become safe app data, one bad entry drops alone', () => {
    const entries = {
      a: {
        symbol: 'USDC\u202e',
        name: 'USD \u2066Coin\u2069',
        logoURI: 'javascript:alert(1)',
        sellPriceUsd: 'NaN',
      },
      b: {
        symbol: '<img src=x onerror=alert(1)>',
        name: '<img src=x onerror=alert(1)>',
        logoURI: 'data:image/svg+xml,<svg/>',
        sellPriceUsd: 1e308,
      },
      c: {
        symbol: 'L'.repeat(120),
        logoURI: 'http://logos.invalid/l.png',
        sellPriceUsd: -5,
      },
      d: { symbol: 'W\u200dE\u200dT\u200dH', buyPriceUsd: 0 },
      e: { symbol: 'MOON', decimals: 255, logoURI: '/logos/moon.svg' },
      f: { symbol: 42 },
      g: { symbol: 'HALF', decimals: '18' },
    }
    const { tokens } = tokenListResponseSchema.parse({
      tokens: Object.fromEntries(
        Object.entries(entries).map(([key, entry], index) => [
          key,
          {
            address: `0x${String(index + 1).padStart(40, '0')}`,
            name: 'Token',
            decimals: 18,
            ...entry,
          },
        ]),
      ),
    })
    expect(Object.keys(tokens)).toEqual(['a', 'b', 'c', 'd', 'e'])
    const app = Object.values(tokens).map((entry) => toAppToken(entry, 1))
    expect(
      app.map(({ symbol, name, hasHiddenCharacters, logoURI, priceUsd }) => ({
        symbol,
        name,
        hasHiddenCharacters,
        logoURI,
        priceUsd,
      })),
    ).toEqual([
      {
        symbol: 'USDC',
        name: 'USD Coin',
        hasHiddenCharacters: true,
        logoURI: null,
        priceUsd: null,
      },
      {
        symbol: '<img src=x onerror=aler…',
        name: '<img src=x onerror=alert(1)>',
        hasHiddenCharacters: false,
        logoURI: null,
        priceUsd: null,
      },
      {
        symbol: `${'L'.repeat(23)}…`,
        name: 'Token',
        hasHiddenCharacters: false,
        logoURI: null,
        priceUsd: null,
      },
      {
        symbol: 'WETH',
        name: 'Token',
        hasHiddenCharacters: true,
        logoURI: null,
        priceUsd: null,
      },
      {
        symbol: 'MOON',
        name: 'Token',
        hasHiddenCharacters: false,
        logoURI: null,
        priceUsd: null,
      },
    ])
    expect(app[2]?.fullSymbol).toBe('L'.repeat(120))
    expect(app.map((token) => token.hasUnsafeDecimals)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ])
    expect(app[4]?.decimals).toBe(255)
  })

  test('behavior: a sane price and a proxied logo are kept', () => {
    const token = toAppToken(
      {
        address,
        symbol: 'OK',
        name: 'Fine',
        decimals: 36,
        logoURI: '/api/logos/AAAAAAAAAAAAAAAAAAAAAA/b2sucG5n',
        verified: true,
        tags: ['  stable\u200b coin ', ''],
        sellPriceUsd: null,
        buyPriceUsd: 1e9,
      },
      1,
    )
    expect(token).toMatchObject({
      logoURI: '/api/logos/AAAAAAAAAAAAAAAAAAAAAA/b2sucG5n',
      priceUsd: 1e9,
      hasUnsafeDecimals: false,
      tags: ['stable coin'],
    })
  })

  test('behavior: a token detail answer becomes an AppToken', () => {
    const detail = tokenDetailResponseSchema.parse({
      address,
      symbol: 'MEME',
      name: 'Meme',
      decimals: 18,
      logoURI: '/api/logos/AAAAAAAAAAAAAAAAAAAAAA/bWVtZS5wbmc',
      verified: false,
      buyPriceUsd: 0.5,
      sellPriceUsd: 0.4,
    })
    expect(detailToAppToken(detail, 999)).toMatchObject({
      address,
      logoURI: '/api/logos/AAAAAAAAAAAAAAAAAAAAAA/bWVtZS5wbmc',
      verified: false,
      priceUsd: 0.4,
      isNative: false,
      tags: [],
    })
  })

  test('behavior: the sentinel address is the native token', () => {
    const detail = tokenDetailResponseSchema.parse({
      address: NATIVE_TOKEN_ADDRESS.toUpperCase().replace('0X', '0x'),
      symbol: 'HYPE',
      name: 'Hype',
      decimals: 18,
    })
    expect(detailToAppToken(detail, 999).isNative).toBe(true)
  })
})

describe('withNativeToken', () => {
  const usdc = createTestToken({ symbol: 'USDC' })
  const listed = createTestToken({
    symbol: 'LISTED',
    address: NATIVE_TOKEN_ADDRESS,
    isNative: true,
    verified: false,
    priceUsd: 30,
  })

  test('behavior: the list entry moves first, named by the chain', () => {
    const tokens = withNativeToken([usdc, listed], {
      chainId: 999,
      nativeSymbol: 'HYPE',
      nativeName: 'Hyperliquid',
    })
    expect(tokens.map((t) => t.symbol)).toEqual(['HYPE', 'USDC'])
    expect(tokens[0]).toMatchObject({
      address: NATIVE_TOKEN_ADDRESS,
      name: 'Hyperliquid',
      verified: true,
      priceUsd: 30,
    })
  })

  test('behavior: without a chain symbol the list entry names it', () => {
    const tokens = withNativeToken([usdc, listed], { chainId: 999 })
    expect(tokens[0]?.symbol).toBe('LISTED')
  })

  test('behavior: a list without the sentinel still starts with native', () => {
    const tokens = withNativeToken([usdc], { chainId: 1, nativeSymbol: 'ETH' })
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(tokens[0]).toMatchObject({ isNative: true, decimals: 18 })
  })
})
