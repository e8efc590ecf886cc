import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { connectRedisStores } from '../connectRedisStores'

/**
 * A throwaway redis-server on a free loopback port (the binary must be on
 * PATH; Debian: apt-get install redis-server), or the one TEST_REDIS_URL
 * points at. Without either it throws and says what to install: a skipped
 * Redis test would hide a broken multi-instance setup. `kill` stops the
 * process for real (an outage: its data is gone, nothing is saved) and
 * `restart` starts a fresh one on the same port; neither is available
 * with TEST_REDIS_URL.
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

async function spawnOn(port: number) {
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
      const { close } = await connectRedisStores(url)
      await close()
      return server
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  server.kill()
  throw new Error('redis-server did not start')
}

export async function startRedisServer() {
  const externalUrl = process.env.TEST_REDIS_URL
  const cannot = async () => {
    throw new Error('TEST_REDIS_URL is not ours to stop or start')
  }
  if (externalUrl) {
    return { url: externalUrl, stop: () => {}, kill: cannot, restart: cannot }
  }
  const hasRedisServer =
    spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0
  if (!hasRedisServer) {
    throw new Error(
      'redis-server is not on PATH: apt-get install redis-server, or set TEST_REDIS_URL',
    )
  }
  const port = await freePort()
  let server: ChildProcess | null = await spawnOn(port)
  const kill = async () => {
    const running = server
    server = null
    if (!running || running.exitCode !== null) return
    const exited = once(running, 'exit')
    running.kill('SIGKILL')
    await exited
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => void server?.kill(),
    /** Kills the server at once (no shutdown, nothing saved). */
    kill,
    /** A fresh, empty server on the same port. */
    restart: async () => {
      await kill()
      server = await spawnOn(port)
    },
  }
}
