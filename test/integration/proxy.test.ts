import { mkdtempSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isAddressEqual } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type RunningAggregator,
  startAggregator,
} from '../../devnet/aggregator/startAggregator'
import { devAddresses } from '../../devnet/devAccounts'
import { type RunningDevnet, startDevnet } from '../../devnet/startDevnet'
import { endpoints, matchEndpoint } from '../../schema/endpoints'
import { errorBodySchema } from '../../schema/errorBody'
import { NATIVE_TOKEN_ADDRESS } from '../../schema/primitives'
import { parseConfig } from '../../server/config'
import { type RunningProxy, startProxy } from '../../server/startProxy'

// The proxy over real sockets in front of the reference aggregator on a fresh
// devnet: what the browser gets through /api is what the service answers,
// plus the proxy's rules. A counting fetch wraps the proxy's upstream calls.

let devnet: RunningDevnet
let aggregator: RunningAggregator
let proxy: RunningProxy
const upstreamCalls: string[] = []
const logLines: string[] = []
const payer = devAddresses[1]
const staticDir = mkdtempSync(join(tmpdir(), 'proxy-it-'))

const countingFetch = (input: string, init: RequestInit) => {
  upstreamCalls.push(`${init.method ?? 'GET'} ${input}`)
  return fetch(input, init)
}

async function startProxyFor(
  upstreamUrl: string,
  env: Record<string, string> = {},
) {
  return startProxy({
    config: parseConfig({
      UPSTREAM_URL: upstreamUrl,
      PORT: '0',
      STATIC_DIR: staticDir,
      UPSTREAM_BUDGET: '10000',
      CLIENT_UPSTREAM_CALL_LIMIT: '10000',
      // The proxy reads reports' transactions on this chain's node.
      RPC_URLS: `${devnet.chainId}=${devnet.rpcUrl}`,
      ...env,
    }),
    fetch: countingFetch,
    log: (line) => logLines.push(line),
  })
}

beforeAll(async () => {
  devnet = await startDevnet()
  aggregator = await startAggregator({
    rpcUrl: devnet.rpcUrl,
    world: devnet.world,
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
  })
  proxy = await startProxyFor(aggregator.url)
}, 120_000)

afterAll(async () => {
  await proxy?.close()
  await aggregator?.stop()
  await devnet?.stop()
})

const viaProxy = (path: string, init?: RequestInit) =>
  fetch(`${proxy.url}/api${path}`, init)
const direct = (path: string, init: RequestInit = {}) =>
  fetch(`${aggregator.url}${path}`, {
    ...init,
    headers: { apikey: 'devnet-key', ...init.headers },
  })

function quotePath(overrides: Record<string, string> = {}) {
  const query = new URLSearchParams({
    src: NATIVE_TOKEN_ADDRESS,
    dst: devnet.world.tokens.USDC.address,
    amount: '1000000000000000000',
    payer: payer ?? '',
    slippage: '0.5',
    ...overrides,
  })
  return `/partner/v1/${devnet.chainId}/quote?${query}`
}

function withoutTimestamp(body: unknown) {
  const { timestamp: _, ...rest } = errorBodySchema.parse(body)
  return rest
}

describe('proxy in front of the reference aggregator', () => {
  test('behavior: discovery endpoints come through, parse with the contract, and are cached', async () => {
    const chainId = devnet.chainId
    const token = devnet.world.tokens.USDC.address
    const cases = [
      ['chains', '/partner/v1/chains'],
      ['tokenList', `/${chainId}/tokens?page=0&limit=100`],
      ['tokenDetail', `/${chainId}/tokens/${token}`],
    ] as const
    for (const [id, path] of cases) {
      const first = await viaProxy(path)
      expect(first.status, path).toBe(200)
      endpoints[id].response.parse(await first.json())
      const before = upstreamCalls.length
      const second = await viaProxy(path)
      expect(second.headers.get('x-cache'), path).toBe('hit')
      expect(second.headers.get('cache-control')).toBe(
        `public, max-age=${endpoints[id].cacheSeconds}`,
      )
      expect(upstreamCalls.length).toBe(before)
    }
    const chains = endpoints.chains.response.parse(
      await (await viaProxy('/partner/v1/chains')).json(),
    )
    expect(chains.map((chain) => chain.chainId)).toContain(chainId)
  })

  test('behavior: routes the app does not call are 404 at the proxy, though the service answers them', async () => {
    const chainId = devnet.chainId
    const usdc = devnet.world.tokens.USDC.address
    const before = upstreamCalls.length
    for (const path of [
      `/partner/v1/${chainId}/sources`,
      `/swap/v1/${chainId}/approve/spender`,
      `/swap/v1/${chainId}/approve/allowance?tokenAddress=${usdc}&walletAddress=${payer}`,
      `/swap/v1/${chainId}/approve/transaction?tokenAddress=${usdc}&amount=1000`,
      `/swap/v1/${chainId}/swap?src=${NATIVE_TOKEN_ADDRESS}&dst=${usdc}&amount=1000000000000000000&slippage=1`,
    ]) {
      expect((await viaProxy(path)).status, path).toBe(404)
      expect((await direct(path)).status, path).toBe(200)
    }
    expect(upstreamCalls.length).toBe(before)
  })

  test('behavior: an executable quote through the proxy is the service’s, and never cached', async () => {
    const [proxied, reference] = await Promise.all([
      viaProxy(quotePath()),
      direct(quotePath()),
    ])
    expect(proxied.status).toBe(200)
    expect(proxied.headers.get('cache-control')).toBe('no-store')
    const quote = endpoints.partnerQuote.response.parse(await proxied.json())
    const expected = endpoints.partnerQuote.response.parse(
      await reference.json(),
    )
    expect(quote.dstAmount).toBe(expected.dstAmount)
    expect(isAddressEqual(quote.tx.to, devnet.world.contracts.router)).toBe(
      true,
    )

    const before = upstreamCalls.length
    await viaProxy(quotePath())
    await viaProxy(quotePath())
    expect(upstreamCalls.length).toBe(before + 2)
  })

  test('behavior: the proxy refuses bad queries with the service’s own messages, without calling it', async () => {
    const bad: Record<string, string>[] = [
      { src: 'nope' },
      { dst: '0x12' },
      { amount: '-5' },
      { amount: 'abc' },
      { slippage: '51' },
    ]
    for (const change of bad) {
      const before = upstreamCalls.length
      const proxied = await viaProxy(quotePath(change))
      const reference = await direct(quotePath(change))
      expect(proxied.status, JSON.stringify(change)).toBe(400)
      expect(reference.status).toBe(400)
      expect(errorBodySchema.parse(await proxied.json()).message).toBe(
        errorBodySchema.parse(await reference.json()).message,
      )
      expect(upstreamCalls.length).toBe(before)
    }
  })

  test('behavior: the service’s errors keep their status, message and category', async () => {
    const path = '/424242/tokens'
    const proxied = await viaProxy(path)
    const reference = await direct(path)
    expect(proxied.status).toBe(reference.status)
    expect(proxied.status).toBe(404)
    const { path: proxiedPath, ...body } = withoutTimestamp(
      await proxied.json(),
    )
    const { path: _, ...referenceBody } = withoutTimestamp(
      await reference.json(),
    )
    expect(body).toEqual(referenceBody)
    expect(proxiedPath).toBe(`/api${path}`)
  })

  test('behavior: the proxy holds the key; a client’s own key or none changes nothing', async () => {
    expect((await fetch(`${aggregator.url}/partner/v1/chains`)).status).toBe(
      401,
    )
    const path = `/swap/v1/${devnet.chainId}/quote?src=${NATIVE_TOKEN_ADDRESS}&dst=${devnet.world.tokens.USDC.address}&amount=1000000000000000000`
    expect((await viaProxy(path)).status).toBe(200)
    expect(
      (await viaProxy(path, { headers: { apikey: 'wrong' } })).status,
    ).toBe(200)
  })

  test('behavior: with a wrong key the browser gets a generic 502, the operator a log line, and no key is echoed', async () => {
    const wrong = await startProxyFor(aggregator.url, {
      AGGREGATOR_API_KEY: 'wrong-key-0123456789',
    })
    try {
      const response = await fetch(`${wrong.url}/api/partner/v1/chains`)
      expect(response.status).toBe(502)
      const text = await response.text()
      expect(errorBodySchema.parse(JSON.parse(text)).message).toBe(
        'Upstream refused the request',
      )
      expect(text).not.toContain('wrong-key-0123456789')
      expect(text).not.toContain('devnet-key')
      const warning = logLines
        .map((line) => JSON.parse(line))
        .find((entry) => entry.msg === 'upstream refused the partner key')
      expect(warning).toMatchObject({ level: 'warn', upstreamStatus: 401 })
    } finally {
      await wrong.close()
    }
  })

  test('behavior: an execution report goes through and the service receives it', async () => {
    const quote = endpoints.partnerQuote.response.parse(
      await (
        await viaProxy(quotePath({ amount: '1000000000000000123' }))
      ).json(),
    )
    expect(quote.quoteId).toBeTruthy()
    // The quote's own transaction, sent by its payer: the proxy reads it
    // on chain before the report goes on.
    const transactionHash = await devnet.walletClientFor(1).sendTransaction({
      to: quote.tx.to,
      data: quote.tx.data,
      value: BigInt(quote.tx.value),
    })
    const report = {
      quoteId: quote.quoteId,
      chainId: devnet.chainId,
      transactionHash,
      status: 'SUBMITTED',
    }
    const send = (body: unknown) =>
      viaProxy('/partner/v1/executions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const response = await send({ ...report, extra: 'dropped' })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ accepted: true })
    const stored = aggregator.reports
      .list()
      .find((r) => r.quoteId === quote.quoteId)
    expect(stored).toMatchObject(report)

    // A quote id this proxy never served is refused and goes nowhere.
    const invented = await send({ ...report, quoteId: 'proxy-it-invented' })
    expect(invented.status).toBe(400)
    errorBodySchema.parse(await invented.json())
    expect(
      aggregator.reports.list().some((r) => r.quoteId === 'proxy-it-invented'),
    ).toBe(false)
  })

  test('behavior: the service’s own 429 and Retry-After reach the browser and pause the proxy', async () => {
    const strict = await startAggregator({
      rpcUrl: devnet.rpcUrl,
      world: devnet.world,
      rateLimit: { limit: 2, windowMs: 60_000 },
    })
    const paused = await startProxyFor(strict.url)
    try {
      const path = (amount: number) =>
        `${paused.url}/api/swap/v1/${devnet.chainId}/quote?src=${NATIVE_TOKEN_ADDRESS}&dst=${devnet.world.tokens.USDC.address}&amount=${10n ** 18n + BigInt(amount)}`
      expect((await fetch(path(1000))).status).toBe(200)
      expect((await fetch(path(1001))).status).toBe(200)
      const limited = await fetch(path(1002))
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(
        1,
      )
      expect(errorBodySchema.parse(await limited.json()).statusCode).toBe(429)
      const before = upstreamCalls.length
      const held = await fetch(path(1003))
      expect(held.status).toBe(429)
      expect(held.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/)
      expect(upstreamCalls.length).toBe(before)
    } finally {
      await paused.close()
      await strict.stop()
    }
  })

  test('behavior: raw request targets that try to leave the allowlist never reach the service', async () => {
    const raw = (path: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(proxy.url)
        const req = httpRequest(
          { host: url.hostname, port: url.port, path, method: 'GET', headers },
          (res) => {
            res.resume()
            res.on('end', () => resolve(res.statusCode ?? 0))
          },
        )
        req.on('error', reject)
        req.end()
      })
    const before = upstreamCalls.length
    const targets = [
      '/api/partner/v1/..%2f..%2fdocs',
      '/api/..%2F..%2F__devnet/reset',
      '/api/%2e%2e/%2e%2e/__devnet/reset',
      '/api//partner/v1/chains',
      '/api/partner/v1/chains/..%2f..%2f..%2fdocs',
      '/api/31337/tokens/%2e%2e',
      `/api/31337/tokens?page=0&x=${'y'.repeat(5000)}`,
      '/api/docs',
      '/api/logos/weth.svg',
      '/api/__devnet/state',
      '/api\\partner\\v1\\chains',
    ]
    for (const target of targets) {
      const status = await raw(target)
      expect([400, 404, 414], target).toContain(status)
    }
    // Absolute-form targets and Host games cannot move the upstream either.
    await raw('http://evil.example/api/424242/tokens', {
      host: 'evil.example',
    })
    const made = upstreamCalls.slice(before)
    expect(made.length).toBeLessThanOrEqual(1)
    for (const call of made) {
      const url = new URL(call.split(' ')[1] ?? '')
      expect(url.origin).toBe(aggregator.url)
      expect(matchEndpoint('GET', url.pathname)).not.toBeNull()
    }
  })

  test('behavior: /healthz says the service answered /health', async () => {
    const response = await fetch(`${proxy.url}/healthz`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { upstream: { healthy: unknown } }
    expect(body.upstream.healthy).toBe(true)
  })

  test('behavior: the key appears in no log line', () => {
    expect(logLines.length).toBeGreaterThan(10)
    expect(logLines.join('\n')).not.toContain('devnet-key')
  })
})
