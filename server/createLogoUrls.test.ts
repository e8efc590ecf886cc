import { describe, expect, test } from 'vitest'
import { createLogoUrls } from './createLogoUrls'

const production = createLogoUrls({ secret: 'key-one', isDevnet: false })

describe('createLogoUrls', () => {
  test('behavior: an https logo gets a signed proxy path that reads back to it', () => {
    const path = production.toLogoPath('https://Logos.Example/a b.png')
    expect(path).toMatch(/^\/api\/logos\/[A-Za-z0-9_-]{22}\/[A-Za-z0-9_-]+$/)
    expect(production.readLogoPath(path ?? '')?.href).toBe(
      'https://logos.example/a%20b.png',
    )
  })

  test('behavior: the same key reads it after a restart; another key or a changed byte does not', () => {
    const path = production.toLogoPath('https://logos.example/a.png') ?? ''
    const restarted = createLogoUrls({ secret: 'key-one', isDevnet: false })
    expect(restarted.readLogoPath(path)?.href).toBe(
      'https://logos.example/a.png',
    )
    const other = createLogoUrls({ secret: 'key-two', isDevnet: false })
    expect(other.readLogoPath(path)).toBeNull()
    const [mac = '', encoded = ''] = path.split('/').slice(3)
    const forged = Buffer.from('https://evil.example/x.png').toString(
      'base64url',
    )
    expect(production.readLogoPath(`/api/logos/${mac}/${forged}`)).toBeNull()
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`
    expect(
      production.readLogoPath(`/api/logos/${flipped}/${encoded}`),
    ).toBeNull()
    expect(production.readLogoPath('/api/logos/weth.svg')).toBeNull()
  })

  test('behavior: scripts, data, userinfo, plain http and long URLs get no path', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'https://user:secret@logos.example/a.png',
      'http://logos.example/a.png',
      'http://127.0.0.1:8788/logos/usdc.svg',
      '/logos/usdc.svg',
      `https://logos.example/${'a'.repeat(2100)}`,
      'not a url',
    ]) {
      expect(production.toLogoPath(value), value).toBeNull()
    }
  })

  test('behavior: a devnet signs plain http to loopback only', () => {
    const devnet = createLogoUrls({ secret: 'devnet-key', isDevnet: true })
    const path = devnet.toLogoPath('http://127.0.0.1:8788/logos/usdc.svg')
    expect(devnet.readLogoPath(path ?? '')?.href).toBe(
      'http://127.0.0.1:8788/logos/usdc.svg',
    )
    expect(devnet.toLogoPath('http://logos.example/a.png')).toBeNull()
  })
})
