// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { AppShell } from '../../src/app/AppShell'

// index.html paints the shell before any script arrives; React then renders
// the same markup (src/app/main.tsx), so the two must not drift apart.

const indexHtml = readFileSync(
  resolve(import.meta.dirname, '../../index.html'),
  'utf8',
)

/** The markup inside #root, without the whitespace between tags. */
function rootMarkup(html: string) {
  const match = /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*<footer/.exec(html)
  return (match?.[1] ?? '').replace(/>\s+</g, '><').trim()
}

describe('AppShell', () => {
  test('behavior: index.html contains the shell React renders first', () => {
    // React 19 adds a preload hint for the logo; index.html has its icon.
    const expected = renderToStaticMarkup(
      <AppShell label="Loading…" />,
    ).replace(/^<link rel="preload"[^>]*>/, '')
    expect(expected).toContain('swap-card')
    expect(rootMarkup(indexHtml)).toBe(expected)
  })

  test("behavior: the footer is the page's, outside React's root", () => {
    // The first paint's largest text: React never replaces it, so the
    // largest contentful paint is the shell's, not the app's first render.
    expect(indexHtml).toMatch(
      /<div class="app-shell">\s*<div id="root"[^>]*>[\s\S]*<\/div>\s*<footer class="app-footer[^"]*">[^<]+<\/footer>\s*<\/div>/,
    )
    expect(renderToStaticMarkup(<AppShell label="Loading…" />)).not.toContain(
      '<footer',
    )
  })

  test('behavior: index.html links its styles and runs no inline script or style', () => {
    expect(indexHtml).not.toMatch(/<style[\s>]/)
    expect(indexHtml).not.toMatch(/\sstyle="/)
    expect(indexHtml).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
  })
})
