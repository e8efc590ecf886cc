// Renders the page's main states from the devnet into docs/screenshots/*.png
// (the README shows them): empty, quoted, comparison open, approval pending,
// swap confirmed, dark theme, phone width. The whole stack runs on free
// ports of its own (never the ones `npm start` or the browser tests use);
// test/screenshots/ drives Debian's Chromium with the browser tests' flags
// and their test wallet, which signs for real with a dev account.
//
//   npm run screenshots
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { defaultPorts, startStack } from './startStack.ts'

// `npm start`'s ports and the browser tests' (test/e2e/globalSetup.ts).
const reserved = new Set([
  ...Object.values(defaultPorts),
  ...[28545, 28546, 28788, 28789, 25173, 25174],
])

async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((done, fail) => {
      const server = createServer()
      server.once('error', fail)
      server.listen(0, '127.0.0.1', () => {
        const address = server.address()
        server.close(() =>
          done(typeof address === 'object' && address ? address.port : 0),
        )
      })
    })
    if (port && !reserved.has(port)) {
      reserved.add(port)
      return port
    }
  }
}

async function main() {
  const stack = await startStack({
    ports: {
      anvil: await freePort(),
      anvilB: await freePort(),
      aggregator: await freePort(),
      relay: await freePort(),
      exampleHost: await freePort(),
      proxy: await freePort(),
    },
    outDir: 'node_modules/.tmp/screenshots-dist',
    upstreamBudget: 100_000,
    proxyLog: () => {},
    log: console.log,
  })
  try {
    const code = await new Promise<number | null>((done) => {
      const child = spawn(
        'npx',
        ['playwright', 'test', '-c', 'test/screenshots/playwright.config.ts'],
        {
          stdio: 'inherit',
          env: {
            ...process.env,
            E2E_APP_URL: stack.appUrl,
            E2E_RPC_URL: stack.devnet.rpcUrl,
            E2E_RPC_URL_B: stack.devnetB.rpcUrl,
            E2E_AGGREGATOR_URL: stack.aggregatorUrl,
            E2E_PROXY_LOG: resolve('node_modules/.tmp/screenshots-proxy.log'),
          },
        },
      )
      child.on('exit', done)
    })
    if (code !== 0) throw new Error(`rendering failed (exit ${code})`)
  } finally {
    await stack.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
