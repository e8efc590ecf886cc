import { describe, expect, test } from 'vitest'
import { toAppToken } from '../api/toAppToken'
import {
  createManyTestTokens,
  createNativeTestToken,
  createTestToken,
  testAddress,
} from '../testing/createTestTokens'
import { createTokenSearchIndex } from './createTokenSearchIndex'
import { searchTokens } from './searchTokens'

const native = createNativeTestToken()
const usdc = createTestToken({
  symbol: 'USDC',
  name: 'USD Coin',
  address: testAddress(0xa1),
})
const fakeUsdc = createTestToken({
  symbol: 'USDC',
  name: 'USD Coin',
  address: testAddress(0xa2),
  verified: false,
})
const usdcE = createTestToken({
  symbol: 'USDC.e',
  name: 'Bridged USDC',
  address: testAddress(0xa3),
})
const usdt = createTestToken({
  symbol: 'USDT0',
  name: 'Tether USD',
  address: testAddress(0xa4),
})
const ausd = createTestToken({
  symbol: 'AUSD',
  name: 'Agora Dollar',
  address: testAddress(0xa5),
})
const coinbase = createTestToken({
  symbol: 'CBX',
  name: 'Coinbase Wrapped Thing',
  address: testAddress(0xa6),
})
const cafe = createTestToken({
  symbol: 'CAFE',
  name: 'Café Crème',
  address: testAddress(0xcafe),
})

// List order deliberately puts the unverified copy before the real one.
const tokens = [native, fakeUsdc, ausd, usdcE, usdt, usdc, coinbase, cafe]
const index = createTokenSearchIndex(tokens)
const symbols = (query: string) =>
  searchTokens(index, query).map(
    (token) => `${token.symbol}@${token.address.slice(-2)}`,
  )

describe('searchTokens', () => {
  test('behavior: symbol exact beats symbol prefix beats name word beats substring', () => {
    expect(symbols('usd')).toEqual([
      'USDC.e@a3', // symbol prefix, verified
      'USDT0@a4',
      'USDC@a1',
      'USDC@a2', // symbol prefix, unverified
      // name word "usd" (Tether USD) is already matched above by prefix
      'AUSD@a5', // substring of the symbol
    ])
  })

  test('behavior: each rank is passed through in order', () => {
    const ranked = createTokenSearchIndex([
      createTestToken({ symbol: 'ADAI', name: 'Aave Dai' }),
      createTestToken({ symbol: 'SDAI', name: 'Savings Dai' }),
      createTestToken({ symbol: 'DAIX', name: 'Dai Plus' }),
      createTestToken({ symbol: 'DAI', name: 'Fake Dai', verified: false }),
      createTestToken({ symbol: 'DAI', name: 'Dai Stablecoin' }),
      createTestToken({ symbol: 'XYZ', name: 'Mandaid' }),
    ])
    expect(
      searchTokens(ranked, 'dai').map((t) => `${t.symbol} ${t.name}`),
    ).toEqual([
      'DAI Dai Stablecoin', // symbol exact, verified
      'DAI Fake Dai', // symbol exact, unverified
      'DAIX Dai Plus', // symbol prefix
      'ADAI Aave Dai', // a word of the name
      'SDAI Savings Dai',
      'XYZ Mandaid', // substring
    ])
  })

  test('behavior: verified before unverified at equal rank, list order kept', () => {
    expect(symbols('USDC')).toEqual(['USDC@a1', 'USDC@a2', 'USDC.e@a3'])
  })

  test('behavior: a word of the name matches by prefix', () => {
    expect(symbols('coin')).toEqual(['USDC@a1', 'CBX@a6', 'USDC@a2'])
    expect(symbols('usd coin')).toEqual(['USDC@a1', 'USDC@a2'])
  })

  test('behavior: accents and case are ignored', () => {
    expect(symbols('CREME')).toEqual(['CAFE@fe'])
    expect(symbols('  café ')).toEqual(['CAFE@fe'])
  })

  test('behavior: a full address answers from the address map, any case', () => {
    expect(
      searchTokens(index, usdc.address.toUpperCase().replace('0X', '0x')),
    ).toEqual([usdc])
    expect(searchTokens(index, ` ${usdt.address} `)).toEqual([usdt])
    expect(searchTokens(index, testAddress(0xdead))).toEqual([])
  })

  test('behavior: the native sentinel finds the native token', () => {
    expect(searchTokens(index, native.address)).toEqual([native])
  })

  test('behavior: a partial address matches by prefix', () => {
    const found = searchTokens(
      index,
      '0x00000000000000000000000000000000000000a',
    )
    // All rank as substrings: verified in list order, then the unverified.
    expect(found.map((token) => token.address.slice(-2))).toEqual([
      'a5',
      'a3',
      'a4',
      'a1',
      'a6',
      'a2',
    ])
  })

  test('behavior: an empty query lists everything in list order', () => {
    expect(searchTokens(index, '   ')).toEqual(tokens)
  })

  test('behavior: nothing matches, nothing returned', () => {
    expect(searchTokens(index, 'zzzz')).toEqual([])
    expect(searchTokens(index, '...')).toEqual([])
  })

  test('behavior: an index of 10,000 tokens finds by symbol, name and address', () => {
    const many = createManyTestTokens(10_000)
    const large = createTokenSearchIndex(many)
    const target = many[4321]
    if (!target) throw new Error('generator made too few tokens')
    expect(searchTokens(large, target.symbol)[0]).toBe(target)
    expect(searchTokens(large, target.address)).toEqual([target])
    expect(searchTokens(large, `token ${4321}`)[0]).toBe(target)
    const found = searchTokens(large, 'kazu')
    const isPrefix = (symbol: string) => symbol.startsWith('KAZU')
    const firstOther = found.findIndex((token) => !isPrefix(token.symbol))
    expect(firstOther).toBeGreaterThan(1)
    expect(found.slice(firstOther).some((t) => isPrefix(t.symbol))).toBe(false)
  })

  test('behavior: typing key by key finds what a fresh search finds, also when a query turns into an address prefix', () => {
    const many = createManyTestTokens(2_000)
    const typing = createTokenSearchIndex(many)
    const typed = [
      'k',
      'ka',
      'kaz',
      'kazu',
      'kazu1',
      'kaz',
      'ka',
      'ka zu',
      'ka zu t',
      't',
      'to',
      'token 1',
      'token 12',
      '0',
      '0x',
      '0x0',
      '0x00',
      '0x000',
      '0x0000000000000000000000000000000000010',
      '0x1',
      '  0x1 ',
    ]
    let narrowed = 0
    let previous = many.length
    for (const query of typed) {
      const found = searchTokens(typing, query)
      const fresh = searchTokens(createTokenSearchIndex(many), query)
      expect(found, query).toEqual(fresh)
      if (found.length < previous) narrowed++
      previous = found.length
    }
    // Not vacuous: the queries match some tokens, then fewer, by address too.
    expect(narrowed).toBeGreaterThan(5)
    expect(searchTokens(typing, '0x00').length).toBe(many.length - 1)
  })

  describe('hostile names', () => {
    const listed = (symbol: string, name: string, n: number) =>
      toAppToken(
        {
          address: testAddress(0xbad0 + n),
          symbol,
          name,
          decimals: 18,
          logoURI: null,
          verified: false,
        },
        999,
      )
    const long = listed('L'.repeat(120), 'Long', 1)
    const rlo = listed('USDC\u202e', 'USD \u2066Coin\u2069', 2)
    const zwj = listed('W\u200dE\u200dT\u200dH', 'Wrapped', 3)
    const html = listed(
      '<img src=x onerror=alert(1)>',
      '<img src=x onerror=alert(1)>',
      4,
    )
    const hostile = createTokenSearchIndex([native, usdc, long, rlo, zwj, html])

    test('behavior: a symbol cut short is found by what the row shows, ellipsis and all', () => {
      expect(long.symbol).toHaveLength(24)
      expect(searchTokens(hostile, long.symbol.slice(0, -1))).toEqual([long])
      expect(searchTokens(hostile, long.symbol)).toEqual([long])
      expect(searchTokens(hostile, long.fullSymbol)).toEqual([long])
      expect(searchTokens(hostile, html.symbol)).toEqual([html])
      expect(searchTokens(hostile, '<img')).toEqual([html])
    })

    test('behavior: found by the visible text and with the hidden characters typed', () => {
      expect(searchTokens(hostile, 'USDC')).toEqual([usdc, rlo])
      expect(searchTokens(hostile, 'USDC\u202e')).toEqual([usdc, rlo])
      expect(searchTokens(hostile, 'WETH')).toEqual([zwj])
      expect(searchTokens(hostile, 'WE\u200dTH')).toEqual([zwj])
      expect(searchTokens(hostile, 'usd \u2066coin')).toEqual([usdc, rlo])
    })
  })
})
