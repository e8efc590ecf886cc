import { describe, expect, test } from 'vitest'
import { toSafeLogoUrl } from './toSafeLogoUrl'

describe('toSafeLogoUrl', () => {
  test('behavior: http(s) and same-origin paths pass, other schemes do not', () => {
    expect(toSafeLogoUrl('https://logos.example/a.png')).toBe(
      'https://logos.example/a.png',
    )
    expect(toSafeLogoUrl('/tokens/usdc.svg')).toBe('/tokens/usdc.svg')
    expect(toSafeLogoUrl('javascript:alert(1)')).toBeNull()
    expect(toSafeLogoUrl('data:image/svg+xml,<svg/>')).toBeNull()
    expect(toSafeLogoUrl(null)).toBeNull()
    expect(toSafeLogoUrl('')).toBeNull()
  })
})
