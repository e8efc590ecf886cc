/**
 * Headers of the widget's public files, which any page may load (public
 * code): /widget.js and its types, the versioned copies the build writes
 * (scripts/widgetBundle.ts) and their manifest. A versioned path never
 * changes once deployed, so it is cached for a year; the major's alias and
 * the manifest follow deploys, so they are cached briefly (a partner on the
 * alias gets a fix within minutes, never a new major); /widget.js stays
 * revalidated as before. Null for any other path.
 */

/** /widget/v1.2.3/widget.js (a prerelease too, v1.2.3-rc.1). */
const versionedPattern =
  /^\/widget\/v[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?\/widget\.js$/
/** /widget/v1/widget.js */
const majorPattern = /^\/widget\/v[0-9]+\/widget\.js$/

export const WIDGET_ALIAS_CACHE = 'public, max-age=300'
export const WIDGET_VERSIONED_CACHE = 'public, max-age=31536000, immutable'

export function getWidgetScriptHeaders(
  pathname: string,
): Record<string, string> | null {
  const cors = { 'Access-Control-Allow-Origin': '*' }
  if (versionedPattern.test(pathname)) {
    return { ...cors, 'Cache-Control': WIDGET_VERSIONED_CACHE }
  }
  if (majorPattern.test(pathname) || pathname === '/widget/manifest.json') {
    return { ...cors, 'Cache-Control': WIDGET_ALIAS_CACHE }
  }
  if (pathname === '/widget.js') {
    // Deno and other URL importers find the script's types here.
    return { ...cors, 'X-TypeScript-Types': '/widget.d.ts' }
  }
  if (pathname === '/widget.d.ts') return cors
  return null
}
