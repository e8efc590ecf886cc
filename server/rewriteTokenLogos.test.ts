import { describe, expect, test } from 'vitest'
import { createLogoUrls } from './createLogoUrls'
import { rewriteTokenLogos } from './rewriteTokenLogos'

const logos = createLogoUrls({ secret: 'key', isDevnet: false })
const proxied = (url: string) => logos.toLogoPath(url)

describe('rewriteTokenLogos', () => {
  test('behavior: every logo of a list points at the proxy; what cannot be fetched becomes null', () => {
    const list = {
      tokens: {
        a: {
          symbol: 'A',
          price: 1.1e-7,
          logoURI: 'https://logos.example/a.png',
        },
        b: { symbol: 'B', logoUri: 'https://logos.example/b.png' },
        c: { symbol: 'C', logoURI: 'javascript:alert(1)' },
        d: { symbol: 'D', logoURI: { small: 'https://logos.example/d.png' } },
        e: { symbol: 'E', logoURI: null },
        f: { symbol: 'F', logoURI: 'http://logos.example/f.png' },
        g: { symbol: 'G' },
      },
    }
    expect(JSON.parse(rewriteTokenLogos(JSON.stringify(list), logos))).toEqual({
      tokens: {
        a: {
          symbol: 'A',
          price: 1.1e-7,
          logoURI: proxied(list.tokens.a.logoURI),
        },
        b: { symbol: 'B', logoUri: proxied('https://logos.example/b.png') },
        c: { symbol: 'C', logoURI: null },
        d: { symbol: 'D', logoURI: proxied('https://logos.example/d.png') },
        e: { symbol: 'E', logoURI: null },
        f: { symbol: 'F', logoURI: null },
        g: { symbol: 'G' },
      },
    })
  })

  test('behavior: rewriting twice changes nothing; a path another key signed is dropped', () => {
    const once = rewriteTokenLogos(
      JSON.stringify({ logoURI: 'https://logos.example/a.png' }),
      logos,
    )
    expect(rewriteTokenLogos(once, logos)).toBe(once)
    const other = createLogoUrls({ secret: 'other', isDevnet: false })
    expect(JSON.parse(rewriteTokenLogos(once, other))).toEqual({
      logoURI: null,
    })
  })
})
