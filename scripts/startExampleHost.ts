// The example partner page for the widget (examples/widget-host/), served
// on an origin of its own, as a partner's site would be: it loads
// /widget.js from the app's origin and lends the widget a host-side wallet.
// Beside it, on the same (allowlisted, devnet-only) origin, the
// configurator (examples/configurator/, at /configurator/), and `/pages/`:
// files of a folder given at start, where the browser tests put pages of
// their own (a pasted snippet, a page built with the widget package).
// Used by `npm start` (port 5174) and the browser tests.
import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join, resolve, sep } from 'node:path'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

export type ExampleHostConfig = {
  /** The widget's origin, where /widget.js is served. */
  widgetOrigin: string
  /** Devnet only: the host wallet signs with anvil's unlocked dev accounts
   * (`account` first; the page's "Switch account" goes through `accounts`). */
  devnet: {
    rpcUrl: string
    chainId: number
    account: string
    accounts: string[]
    tokens: Record<string, string>
  } | null
}

export type StartExampleHostParameters = {
  port: number
  host?: string
  config: ExampleHostConfig
  /** Served at /pages/ (plain file names only); none when not given. */
  pagesDir?: string
}

const examples = resolve(import.meta.dirname, '../examples')
const files: Record<string, string> = {
  '/': 'widget-host/index.html',
  '/index.html': 'widget-host/index.html',
  '/host.js': 'widget-host/host.js',
  '/host.css': 'widget-host/host.css',
  '/configurator/': 'configurator/index.html',
  '/configurator/index.html': 'configurator/index.html',
  '/configurator/configurator.js': 'configurator/configurator.js',
  '/configurator/configurator.css': 'configurator/configurator.css',
}
const types: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
}
const pagePathPattern = /^\/pages((\/[A-Za-z0-9_][A-Za-z0-9._-]{0,127}){1,6})$/

/** A file of `pagesDir` for a /pages/… path, or null. */
function toPageFile(pagesDir: string | undefined, pathname: string) {
  const match = pagePathPattern.exec(pathname)
  if (!pagesDir || !match?.[1]) return null
  const file = join(resolve(pagesDir), match[1])
  return file.startsWith(`${resolve(pagesDir)}${sep}`) ? file : null
}

export async function startExampleHost({
  port,
  host = '127.0.0.1',
  config,
  pagesDir,
}: StartExampleHostParameters) {
  const app = new Hono()
  app.get('/config.json', (c) => c.json(config))
  app.get('*', async (c) => {
    const { pathname } = new URL(c.req.url)
    const name = files[pathname]
    const file = name ? resolve(examples, name) : toPageFile(pagesDir, pathname)
    if (!file) return c.notFound()
    const body = await readFile(file).catch(() => null)
    if (!body) return c.notFound()
    const type = types[file.split('.').pop() ?? ''] ?? 'text/plain'
    return c.body(new Uint8Array(body), 200, { 'Content-Type': type })
  })
  const server = serve({ fetch: app.fetch, hostname: host, port })
  await new Promise<void>((done) => server.once('listening', done))
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://localhost:${bound}`,
    close: () =>
      new Promise<void>((done, fail) =>
        server.close((error) => (error ? fail(error) : done())),
      ),
  }
}
