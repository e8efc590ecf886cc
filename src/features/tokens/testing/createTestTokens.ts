import type { Address } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import type { AppToken } from '../types'

/** A distinct, valid, all-lower-case address per number. */
export function testAddress(n: number): Address {
  return `0x${n.toString(16).padStart(40, '0')}`
}

let nextTestAddress = 1

/**
 * A token as toAppToken would make it from clean text: the full text is the
 * shown text unless given.
 */
export function createTestToken(
  overrides: Partial<AppToken> & { symbol: string },
): AppToken {
  const name = overrides.name ?? `${overrides.symbol} Token`
  return {
    chainId: 999,
    address: testAddress(nextTestAddress++),
    name,
    fullSymbol: overrides.symbol,
    fullName: name,
    hasHiddenCharacters: false,
    decimals: 18,
    hasUnsafeDecimals: false,
    logoURI: null,
    verified: true,
    tags: [],
    priceUsd: null,
    isNative: false,
    ...overrides,
  }
}

export function createNativeTestToken(
  overrides: Partial<AppToken> = {},
): AppToken {
  return createTestToken({
    symbol: 'HYPE',
    name: 'Hyperliquid',
    address: NATIVE_TOKEN_ADDRESS,
    isNative: true,
    ...overrides,
  })
}

const syllables = ['ka', 'zu', 'mi', 'ro', 'te', 'la', 'vo', 'ny', 'qu', 'si']

/**
 * `count` tokens with varied, deterministic symbols and names, one in four
 * unverified, the native token first: the shape of a large real list.
 */
export function createManyTestTokens(count: number, chainId = 999): AppToken[] {
  const tokens: AppToken[] = [createNativeTestToken({ chainId })]
  for (let n = 1; n < count; n++) {
    const a = syllables[n % 10] as string
    const b = syllables[Math.floor(n / 10) % 10] as string
    const c = syllables[Math.floor(n / 100) % 10] as string
    const symbol = `${a}${b}${c}${n}`.toUpperCase()
    const name = `${c}${a} ${b}${c} Token ${n}`
    tokens.push({
      chainId,
      address: testAddress(0x10000 + n),
      symbol,
      name,
      fullSymbol: symbol,
      fullName: name,
      hasHiddenCharacters: false,
      decimals: 18,
      hasUnsafeDecimals: false,
      logoURI: null,
      verified: n % 4 !== 0,
      tags: [],
      priceUsd: null,
      isNative: false,
    })
  }
  return tokens
}
