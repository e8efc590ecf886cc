import { createHash } from 'node:crypto'

const inlineStylePattern = /<style>([\s\S]*?)<\/style>/g
// Only a bare <script> is inline: one with attributes (src, type) is not.
const inlineScriptPattern = /<script>([\s\S]*?)<\/script>/g

const toSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * CSP source expressions ('sha256-…') for the inline `<style>` elements of
 * an HTML page, so the page's CSP can allow exactly those styles (the build
 * inlines each entry's stylesheet: scripts/paintShellFirst.ts).
 */
export function getInlineStyleHashes(html: string): string[] {
  return [...html.matchAll(inlineStylePattern)].map(([, css = '']) =>
    toSource(css),
  )
}

/**
 * The same for inline classic scripts: each page's first-paint script
 * (scripts/inlineFirstPaintScript.ts: the shell's words and language; the
 * frame's theme from its URL); its CSP allows exactly that script.
 */
export function getInlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScriptPattern)].map(([, code = '']) =>
    toSource(code),
  )
}
