import { createHash } from 'node:crypto'

const inlineStylePattern = /<style>([\s\S]*?)<\/style>/g

/**
 * CSP source expressions ('sha256-…') for the inline `<style>` elements of
 * an HTML page, so the page's CSP can allow exactly those styles (the build
 * inlines each entry's stylesheet: scripts/paintShellFirst.ts).
 */
export function getInlineStyleHashes(html: string): string[] {
  return [...html.matchAll(inlineStylePattern)].map(
    ([, css = '']) =>
      `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
  )
}
