import { keccak256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { checkRouterCodeHash } from './checkRouterCodeHash'

const code = '0x6080604052348015600f57600080fd5b50'
const hash = keccak256(code)

describe('checkRouterCodeHash', () => {
  test('behavior: the registry hash of the same code passes, any case', () => {
    expect(checkRouterCodeHash({ code, expectedHash: hash })).toEqual({
      ok: true,
    })
    expect(
      checkRouterCodeHash({
        code,
        expectedHash: hash.toUpperCase().replace('0X', '0x') as `0x${string}`,
      }),
    ).toEqual({ ok: true })
  })

  test('behavior: other code at the address is refused', () => {
    expect(
      checkRouterCodeHash({ code: `${code}00`, expectedHash: hash }),
    ).toMatchObject({ ok: false, check: 'code-hash' })
  })

  test('behavior: no contract at the address is refused', () => {
    for (const empty of [undefined, '0x'] as const) {
      const result = checkRouterCodeHash({ code: empty, expectedHash: hash })
      expect(result.ok || result.message).toMatch(/no contract/)
    }
  })

  test('behavior: fails closed when the registry has no hash', () => {
    const result = checkRouterCodeHash({ code, expectedHash: null })
    expect(result).toMatchObject({ ok: false, check: 'code-hash' })
  })
})
