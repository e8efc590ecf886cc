import { describe, expect, test } from 'vitest'
import { toSafeLogoUrl } from './toSafeLogoUrl'

const proxied = `/api/logos/${'a'.repeat(22)}/aHR0cHM6Ly9sb2dvcy5leGFtcGxlL2EucG5n`

describe('toSafeLogoUrl', () => {
  test('behavior: the proxy’s logo paths pass as they are', () => {
    expect(toSafeLogoUrl(proxied)).toBe(proxied)
  })

  test('behavior: any other URL, https included, never passes', () => {
    for (const uri of [
      'https://logos.example/a.png',
      'http://127.0.0.1:8788/logos/usdc.svg',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)/>',
      '/logos/usdc.svg',
      '/api/logos/weth.svg',
      `${proxied}?x=1`,
      `${proxied}/../../deployment`,
      `https://evil.example${proxied}`,
      `//evil.example${proxied}`,
      `/api/logos/${'a'.repeat(22)}/${'b'.repeat(3000)}`,
      '',
      null,
      undefined,
    ]) {
      expect(toSafeLogoUrl(uri), String(uri)).toBeNull()
    }
  })
})
