// Vite plugin for `npm run dev` (scripts/startDev.ts): the dev server's pages
// carry the proxy's own security headers (server/getSecurityHeaders.ts, the
// one place the CSP's sources are written), loosened only by what the dev
// server itself needs and never in a build (`apply: 'serve'`):
// - its HMR websocket in connect-src;
// - style-src 'unsafe-inline': the dev server puts every stylesheet in a
//   <style> element written by script (a build inlines one stylesheet per
//   page and the proxy allows it by its hash);
// - script-src the hash of each inline script of the page as served (the
//   react-refresh preamble, the widget frame's first-paint script), the same
//   way the proxy allows the build's one inline script.
// It passes /api and /healthz to the proxy, which serves the API only; the
// Host header is kept, so the proxy sees the page's own origin, as it does
// when it serves the pages. The proxy's address and config arrive once the
// local world is up: the dev server starts first, so that its dependency
// pre-bundling (the longest part of a first start) runs meanwhile.
// It also serves /widget.js (built by widgetBundle in a build) as a module
// wrapping the widget's source (its base named), so the example partner page loads the
// widget from the dev server, with hot reload too.
import { createHash } from 'node:crypto'
import {
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { Plugin } from 'vite'
import type { Config } from '../server/config.ts'
import { getSecurityHeaders, isApiPath } from '../server/getSecurityHeaders.ts'
import { WIDGET_SCRIPT_FILE } from './widgetBundle.ts'

/** The widget's `createSwapWidget` (the package's source, which takes the
 * deployment's base as `baseUrl`). */
const WIDGET_SOURCE_ENTRY = 'packages/swap-widget/src/createSwapWidget.ts'

/** The running proxy: its URL, and its parsed config (the deployment and
 * the partner origins the CSP names). */
export type DevApi = { proxyUrl: string; config: Config }

type DevServerHeadersParameters = { api: Promise<DevApi> }

const inlineScriptPattern = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g

/** 'sha256-…' of every inline script of a page, whatever its type. */
export function getDevInlineScriptHashes(html: string) {
  return [...html.matchAll(inlineScriptPattern)]
    .map(([, code = '']) => code)
    .filter((code) => code.trim() !== '')
    .map(
      (code) =>
        `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
    )
}

/** The production CSP with the dev server's three needs added. */
export function toDevCsp(csp: string, hmrOrigin: string) {
  return csp
    .split('; ')
    .map((directive) => {
      const [name] = directive.split(' ')
      if (name === 'connect-src') return `${directive} ${hmrOrigin}`
      if (name === 'style-src') return "style-src 'self' 'unsafe-inline'"
      return directive
    })
    .join('; ')
}

/** Sends a request on to the proxy and its answer back, as they stream. */
function forward(
  proxyUrl: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const upstream = httpRequest(
    new URL(request.url ?? '/', proxyUrl),
    { method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    },
  )
  upstream.on('error', () => {
    response.statusCode = 502
    response.end()
  })
  request.pipe(upstream)
}

export function devServerHeaders({ api }: DevServerHeadersParameters): Plugin {
  const headersFor = (
    { config }: DevApi,
    pathname: string,
    html: string,
    hmrOrigin: string,
  ) => {
    const headers = getSecurityHeaders({
      pathname,
      deployment: config.deployment,
      widgetPartnerOrigins: config.widgetPartnerOrigins,
      inlineScriptHashes: getDevInlineScriptHashes(html),
    })
    const csp = headers['Content-Security-Policy']
    if (csp) headers['Content-Security-Policy'] = toDevCsp(csp, hmrOrigin)
    return headers
  }
  let ready: DevApi | undefined
  void api.then((value) => {
    ready = value
  })
  const handle = (
    world: DevApi,
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => {
    const pathname = new URL(request.url ?? '/', 'http://dev').pathname
    if (pathname === `/${WIDGET_SCRIPT_FILE}`) {
      response.setHeader('Content-Type', 'text/javascript')
      response.setHeader('Access-Control-Allow-Origin', '*')
      // The built script reads the deployment's base off its own URL; its
      // source, served from packages/, cannot, so the base is named here.
      response.end(
        [
          `import { createSwapWidget as create } from '/${WIDGET_SOURCE_ENTRY}'`,
          'export function createSwapWidget(container, options = {}) {',
          "  return create(container, { baseUrl: new URL('/', import.meta.url).href, ...options })",
          '}',
          '',
        ].join('\n'),
      )
      return
    }
    if (isApiPath(pathname)) {
      forward(world.proxyUrl, request, response)
      return
    }
    // The page's HTML is known only as it is sent: its headers are set
    // then, from its inline scripts.
    const end = response.end.bind(response) as (
      ...args: unknown[]
    ) => ServerResponse
    response.end = ((...args: unknown[]) => {
      const type = String(response.getHeader('Content-Type') ?? '')
      const [body] = args
      if (type.startsWith('text/html') && !response.headersSent) {
        const html =
          typeof body === 'string'
            ? body
            : Buffer.isBuffer(body)
              ? body.toString('utf8')
              : ''
        // The HMR socket is on the page's own host and port.
        const hmrOrigin = `ws://${request.headers.host}`
        const headers = headersFor(world, pathname, html, hmrOrigin)
        for (const [name, value] of Object.entries(headers)) {
          response.setHeader(name, value)
        }
      }
      return end(...args)
    }) as ServerResponse['end']
    next()
  }
  return {
    name: 'dev-server-headers',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(
        (request: IncomingMessage, response: ServerResponse, next) => {
          if (ready) return handle(ready, request, response, next)
          // Nothing is served before the local world is up (its URL is
          // printed only then).
          api.then(
            (world) => handle(world, request, response, next),
            (error: unknown) => next(error),
          )
        },
      )
    },
  }
}
