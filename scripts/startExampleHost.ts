// The example partner page for the widget (examples/widget-host/), served
// on an origin of its own, as a partner's site would be: it loads
// /widget.js from the app's origin and lends the widget a host-side wallet.
// Used by `npm start` (port 5174) and the browser tests.
import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
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
}

const root = resolve(import.meta.dirname, '../examples/widget-host')
const files: Record<string, string> = {
  '/': 'index.html',
  '/index.html': 'index.html',
  '/host.js': 'host.js',
  '/host.css': 'host.css',
}
const types: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
}

export async function startExampleHost({
  port,
  host = '127.0.0.1',
  config,
}: StartExampleHostParameters) {
  const app = new Hono()
  app.get('/config.json', (c) => c.json(config))
  app.get('*', async (c) => {
    const name = files[new URL(c.req.url).pathname]
    if (!name) return c.notFound()
    const body = await readFile(resolve(root, name), 'utf8')
    const type = types[name.split('.').pop() ?? ''] ?? 'text/plain'
    return c.body(body, 200, { 'Content-Type': type })
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
