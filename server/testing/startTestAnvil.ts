import { spawn } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { createServer } from 'node:net'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A bare anvil for the proxy's tests that need a real chain (server/ may
 * not import devnet/, whose startAnvil deploys nothing more than this
 * either): anvil's default accounts, unlocked, on a free loopback port.
 * The binary is node_modules/.bin/anvil, else `anvil` on PATH.
 */

export type TestAnvil = {
  rpcUrl: string
  /** Its unlocked accounts (eth_accounts). */
  accounts: string[]
  stop: () => Promise<void>
}

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

function findAnvil() {
  const candidates = [
    join(rootDir, 'node_modules', '.bin', 'anvil'),
    ...(process.env.PATH ?? '')
      .split(delimiter)
      .filter((dir) => dir !== '')
      .map((dir) => join(dir, 'anvil')),
  ]
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {}
  }
  throw new Error('anvil not found: node_modules/.bin/anvil or PATH')
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })

export async function startTestAnvil(chainId: number): Promise<TestAnvil> {
  const port = await freePort()
  const child = spawn(
    findAnvil(),
    [
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--chain-id',
      String(chainId),
    ],
    { stdio: 'ignore' },
  )
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => resolve()),
  )
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  const rpcUrl = `http://127.0.0.1:${port}`
  const deadlineMs = Date.now() + 10_000
  while (Date.now() < deadlineMs) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_accounts',
          params: [],
        }),
      })
      const body = (await response.json()) as { result: string[] }
      return { rpcUrl, accounts: body.result, stop }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  await stop()
  throw new Error(`anvil did not answer on ${rpcUrl} within 10 s`)
}
