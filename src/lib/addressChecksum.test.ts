import { describe, expect, test } from 'vitest'
import { addressChecksumModule } from './addressChecksumModule'
import { shortenAddress } from './shortenAddress'

describe('address checksums', () => {
  test('behavior: a short address keeps the checksummed head and tail', () => {
    expect(shortenAddress('0xcce7452db4392b40aa0e1592a7c486e13bf69654')).toBe(
      '0xcCe7…9654',
    )
  })

  test('behavior: the lazy module is this one: checksum, strict check and short form', async () => {
    const checksum = await addressChecksumModule.load()
    const lower = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
    expect(checksum.toChecksumAddress(lower)).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
    expect(
      checksum.isAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79c8'),
    ).toBe(false)
    expect(checksum.shortenAddress).toBe(shortenAddress)
  })
})
