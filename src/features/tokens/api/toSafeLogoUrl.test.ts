import { describe, expect, test } from 'vitest'
import { toSafeLogoUrl } from './toSafeLogoUrl'

const devnetLogo = 'http://127.0.0.1:8788/logos/usdc.svg'

describe('toSafeLogoUrl', () => {
  test('behavior: absolute https URLs pass, as the browser reads them', () => {
    expect(toSafeLogoUrl('https://logos.example/a.png', 'swap.example')).toBe(
      'https://logos.example/a.png',
    )
    expect(toSafeLogoUrl('HTTPS://Logos.Example/a b.png', 'swap.example')).toBe(
      'https://logos.example/a%20b.png',
    )
  })

  test('behavior: scripts, data, relative, malformed and credentialed URLs never pass', () => {
    for (const uri of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)/>',
      'data:image/png;base64,iVBORw0KGgo=',
      '/logos/usdc.svg',
      '//logos.example/a.png',
      'logo.png',
      'https://',
      'https://user:secret@logos.example/a.png',
      'ftp://logos.example/a.png',
      'blob:https://logos.example/1',
      `https://logos.example/${'a'.repeat(2100)}`,
      '',
      null,
      undefined,
    ]) {
      expect(toSafeLogoUrl(uri, '127.0.0.1'), String(uri)).toBeNull()
    }
  })

  test('behavior: http is used only on a local world, for loopback logos', () => {
    expect(toSafeLogoUrl(devnetLogo, '127.0.0.1')).toBe(devnetLogo)
    expect(toSafeLogoUrl('http://localhost:5173/a.svg', 'localhost')).toBe(
      'http://localhost:5173/a.svg',
    )
    // The same URL on a deployed page, and a far http host anywhere.
    expect(toSafeLogoUrl(devnetLogo, 'swap.example')).toBeNull()
    expect(toSafeLogoUrl('http://logos.example/a.png', '127.0.0.1')).toBeNull()
    expect(
      toSafeLogoUrl('http://127.0.0.1.evil.example/a.png', '127.0.0.1'),
    ).toBeNull()
  })
})
