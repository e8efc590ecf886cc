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
        verified: false,
        tags: [],
        priceUsd: null,
        isNative: false,
      },
      listed,
    ])
  })
})
