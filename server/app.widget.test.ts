import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { widgetConfigSchema } from '../packages/swap-widget/src/protocol/widgetProtocol'
import { createTestProxy } from './testing/createTestProxy'

// The widget's two proxy rules: /widget.js may be loaded by any page, and
// the frame learns the partner allowlist from the very config that writes
// /embed.html's frame-ancestors. The upstream is the injected stand-in.

let staticDir = ''
const env = {
  WIDGET_PARTNER_ORIGINS: 'https://shop.example,https://dex.example',
}

beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'proxy-widget-'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html>')
  writeFileSync(join(staticDir, 'embed.html'), '<!doctype html>')
  writeFileSync(join(staticDir, 'widget.js'), 'export function x() {}')
  writeFileSync(
    join(staticDir, 'widget.d.ts'),
    'export declare function x(): void\n',
  )
  for (const folder of ['v1.2.3', 'v1']) {
    mkdirSync(join(staticDir, 'widget', folder), { recursive: true })
    writeFileSync(join(staticDir, 'widget', folder, 'widget.js'), '// v1\n')
  }
  writeFileSync(join(staticDir, 'widget/manifest.json'), '{}')
})

describe('widget', () => {
  test('behavior: /widget.js is readable cross-origin, other files are not', async () => {
    const proxy = createTestProxy({ env, staticDir })
    const script = await proxy.request('/widget.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('access-control-allow-origin')).toBe('*')
    expect(script.headers.get('content-type')).toContain('text/javascript')
    const page = await proxy.request('/embed.html')
    expect(page.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('behavior: /widget.d.ts is served beside it, readable cross-origin, and named by it', async () => {
    const proxy = createTestProxy({ env, staticDir })
    const types = await proxy.request('/widget.d.ts')
    expect(types.status).toBe(200)
    expect(types.headers.get('access-control-allow-origin')).toBe('*')
    expect(types.headers.get('content-type')).toBe(
      'application/typescript; charset=utf-8',
    )
    expect(await types.text()).toBe('export declare function x(): void\n')
    const script = await proxy.request('/widget.js')
    expect(script.headers.get('x-typescript-types')).toBe('/widget.d.ts')
  })

  test('behavior: the versioned script is immutable for a year, its major alias and the manifest cached for minutes; all readable cross-origin', async () => {
    const proxy = createTestProxy({ env, staticDir })
    const cacheOf = async (path: string) => {
      const answer = await proxy.request(path)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('access-control-allow-origin')).toBe('*')
      return answer.headers.get('cache-control')
    }
    expect(await cacheOf('/widget/v1.2.3/widget.js')).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(await cacheOf('/widget/v1/widget.js')).toBe('public, max-age=300')
    expect(await cacheOf('/widget/manifest.json')).toBe('public, max-age=300')
    expect(await cacheOf('/widget.js')).toBe('no-cache')
    const missing = await proxy.request('/widget/v9.9.9/widget.js')
    expect(missing.status).toBe(404)
  })

  test('behavior: the frame gets the frame-ancestors list, no more', async () => {
    const proxy = createTestProxy({ env, staticDir })
    const answer = await proxy.request('/api/widget-config')
    expect(answer.status).toBe(200)
    const body = widgetConfigSchema.parse(await answer.json())
    const page = await proxy.request('/embed.html')
    const csp = page.headers.get('content-security-policy') ?? ''
    const ancestors = /frame-ancestors ([^;]+)/.exec(csp)?.[1]?.split(' ')
    expect(body.partnerOrigins).toEqual(ancestors)
    expect(body.partnerOrigins).toEqual([
      'https://shop.example',
      'https://dex.example',
    ])
  })

  test('behavior: with no partners the frame hears nobody', async () => {
    const proxy = createTestProxy({ staticDir })
    const answer = await proxy.request('/api/widget-config')
    expect(await answer.json()).toEqual({ partnerOrigins: [] })
  })
})
