import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import { connectRedisStores } from '../connectRedisStores'

/**
 * A throwaway redis-server on a free loopback port (the binary must be on
 * PATH; Debian: apt-get install redis-server), or the one TEST_REDIS_URL
 * points at. Without either it throws and says what to install: a skipped
 * Redis test would hide a broken multi-instance setup.
 */

async function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        resolve(typeof address === 'object' && address ? address.port : 0),
      )
    })
  })
}

export async function startRedisServer() {
  const externalUrl = process.env.TEST_REDIS_URL
  if (externalUrl) return { url: externalUrl, stop: () => {} }
  const hasRedisServer =
    spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0
  if (!hasRedisServer) {
    throw new Error(
      'redis-server is not on PATH: apt-get install redis-server, or set TEST_REDIS_URL',
    )
  }
  const port = await freePort()
  const server: ChildProcess = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: 'ignore' },
  )
  const url = `redis://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    try {
      const { rateLimitStore } = await connectRedisStores(url)
      await rateLimitStore.close()
      return { url, stop: () => void server.kill() }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  server.kill()
  throw new Error('redis-server did not start')
}
