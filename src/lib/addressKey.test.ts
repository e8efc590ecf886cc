import fc from 'fast-check'
import * as viem from 'viem'
import { describe, expect, test } from 'vitest'
import { isSameAddress, toAddressKey, ZERO_ADDRESS } from './addressKey'

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => viem.bytesToHex(bytes))
/** The same address in checksum, lower or upper case, or a random mix. */
const anyCase = (value: string) =>
  fc
    .constantFrom('checksum', 'lower', 'upper', 'mixed')
    .chain((kind) =>
      kind === 'checksum'
        ? fc.constant(viem.getAddress(value))
        : kind === 'lower'
          ? fc.constant(value.toLowerCase())
          : kind === 'upper'
            ? fc.constant(`0x${value.slice(2).toUpperCase()}`)
            : fc
                .array(fc.boolean(), { minLength: 40, maxLength: 40 })
                .map(
                  (upper) =>
                    `0x${[...value.slice(2)].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')}`,
                ),
    )

describe('address keys', () => {
  test('behavior: two addresses are the same exactly when viem says so, whatever their case', () => {
    fc.assert(
      fc.property(
        address.chain((a) =>
          fc.tuple(
            anyCase(a),
            fc.oneof(
              anyCase(a),
              address.chain((b) => anyCase(b)),
            ),
          ),
        ),
        ([a, b]) => {
          expect(isSameAddress(a, b)).toBe(
            viem.isAddressEqual(a as viem.Address, b as viem.Address),
          )
        },
      ),
      { numRuns: 1000 },
    )
  })

  test('behavior: the key is the lowercase form; a non-address is refused by name', () => {
    expect(toAddressKey('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')).toBe(
      '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    )
    expect(ZERO_ADDRESS).toBe(viem.zeroAddress)
    for (const text of [
      '',
      '0x',
      'evil',
      `0x${'g'.repeat(40)}`,
      ZERO_ADDRESS.slice(1),
    ]) {
      expect(() => toAddressKey(text)).toThrow(`Not an address: "${text}"`)
      expect(() => isSameAddress(ZERO_ADDRESS, text)).toThrow(
        `Not an address: "${text}"`,
      )
    }
  })
})
