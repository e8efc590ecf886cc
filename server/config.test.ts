import { describe, expect, test } from 'vitest'
import { ConfigError, findRenamedProxyEnv, parseConfig } from './config'

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
      deployment: {
        rpcUrls: {
          31337: 'http://127.0.0.1:8545',
          31338: 'http://127.0.0.1:8546',
        },
        walletConnect: null,
      },
      rpcUrlSources: { 31337: 'RPC_URLS', 31338: 'RPC_URLS' },
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
    expect(config.deployment).toEqual({ rpcUrls: {}, walletConnect: null })
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

  test('behavior: the local share while Redis is away is one instance’s part of the budget, at most all of it', () => {
    expect(parseConfig({}).upstreamBudgetLocalShare).toBeUndefined()
    expect(
      parseConfig({ UPSTREAM_BUDGET_LOCAL_SHARE: '7' })
        .upstreamBudgetLocalShare,
    ).toBe(7)
    expect(
      problemsOf({ UPSTREAM_BUDGET: '20', UPSTREAM_BUDGET_LOCAL_SHARE: '21' }),
    ).toEqual([
      'UPSTREAM_BUDGET_LOCAL_SHARE: must not exceed UPSTREAM_BUDGET (it is one instance’s share of it)',
    ])
    expect(problemsOf({ UPSTREAM_BUDGET_LOCAL_SHARE: '0' })).toEqual([
      'UPSTREAM_BUDGET_LOCAL_SHARE: must be an integer from 1 to 1000000',
    ])
  })

  test('behavior: no per-client ceiling unless CLIENT_UPSTREAM_CALL_LIMIT sets one', () => {
    expect(parseConfig({ UPSTREAM_BUDGET: '1000' }).clientLimit).toBe(
      Number.POSITIVE_INFINITY,
    )
    expect(
      parseConfig({ UPSTREAM_BUDGET: '20', CLIENT_UPSTREAM_CALL_LIMIT: '7' })
        .clientLimit,
    ).toBe(7)
  })

  test('behavior: the window is given in milliseconds, whole seconds', () => {
    expect(parseConfig({}).upstreamBudgetWindowSeconds).toBe(60)
    expect(
      parseConfig({ UPSTREAM_BUDGET_WINDOW_MS: '45000' })
        .upstreamBudgetWindowSeconds,
    ).toBe(45)
    expect(problemsOf({ UPSTREAM_BUDGET_WINDOW_MS: '1500' })).toEqual([
      'UPSTREAM_BUDGET_WINDOW_MS: must be a whole number of seconds (a multiple of 1000)',
    ])
  })

  test('behavior: the last release names are still read, each named in a warning', () => {
    const env = {
      UPSTREAM_BUDGET: '20',
      UPSTREAM_BUDGET_WINDOW_SECONDS: '30',
      CLIENT_LIMIT: '7',
      CLIENT_REQUEST_LIMIT: '50',
      CLIENT_API_REQUEST_LIMIT: '40',
    }
    expect(parseConfig(env)).toMatchObject({
      upstreamBudgetWindowSeconds: 30,
      clientLimit: 7,
      clientRequestLimit: 40,
    })
    expect(findRenamedProxyEnv(env)).toEqual([
      'UPSTREAM_BUDGET_WINDOW_SECONDS is now UPSTREAM_BUDGET_WINDOW_MS (milliseconds, like every window and timeout); the old name is read until the next release',
      'CLIENT_LIMIT is now CLIENT_UPSTREAM_CALL_LIMIT (upstream calls per client group and window); the old name is read until the next release',
      'CLIENT_REQUEST_LIMIT is ignored: CLIENT_API_REQUEST_LIMIT, its new name, is set',
    ])
    expect(findRenamedProxyEnv({ UPSTREAM_BUDGET: '20' })).toEqual([])
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
})

describe('config: deployment settings (served at /api/deployment)', () => {
  test('behavior: RPC_URLS maps chain ids to URLs, kept as written', () => {
    const config = parseConfig({
      ...remote,
      RPC_URLS:
        ' 1=https://eth.example/v1/KEY , 999=https://rpc.example/evm?k=1,31337=http://127.0.0.1:8545',
    })
    expect(config.deployment.rpcUrls).toEqual({
      1: 'https://eth.example/v1/KEY',
      999: 'https://rpc.example/evm?k=1',
      31337: 'http://127.0.0.1:8545',
    })
  })

  test('behavior: a loopback upstream defaults to the devnet node; RPC_URLS replaces it', () => {
    expect(parseConfig({}).deployment.rpcUrls).toEqual({
      31337: 'http://127.0.0.1:8545',
      31338: 'http://127.0.0.1:8546',
    })
    expect(
      parseConfig({ RPC_URLS: '31337=http://127.0.0.1:28545' }).deployment
        .rpcUrls,
    ).toEqual({ 31337: 'http://127.0.0.1:28545' })
  })

  test('behavior: a bare URL (the old form) names no chain and is refused with the fix', () => {
    expect(problemsOf({ RPC_URLS: 'http://127.0.0.1:8545' })).toEqual([
      'RPC_URLS: "http://127.0.0.1:8545" names no chain: write chainId=url (e.g. 31337=http://127.0.0.1:8545)',
    ])
  })

  test.each([
    ['1=javascript:alert(1)', 'the URL must be http(s)'],
    ['1=wss://rpc.example', 'the URL must be http(s)'],
    ['1=https://user:pw@rpc.example', 'no credentials'],
    ['1=https://rpc.example/a b', 'the URL must be http(s)'],
    ['abc=https://rpc.example', 'the chain id must be a positive integer'],
    ['0=https://rpc.example', 'the chain id must be a positive integer'],
    ['1=http://rpc.example', 'must be https (plain http only on loopback)'],
    ['1=https://a.example,1=https://b.example', 'chain 1 is listed twice'],
  ])('behavior: RPC_URLS=%s is refused (%s)', (value, message) => {
    const problems = problemsOf({ RPC_URLS: value })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^RPC_URLS: /)
    expect(problems[0]).toContain(message)
  })

  test('behavior: a credential in an RPC_URLS URL is refused, naming the variable, the chain and the way out', () => {
    const infura =
      '1=https://mainnet.infura.io/v3/9aa3d95b3bc440fa88ea12eaa4456161'
    expect(problemsOf({ ...remote, RPC_URLS: infura })).toEqual([
      'RPC_URLS: chain 1: https://mainnet.infura.io/… carries a credential (a key-like path segment), and every URL here is served to browsers at /api/deployment. Use a URL without it, or, if that key is meant to be public (restricted by the provider to this site), list it in PUBLIC_RPC_URLS',
    ])
    const [problem] = problemsOf({
      ...remote,
      RPC_URLS: '8453=https://base.example/rpc?apikey=s3cret',
    })
    expect(problem).toMatch(
      /^RPC_URLS: chain 8453: https:\/\/base\.example\/… carries a credential \(a "apikey" query parameter\)/,
    )
    // The secret itself is never echoed into the log.
    expect(problem).not.toContain('s3cret')
    expect(problemsOf({ ...remote, RPC_URLS: infura }).join()).not.toContain(
      '9aa3d95b',
    )
  })

  test('behavior: PUBLIC_RPC_URLS serves a key the operator marked public, beside RPC_URLS', () => {
    const config = parseConfig({
      ...remote,
      RPC_URLS: '8453=https://mainnet.base.org',
      PUBLIC_RPC_URLS:
        '1=https://mainnet.infura.io/v3/9aa3d95b3bc440fa88ea12eaa4456161',
    })
    expect(config.deployment.rpcUrls).toEqual({
      1: 'https://mainnet.infura.io/v3/9aa3d95b3bc440fa88ea12eaa4456161',
      8453: 'https://mainnet.base.org',
    })
    expect(config.rpcUrlSources).toEqual({
      1: 'PUBLIC_RPC_URLS',
      8453: 'RPC_URLS',
    })
    expect(
      problemsOf({
        ...remote,
        RPC_URLS: '1=https://a.example',
        PUBLIC_RPC_URLS: '1=https://b.example',
      }),
    ).toEqual([
      'PUBLIC_RPC_URLS: chain 1 is listed in RPC_URLS and PUBLIC_RPC_URLS; keep one',
    ])
    expect(
      problemsOf({ ...remote, PUBLIC_RPC_URLS: '1=https://u:p@a.example' }),
    ).toEqual([
      'PUBLIC_RPC_URLS: "1=https://u:p@a.example": the URL must be http(s), with a host and no credentials',
    ])
  })

  test('behavior: WalletConnect is off without a project id, on with one (public relay by default)', () => {
    expect(parseConfig({}).deployment.walletConnect).toBeNull()
    expect(
      parseConfig({ WALLETCONNECT_PROJECT_ID: 'abc123def456' }).deployment
        .walletConnect,
    ).toEqual({
      projectId: 'abc123def456',
      relayUrl: 'wss://relay.walletconnect.org',
    })
    expect(
      parseConfig({
        WALLETCONNECT_PROJECT_ID: 'devnetLocalRelay',
        WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:8789/',
      }).deployment.walletConnect,
    ).toEqual({
      projectId: 'devnetLocalRelay',
      relayUrl: 'ws://127.0.0.1:8789',
    })
  })

  test.each([
    [{ WALLETCONNECT_PROJECT_ID: 'has space' }, 'WALLETCONNECT_PROJECT_ID'],
    [{ WALLETCONNECT_PROJECT_ID: 'short' }, 'WALLETCONNECT_PROJECT_ID'],
    [
      {
        WALLETCONNECT_PROJECT_ID: 'abc123def456',
        WALLETCONNECT_RELAY_URL: 'https://relay.example',
      },
      'WALLETCONNECT_RELAY_URL: "https://relay.example" is not a ws(s) origin',
    ],
    [
      {
        WALLETCONNECT_PROJECT_ID: 'abc123def456',
        WALLETCONNECT_RELAY_URL: 'wss://relay.example/path',
      },
      'is not a ws(s) origin',
    ],
    [
      {
        WALLETCONNECT_PROJECT_ID: 'abc123def456',
        WALLETCONNECT_RELAY_URL: 'ws://relay.example',
      },
      'must be wss (plain ws only on loopback)',
    ],
    [
      { WALLETCONNECT_RELAY_URL: 'wss://relay.example' },
      'WALLETCONNECT_RELAY_URL: set without WALLETCONNECT_PROJECT_ID',
    ],
  ])('behavior: WalletConnect settings %o are refused', (env, message) => {
    const problems = problemsOf(env)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(message)
  })

  test('behavior: the variables the proxy once fell back on are refused, not ignored', () => {
    expect(
      problemsOf({
        VITE_RPC_URLS: '31337=http://127.0.0.1:8545',
        VITE_WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:8789',
      }),
    ).toEqual([
      'VITE_RPC_URLS: no longer read; set RPC_URLS (chainId=url,…) on the proxy instead',
      'VITE_WALLETCONNECT_RELAY_URL: no longer read; set WALLETCONNECT_RELAY_URL (and WALLETCONNECT_PROJECT_ID) on the proxy instead',
    ])
  })

  test('behavior: every problem is listed at once, with the others of the config', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      RPC_URLS: 'http://a.example,2=ftp://b.example,3=http://c.example',
      WALLETCONNECT_PROJECT_ID: '!',
      WALLETCONNECT_RELAY_URL: 'http://relay.example',
      VITE_RPC_URLS: '1=https://a.example',
    })
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'PORT',
      'RPC_URLS',
      'RPC_URLS',
      'RPC_URLS',
      'VITE_RPC_URLS',
      'WALLETCONNECT_PROJECT_ID',
      'WALLETCONNECT_RELAY_URL',
    ])
  })
})
