import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { ConfigError, parseConfig } from '../../server/config'
import { DEVNET_BUILD_MARKER, isDevnetBuild } from '../../server/isDevnetBuild'
import { startProxy } from '../../server/startProxy'
import { getSharedBuild } from '../harness/buildProductionSpa'

// A VITE_DEVNET build (what `npm start` makes) carries a wallet that signs
// with a public key: it is marked, and the proxy serves it only in front of
// a loopback upstream, never a production one.

let devnetDir = ''

beforeAll(async () => {
  devnetDir = await getSharedBuild('devnet')
}, 300_000)

const envFor = (upstreamUrl: string) => ({
  UPSTREAM_URL: upstreamUrl,
  AGGREGATOR_API_KEY: 'prod-key-0123456789',
  PORT: '0',
  STATIC_DIR: devnetDir,
})

describe('devnet build', () => {
  test('behavior: is marked and recognised', () => {
    expect(existsSync(join(devnetDir, DEVNET_BUILD_MARKER))).toBe(true)
    expect(isDevnetBuild(devnetDir)).toBe(true)
  })

  test('behavior: the proxy refuses to serve it with a non-loopback upstream', async () => {
    const config = parseConfig(envFor('https://api.aggregator.example'))
    const started = startProxy({ config, log: () => {} })
    await expect(started).rejects.toThrow(ConfigError)
    await expect(started).rejects.toThrow(/devnet build/)
  })

  test('behavior: the proxy serves it in front of a loopback upstream', async () => {
    const config = parseConfig(envFor('http://127.0.0.1:9'))
    const proxy = await startProxy({ config, log: () => {} })
    try {
      const response = await fetch(`${proxy.url}/`)
      expect(response.status).toBe(200)
      expect(await response.text()).toMatch(/<div id="root"[ >]/)
    } finally {
      await proxy.close()
    }
  })
})
