import { describe, expect, test } from 'vitest'
import { ConfigError, parseConfig } from './config'

const remote = {
  UPSTREAM_URL: 'https://api.akka.finance',
  AGGREGATOR_API_KEY: 'prod-key-123',
}

function problemsOf(env: Record<string, string>) {
  try {
    parseConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('config', () => {
  test('behavior: defaults point at the local reference aggregator with its devnet key', () => {
    expect(parseConfig({})).toEqual({
      upstreamUrl: 'http://127.0.0.1:8788',
      apiKey: 'devnet-key',
      isLocalUpstream: true,
      corsOrigins: [],
      widgetPartnerOrigins: [],
      rpcOrigins: ['http://127.0.0.1:8545'],
      walletConnectRelayOrigin: 'wss://relay.walletconnect.org',
      port: 5173,
      host: '127.0.0.1',
      upstreamBudget: 20,
      upstreamBudgetWindowSeconds: 60,
      executableReserve: 5,
      clientLimit: Number.POSITIVE_INFINITY,
      clientRequestLimit: 600,
      upstreamQueueDeadlineMs: 12_000,
      upstreamQueueLimit: 64,
      upstreamQueuePerClient: 4,
      backgroundLimit: 5,
      upstreamHeadroom: 2,
      upstreamTimeoutMs: 8000,
      redisUrl: undefined,
      staticDir: 'dist',
      trustProxyHops: 0,
    })
  })

  test('behavior: a remote upstream needs a key and gets no devnet RPC', () => {
    expect(problemsOf({ UPSTREAM_URL: 'https://api.akka.finance' })).toEqual([
      'AGGREGATOR_API_KEY: required when UPSTREAM_URL is not the local reference aggregator',
    ])
    const config = parseConfig(remote)
    expect(config.apiKey).toBe('prod-key-123')
    expect(config.isLocalUpstream).toBe(false)
    expect(config.rpcOrigins).toEqual([])
  })

  test('behavior: every problem is listed at once', () => {
    const problems = problemsOf({
      UPSTREAM_URL: 'ftp://x',
      PORT: 'eighty',
      UPSTREAM_BUDGET: '0',
      CORS_ORIGINS: 'https://ok.example,not a url',
      WIDGET_PARTNER_ORIGINS: 'http://shop.example',
      REDIS_URL: 'localhost:6379',
      AGGREGATOR_API_KEY: 'has space',
    })
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'AGGREGATOR_API_KEY',
      'CORS_ORIGINS',
      'PORT',
      'REDIS_URL',
      'UPSTREAM_BUDGET',
      'UPSTREAM_URL',
      'WIDGET_PARTNER_ORIGINS',
    ])
    expect(() => parseConfig({ PORT: 'x' })).toThrow(
      /Invalid proxy configuration:\n {2}- PORT/,
    )
  })

  test('behavior: partner origins must be https, except on loopback', () => {
    const config = parseConfig({
      WIDGET_PARTNER_ORIGINS:
        'https://shop.example, http://127.0.0.1:4000,http://localhost:3000/',
    })
    expect(config.widgetPartnerOrigins).toEqual([
      'https://shop.example',
      'http://127.0.0.1:4000',
      'http://localhost:3000',
    ])
    expect(
      problemsOf({ WIDGET_PARTNER_ORIGINS: 'http://shop.example' }),
    ).toHaveLength(1)
  })

  test('behavior: origins are bare origins; paths, wildcards and credentials are refused', () => {
    for (const value of [
      'https://a.example/path',
      'https://*.example',
      'https://u:p@a.example',
      'https://a.example?x=1',
      "https://a.example'; script-src *",
    ]) {
      expect(problemsOf({ CORS_ORIGINS: value }), value).toHaveLength(1)
    }
  })

  test('behavior: RPC URLs become origins for connect-src', () => {
    const config = parseConfig({
      RPC_URLS:
        'https://rpc.example/v1/KEY, wss://relay.example/ws,999=https://rpc.example/evm',
    })
    expect(config.rpcOrigins).toEqual([
      'https://rpc.example',
      'wss://relay.example',
    ])
  })

  test('behavior: without RPC_URLS, the SPA’s VITE_RPC_URLS are allowed', () => {
    const config = parseConfig({
      ...remote,
      VITE_RPC_URLS:
        '999=https://rpc.hyperliquid.example/evm,1=https://eth.example',
    })
    expect(config.rpcOrigins).toEqual([
      'https://rpc.hyperliquid.example',
      'https://eth.example',
    ])
    expect(problemsOf({ RPC_URLS: 'javascript:alert(1)' })).toHaveLength(1)
  })

  test('behavior: the upstream URL keeps a base path, drops a trailing slash', () => {
    expect(
      parseConfig({ ...remote, UPSTREAM_URL: 'https://gw.example/akka/' })
        .upstreamUrl,
    ).toBe('https://gw.example/akka')
    expect(
      problemsOf({ ...remote, UPSTREAM_URL: 'https://gw.example/?x=1' }),
    ).toHaveLength(1)
    expect(
      problemsOf({ ...remote, UPSTREAM_URL: 'https://user:pw@gw.example' }),
    ).toHaveLength(1)
  })

  test('behavior: the flow reserve must leave room for ordinary requests', () => {
    expect(
      problemsOf({ UPSTREAM_BUDGET: '10', UPSTREAM_EXECUTABLE_RESERVE: '10' }),
    ).toEqual([
      'UPSTREAM_EXECUTABLE_RESERVE: must be smaller than UPSTREAM_BUDGET',
    ])
    const config = parseConfig({ UPSTREAM_BUDGET: '100' })
    expect(config.executableReserve).toBe(25)
    expect(config.backgroundLimit).toBe(25)
    expect(config.upstreamHeadroom).toBe(10)
  })

  test('behavior: no per-client ceiling unless CLIENT_LIMIT sets one', () => {
    expect(parseConfig({ UPSTREAM_BUDGET: '1000' }).clientLimit).toBe(
      Number.POSITIVE_INFINITY,
    )
    expect(
      parseConfig({ UPSTREAM_BUDGET: '20', CLIENT_LIMIT: '7' }).clientLimit,
    ).toBe(7)
  })

  test('behavior: the queue and the background share are configurable', () => {
    const config = parseConfig({
      UPSTREAM_QUEUE_DEADLINE_MS: '5000',
      UPSTREAM_QUEUE_LIMIT: '10',
      UPSTREAM_QUEUE_PER_CLIENT: '2',
      UPSTREAM_BACKGROUND_SHARE_PERCENT: '10',
    })
    expect(config).toMatchObject({
      upstreamQueueDeadlineMs: 5000,
      upstreamQueueLimit: 10,
      upstreamQueuePerClient: 2,
      backgroundLimit: 2,
    })
    expect(problemsOf({ UPSTREAM_BACKGROUND_SHARE_PERCENT: '101' })).toEqual([
      'UPSTREAM_BACKGROUND_SHARE_PERCENT: must be an integer from 0 to 100',
    ])
  })

  test('behavior: a non-loopback upstream must be https', () => {
    expect(
      problemsOf({ ...remote, UPSTREAM_URL: 'http://api.akka.finance' }),
    ).toEqual([
      'UPSTREAM_URL: must be https (plain http only on loopback), got http://api.akka.finance',
    ])
    expect(
      problemsOf({ ...remote, UPSTREAM_URL: 'http://10.0.0.5:8788' }),
    ).toHaveLength(1)
    for (const local of [
      'http://127.0.0.1:8788',
      'http://127.0.3.4:1',
      'http://localhost:8788',
      'http://[::1]:8788',
    ]) {
      expect(problemsOf({ UPSTREAM_URL: local })).toEqual([])
    }
    expect(parseConfig(remote).upstreamUrl).toBe('https://api.akka.finance')
  })

  test('behavior: empty values count as unset', () => {
    expect(parseConfig({ PORT: '', CORS_ORIGINS: ' ' }).port).toBe(5173)
  })

  test("behavior: the WalletConnect relay comes from WALLETCONNECT_RELAY_URL, else the build's, else the public relay", () => {
    expect(
      parseConfig({ WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:8789/' })
        .walletConnectRelayOrigin,
    ).toBe('ws://127.0.0.1:8789')
    expect(
      parseConfig({ VITE_WALLETCONNECT_RELAY_URL: 'wss://relay.example' })
        .walletConnectRelayOrigin,
    ).toBe('wss://relay.example')
    expect(
      problemsOf({ WALLETCONNECT_RELAY_URL: 'https://relay.example' }),
    ).toEqual([
      'WALLETCONNECT_RELAY_URL: "https://relay.example" is not a ws(s) URL',
    ])
  })
})
