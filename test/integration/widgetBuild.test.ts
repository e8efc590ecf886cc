import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, test } from 'vitest'
import { emitWidgetTypes } from '../../scripts/emitWidgetTypes'
import {
  readWidgetVersion,
  type WidgetManifest,
} from '../../scripts/widgetBundle'
import { createTestProxy } from '../../server/testing/createTestProxy'
import { getSharedBuild } from '../harness/buildProductionSpa'

// The widget's partner script in a production build stays tiny and
// self-contained, and its types served beside it are the protocol's. The
// frame's first load (/embed.html) is measured as the browser fetches it, embedded by the example partner page, in
// productionBuild.test.ts, which already runs the production build in
// Chromium.

const WIDGET_SCRIPT_BUDGET_BYTES = 10 * 1024
let outDir = ''

beforeAll(async () => {
  outDir = await getSharedBuild('production')
}, 300_000)

describe('widget build', () => {
  test('behavior: /widget.js is one file with no imports, ≤ 10 KiB gzip', () => {
    const code = readFileSync(join(outDir, 'widget.js'), 'utf8')
    const gzipBytes = gzipSync(code).length
    console.log(`widget.js: ${(gzipBytes / 1024).toFixed(1)} KiB gzip`)
    expect(gzipBytes).toBeLessThanOrEqual(WIDGET_SCRIPT_BUDGET_BYTES)
    expect(code).not.toMatch(/\bimport\s*[{(*"'`]|\bfrom\s*["'`]/)
    expect(code).toContain('createSwapWidget')
    expect(code).toContain('embed.html')
  })

  test("behavior: the versioned path and its major's alias serve the same bytes, whose sha384 the served manifest publishes", async () => {
    const version = readWidgetVersion()
    const proxy = createTestProxy({ staticDir: outDir })
    const manifestAnswer = await proxy.request('/widget/manifest.json')
    expect(manifestAnswer.status).toBe(200)
    const manifest = (await manifestAnswer.json()) as WidgetManifest
    expect(manifest).toMatchObject({
      version,
      path: `/widget/v${version}/widget.js`,
      majorPath: `/widget/v${version.split('.')[0]}/widget.js`,
    })
    const bodies = await Promise.all(
      ['/widget.js', manifest.path, manifest.majorPath].map(async (path) => {
        const answer = await proxy.request(path)
        expect(answer.status).toBe(200)
        return Buffer.from(await answer.arrayBuffer())
      }),
    )
    const [legacy, versioned, alias] = bodies as [Buffer, Buffer, Buffer]
    expect(versioned.equals(legacy)).toBe(true)
    expect(alias.equals(legacy)).toBe(true)
    const digest = createHash('sha384').update(versioned).digest('base64')
    expect(manifest.integrity).toBe(`sha384-${digest}`)
  })

  test('behavior: the served /widget.d.ts equals a fresh emit from the protocol', async () => {
    const proxy = createTestProxy({ staticDir: outDir })
    const served = await proxy.request('/widget.d.ts')
    expect(served.status).toBe(200)
    expect(served.headers.get('access-control-allow-origin')).toBe('*')
    expect(await served.text()).toBe(await emitWidgetTypes())
  }, 60_000)

  test('behavior: embed.html carries its first-paint script inline, allowed by its hash', async () => {
    const html = readFileSync(join(outDir, 'embed.html'), 'utf8')
    const inline =
      /<head>[\s\S]*<script>([\s\S]+?)<\/script>[\s\S]*<\/head>/.exec(html)?.[1]
    expect(inline).toContain('dataset')
    const proxy = createTestProxy({ staticDir: outDir })
    const page = await proxy.request('/embed.html')
    const csp = page.headers.get('content-security-policy') ?? ''
    const hash = createHash('sha256')
      .update(inline ?? '', 'utf8')
      .digest('base64')
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
    // The app's page allows its own first-paint script (the shell's
    // words), not the frame's.
    const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8')
    const indexInline = /<script>([\s\S]+?)<\/script>/.exec(indexHtml)?.[1]
    const indexHash = createHash('sha256')
      .update(indexInline ?? '', 'utf8')
      .digest('base64')
    const index = await proxy.request('/')
    expect(index.headers.get('content-security-policy')).toContain(
      `script-src 'self' 'sha256-${indexHash}';`,
    )
  })
})
