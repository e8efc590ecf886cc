import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { DEPLOYMENT_PATH } from '../schema/constants'
import { parseDeployment } from '../schema/deployment'
import { createTestProxy } from './testing/createTestProxy'
import { sampleApiPaths } from './testing/upstreamFixtures'

// GET /api/deployment: the settings one build reads at run time. Answered
// by the proxy itself, from the same parsed values that write the pages'
// connect-src. The upstream is the injected stand-in.

let staticDir = ''
const html = { headers: { accept: 'text/html' } }

beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'proxy-deployment-'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html>')
  writeFileSync(join(staticDir, 'embed.html'), '<!doctype html>')
})

/** connect-src of a page, without 'self'. */
async function connectSrcOf(
  proxy: ReturnType<typeof createTestProxy>,
  path: string,
) {
  const csp =
    (await proxy.request(path, html)).headers.get('content-security-policy') ??
    ''
  const sources = /connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? []
  expect(sources[0]).toBe("'self'")
  return sources.slice(1)
}

const deployments = [
  {},
  { RPC_URLS: '1=https://eth.example/v3/KEY' },
  {
    RPC_URLS:
      '1=https://eth.example/v3/KEY,999=https://rpc.example/evm,8453=https://rpc.example/base',
    WALLETCONNECT_PROJECT_ID: 'abc123def456',
  },
  {
    RPC_URLS: '31337=http://127.0.0.1:28545,31338=http://127.0.0.1:28546',
    WALLETCONNECT_PROJECT_ID: 'devnetLocalRelay',
    WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:28789',
  },
]

describe('GET /api/deployment', () => {
  test('behavior: answers the configured settings in the shared contract', async () => {
    const proxy = createTestProxy({
      env: {
        RPC_URLS: '1=https://eth.example/v3/KEY,999=https://rpc.example/evm',
        WALLETCONNECT_PROJECT_ID: 'abc123def456',
        WALLETCONNECT_RELAY_URL: 'wss://relay.example',
      },
    })
    const response = await proxy.request(DEPLOYMENT_PATH)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-security-policy')).toContain(
      "default-src 'none'",
    )
    expect(await response.json()).toEqual({
      rpcUrls: {
        '1': 'https://eth.example/v3/KEY',
        '999': 'https://rpc.example/evm',
      },
      walletConnect: {
        projectId: 'abc123def456',
        relayUrl: 'wss://relay.example',
      },
    })
  })

  test('behavior: serves what PUBLIC_RPC_URLS marks public beside RPC_URLS; a keyed RPC_URLS entry never gets this far', async () => {
    const keyed =
      '1=https://mainnet.infura.io/v3/9aa3d95b3bc440fa88ea12eaa4456161'
    expect(() => createTestProxy({ env: { RPC_URLS: keyed } })).toThrow(
      'RPC_URLS: chain 1: https://mainnet.infura.io/… carries a credential',
    )
    const proxy = createTestProxy({
      env: {
        RPC_URLS: '8453=https://mainnet.base.org',
        PUBLIC_RPC_URLS: keyed,
      },
    })
    const response = await proxy.request(DEPLOYMENT_PATH)
    expect(parseDeployment(await response.json()).rpcUrls).toEqual({
      1: 'https://mainnet.infura.io/v3/9aa3d95b3bc440fa88ea12eaa4456161',
      8453: 'https://mainnet.base.org',
    })
    expect(await connectSrcOf(proxy, '/')).toEqual([
      'https://mainnet.infura.io',
      'https://mainnet.base.org',
    ])
  })

  test('behavior: never calls the upstream nor spends its budget', async () => {
    // The spec's budget: counted, five times over would exhaust it.
    const proxy = createTestProxy({
      env: { UPSTREAM_BUDGET: '20', CLIENT_LIMIT: '20' },
    })
    for (let i = 0; i < 100; i += 1) {
      expect((await proxy.request(DEPLOYMENT_PATH)).status).toBe(200)
    }
    expect(proxy.calls).toHaveLength(0)
    expect((await proxy.request(sampleApiPaths.chains)).status).toBe(200)
    expect(proxy.calls).toHaveLength(1)
  })

  test.each(deployments)(
    'behavior: the pages may connect exactly where the answer points (%o)',
    async (env) => {
      const proxy = createTestProxy({ env, staticDir })
      const served = parseDeployment(
        await (await proxy.request(DEPLOYMENT_PATH)).json(),
      )
      const origins = [
        ...Object.values(served.rpcUrls),
        ...(served.walletConnect ? [served.walletConnect.relayUrl] : []),
      ].map((url) => {
        const { protocol, host } = new URL(url)
        return `${protocol}//${host}`
      })
      for (const page of ['/', '/embed.html']) {
        expect((await connectSrcOf(proxy, page)).sort(), page).toEqual(
          [...new Set(origins)].sort(),
        )
      }
    },
  )
})
