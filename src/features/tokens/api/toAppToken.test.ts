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
      decimals: 6,
      logoURI: null,
      verified: true,
      tags: [],
      priceUsd: 1.001,
      isNative: false,
    })
  })

  test('behavior: a token detail answer becomes an AppToken', () => {
    const detail = tokenDetailResponseSchema.parse({
      address,
      symbol: 'MEME',
      name: 'Meme',
      decimals: 18,
      logoURI: 'https://logos.example/meme.png',
      verified: false,
      buyPriceUsd: 0.5,
      sellPriceUsd: 0.4,
    })
    expect(detailToAppToken(detail, 999)).toMatchObject({
      address,
      logoURI: 'https://logos.example/meme.png',
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
