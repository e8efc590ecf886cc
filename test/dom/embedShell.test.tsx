// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { FIRST_PAINT_MARKER } from '../../scripts/inlineFirstPaintScript'
import { SwapCardSkeleton } from '../../src/app/SwapCardSkeleton'
import { EmbedShell, EmbedWaiting } from '../../src/embed/EmbedShell'
import { LocaleProvider } from '../../src/lib/i18n/LocaleProvider'
import { createTestI18n } from '../../src/lib/i18n/testing/createTestI18n'

// embed.html paints the card's shape before any script arrives, in the
// partner's theme (the inline first-paint script at the marker) and in no
// language: its words are bars until React, with the frame's catalogue,
// renders the same card with words (EmbedWaiting, src/embed/EmbedApp.tsx).
// The two must not drift apart.

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
  test('behavior: contains the shell the frame renders while it waits, its words as bars', () => {
    const inEnglish = (element: ReactElement) =>
      renderToStaticMarkup(
        <LocaleProvider i18n={createTestI18n('en')} storage={null}>
          {element}
        </LocaleProvider>,
      )
    const firstPaint = inEnglish(
      <EmbedShell>
        <SwapCardSkeleton label={null} hasWords={false} />
      </EmbedShell>,
    )
    expect(firstPaint).toContain('swap-card')
    expect(rootMarkup(embedHtml)).toBe(
      `<div class="embed-root">${firstPaint}</div>`,
    )
    // The same boxes once the words are known: only the bars become words.
    const toBars = (markup: string) =>
      markup.replace(
        />[^<]*\p{L}[^<]*</gu,
        '><span class="skeleton-bar skeleton-word"></span><',
      )
    expect(
      toBars(inEnglish(<EmbedWaiting />)).replace(
        'role="status"><span class="skeleton-bar skeleton-word"></span>',
        'role="status">',
      ),
    ).toBe(firstPaint)
  })

  test('behavior: the first paint is in no language: no letter of any script in its text', () => {
    const markup = rootMarkup(embedHtml)
    const text = markup.replace(/<[^>]*>/g, '')
    expect(text).not.toMatch(/\p{L}/u)
    expect(text).toMatch(/0/)
  })

  test('behavior: the first-paint script goes in the head, before the body', () => {
    const head = /<head>([\s\S]*)<\/head>/.exec(embedHtml)?.[1] ?? ''
    expect(head).toContain(FIRST_PAINT_MARKER)
    expect(embedHtml).not.toMatch(/<script>/)
    expect(embedHtml).not.toMatch(/\sstyle="/)
  })
})
