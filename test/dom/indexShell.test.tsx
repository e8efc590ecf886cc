// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { AppShell } from '../../src/app/AppShell'
import { LocaleProvider } from '../../src/lib/i18n/LocaleProvider'
import { createTestI18n } from '../../src/lib/i18n/testing/createTestI18n'

// index.html paints the shell before any script arrives; React then renders
// the same markup (src/app/main.tsx), so the two must not drift apart.

const indexHtml = readFileSync(
  resolve(import.meta.dirname, '../../index.html'),
  'utf8',
)

/** The shell as React renders it first, in English like index.html. */
function renderShell() {
  return renderToStaticMarkup(
    <LocaleProvider i18n={createTestI18n('en')} storage={null}>
      <AppShell label="Loading…" />
    </LocaleProvider>,
  )
}

/** The markup inside #root, without the whitespace between tags. */
function rootMarkup(html: string) {
  const match = /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*<footer/.exec(html)
  return (match?.[1] ?? '').replace(/>\s+</g, '><').trim()
}

describe('AppShell', () => {
  test('behavior: index.html contains the shell React renders first', () => {
    // React 19 adds a preload hint for the logo; index.html has its icon.
    const expected = renderShell().replace(/^<link rel="preload"[^>]*>/, '')
    expect(expected).toContain('swap-card')
    expect(rootMarkup(indexHtml)).toBe(expected)
  })

  test("behavior: the footer is the page's, outside React's root, its note the English message", () => {
    // The first paint's largest text: React never replaces it in English
    // (AppFooter rewrites it only for another language), so the largest
    // contentful paint is the shell's, not the app's first render.
    expect(indexHtml).toMatch(
      /<div class="app-shell">\s*<div id="root"[^>]*>[\s\S]*<\/div>\s*<footer class="app-footer[^"]*">\s*<p class="footer-note">[^<]+<\/p>\s*<div class="footer-controls"><\/div>\s*<\/footer>\s*<\/div>/,
    )
    const note =
      /<p class="footer-note">([^<]+)<\/p>/.exec(indexHtml)?.[1] ?? ''
    // The English catalogue holds the note as written in the HTML.
    expect(createTestI18n('en')._(generateMessageId(note))).toBe(note)
    expect(renderShell()).not.toContain('<footer')
  })

  test('behavior: index.html starts in English, left to right', () => {
    expect(indexHtml).toMatch(/<html lang="en" dir="ltr">/)
  })

  test('behavior: index.html links its styles and runs no inline script or style', () => {
    expect(indexHtml).not.toMatch(/<style[\s>]/)
    expect(indexHtml).not.toMatch(/\sstyle="/)
    expect(indexHtml).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
  })
})
