import { describe, expect, test } from 'vitest'
import { getDevInlineScriptHashes, toDevCsp } from './devServerHeaders'

describe('the dev server headers', () => {
  test('behavior: the production CSP gains only the HMR socket and inline dev styles', () => {
    const csp = [
      "default-src 'self'",
      "script-src 'self' 'sha256-abc='",
      "style-src 'self' 'sha256-def='",
      "connect-src 'self' http://127.0.0.1:8545",
      "frame-ancestors 'none'",
    ].join('; ')
    expect(toDevCsp(csp, 'ws://127.0.0.1:5173')).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'sha256-abc='",
        "style-src 'self' 'unsafe-inline'",
        "connect-src 'self' http://127.0.0.1:8545 ws://127.0.0.1:5173",
        "frame-ancestors 'none'",
      ].join('; '),
    )
  })

  test('behavior: every inline script is hashed, whatever its type; scripts with a src are not', () => {
    const html = [
      '<script type="module">import "/@react-refresh"</script>',
      '<script type="module" src="/@vite/client"></script>',
      '<script>window.a = 1</script>',
      '<script> </script>',
    ].join('\n')
    expect(getDevInlineScriptHashes(html)).toEqual([
      "'sha256-JibHByeldEq/cdmqP14YKGL2Kw6HAVnz/B7QVhTI1sU='",
      "'sha256-Aif1QuaDxF56ZK3+IyoelKcjrWC+BWl5ZGfcO1AMmA4='",
    ])
  })
})
