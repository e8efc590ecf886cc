import { describe, expect, test } from 'vitest'
import * as partner from './partner'
import { hasSensitiveHex, MAX_REASON_LENGTH } from './reportReason'

describe('report reason rules', () => {
  test('behavior: refuses calldata-long 0x runs and bare 64-digit hex, allows addresses', () => {
    expect(hasSensitiveHex(`0x${'a'.repeat(41)}`)).toBe(true)
    expect(hasSensitiveHex('f'.repeat(64))).toBe(true)
    expect(hasSensitiveHex(`to 0x${'a'.repeat(40)}`)).toBe(false)
    expect(hasSensitiveHex('InsufficientOutput')).toBe(false)
  })

  test('behavior: partner.ts re-exports the same rules its schema applies', () => {
    expect(partner.hasSensitiveHex).toBe(hasSensitiveHex)
    expect(partner.MAX_REASON_LENGTH).toBe(MAX_REASON_LENGTH)
  })
})
