// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { FIRST_PAINT_MARKER } from '../../scripts/inlineFirstPaintScript'
import { EmbedWaiting } from '../../src/embed/EmbedShell'
import { LocaleProvider } from '../../src/lib/i18n/LocaleProvider'
import { createTestI18n } from '../../src/lib/i18n/testing/createTestI18n'

// embed.html paints the card's shape before any script arrives, in the
// partner's theme (the inline first-paint script at the marker); React then
// renders the same markup until the host's options are in
// (src/embed/EmbedApp.tsx), so the two must not drift apart.

const embedHtml = readFileSync(
  resolve(import.meta.dirname, '../../embed.html'),
  'utf8',
)

/** The markup inside #root, without the whitespace between tags. */
function rootMarkup(html: string) {
  const match = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)
  return (match?.[1] ?? '').replace(/>\s+</g, '><').trim()
}

describe('embed.html', () => {
  test('behavior: contains the shell the frame renders while it waits', () => {
    const waiting = renderToStaticMarkup(
      <LocaleProvider i18n={createTestI18n('en')} storage={null}>
        <EmbedWaiting />
      </LocaleProvider>,
    )
    const expected = `<div class="embed-root">${waiting}</div>`
    expect(expected).toContain('swap-card')
    expect(rootMarkup(embedHtml)).toBe(expected)
  })

  test('behavior: the first-paint script goes in the head, before the body', () => {
    const head = /<head>([\s\S]*)<\/head>/.exec(embedHtml)?.[1] ?? ''
    expect(head).toContain(FIRST_PAINT_MARKER)
    expect(embedHtml).not.toMatch(/<script>/)
    expect(embedHtml).not.toMatch(/\sstyle="/)
  })
})
