import { describe, expect, test } from 'vitest'
import { createTokenSearchIndex } from '../search/createTokenSearchIndex'
import { createTestToken, testAddress } from '../testing/createTestTokens'
import { resolveRecentTokens } from './resolveRecentTokens'

describe('resolveRecentTokens', () => {
  const listed = createTestToken({
    symbol: 'LIST',
    address: testAddress(1),
    priceUsd: 2,
  })
  const pinned = createTestToken({ symbol: 'PIN', address: testAddress(2) })
  const index = createTokenSearchIndex([listed, pinned])
  const remembered = (address: `0x${string}`, symbol: string) => ({
    chainId: 999,
    address,
    symbol,
    name: symbol,
    decimals: 18,
    logoURI: null,
  })

  test('behavior: listed picks show the list entry, unlisted are untrusted', () => {
    const recent = resolveRecentTokens(
      [
        remembered(testAddress(3), 'GONE'),
        remembered(listed.address, 'OLDNAME'),
        remembered(pinned.address, 'PIN'),
      ],
      index,
      [pinned],
    )
    expect(recent).toEqual([
      {
        ...remembered(testAddress(3), 'GONE'),
        fullSymbol: 'GONE',
        fullName: 'GONE',
        hasHiddenCharacters: false,
        hasUnsafeDecimals: false,
        verified: false,
        tags: [],
        priceUsd: null,
        isNative: false,
      },
      listed,
    ])
  })

  test('behavior: what storage remembers passes the display and logo rules', () => {
    const [token] = resolveRecentTokens(
      [
        {
          ...remembered(testAddress(4), 'USDC\u202e'),
          name: 'X'.repeat(200),
          decimals: 255,
          logoURI: 'javascript:alert(1)',
        },
      ],
      index,
      [],
    )
    expect(token).toMatchObject({
      symbol: 'USDC',
      hasHiddenCharacters: true,
      hasUnsafeDecimals: true,
      logoURI: null,
    })
    expect(token?.name).toHaveLength(64)
  })
})
