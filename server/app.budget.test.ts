import { describe, expect, test } from 'vitest'
import { errorBodySchema } from '../schema/errorBody'
import { createMemoryRateLimitStore } from './createMemoryRateLimitStore'
import { createTestProxy, type TestProxy } from './testing/createTestProxy'
import {
  PAYER,
  sampleApiPaths,
  TOKEN_A,
  TOKEN_B,
} from './testing/upstreamFixtures'

// Rules: one upstream budget for the whole product (executable requests
// first), per-client limits, immediate 429 + Retry-After instead of queues.
// The clock is fake; the upstream is an injected fetch standing in for the
// production service, which cannot exist in tests.

const budgetEnv = {
  UPSTREAM_BUDGET: '20',
  UPSTREAM_BUDGET_WINDOW_SECONDS: '60',
  UPSTREAM_EXECUTABLE_RESERVE: '5',
  CLIENT_LIMIT: '1000',
}

const indicative = (i: number) =>
  `/api/swap/v1/31337/quote?src=${TOKEN_A}&dst=${TOKEN_B}&amount=${i + 1}`
const executable = (i: number) =>
  `/api/partner/v1/31337/quote?src=${TOKEN_A}&dst=${TOKEN_B}&amount=${i + 1}&payer=${PAYER}&slippage=0.5`

async function expectRefused(response: Response) {
  expect(response.status).toBe(429)
  const retryAfter = response.headers.get('retry-after')
  expect(retryAfter).toMatch(/^[1-9][0-9]*$/)
  const body = errorBodySchema.parse(await response.json())
  expect(body.statusCode).toBe(429)
  expect(body.error).toBe('Too Many Requests')
  return Number(retryAfter)
}

/** Largest number of upstream calls inside any window of `windowMs`. */
function maxCallsInAnyWindow(proxy: TestProxy, windowMs: number) {
  const times = proxy.calls.map((call) => call.atMs).sort((a, b) => a - b)
  let max = 0
  let start = 0
  for (let end = 0; end < times.length; end++) {
    while ((times[end] ?? 0) - (times[start] ?? 0) >= windowMs) start++
    max = Math.max(max, end - start + 1)
  }
  return max
}

describe('upstream budget', () => {
  test('behavior: indicative requests leave the reserve to executable ones', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    for (let i = 0; i < 15; i++) {
      expect((await proxy.request(indicative(i))).status).toBe(200)
    }
    await expectRefused(await proxy.request(indicative(15)))
    for (let i = 0; i < 5; i++) {
      expect((await proxy.request(executable(i))).status).toBe(200)
    }
    await expectRefused(await proxy.request(executable(5)))
    expect(proxy.calls).toHaveLength(20)
  })

  test('behavior: the reserve is only for the partner quote and the approval transaction', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    for (let i = 0; i < 15; i++) {
      expect((await proxy.request(indicative(i))).status).toBe(200)
    }
    // Allowance reads, quotes, lists: anyone can repeat them, so they stop
    // short of the reserve.
    for (const id of ['swapQuote', 'dexCompare', 'chains'] as const) {
      await expectRefused(await proxy.request(sampleApiPaths[id]))
    }
    for (const id of ['partnerQuote', 'approveTransaction'] as const) {
      expect((await proxy.request(sampleApiPaths[id])).status).toBe(200)
    }
    expect(proxy.calls).toHaveLength(17)
  })

  test('behavior: Retry-After says when a slot frees, and it does free then', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    for (let i = 0; i < 20; i++) {
      await proxy.request(executable(i))
      proxy.advance(1000)
    }
    // 20 calls at t = 0 s … 19 s; now t = 20 s; the first leaves at 60 s.
    const retryAfter = await expectRefused(await proxy.request(executable(99)))
    expect(retryAfter).toBe(40)
    proxy.advance(retryAfter * 1000 - 1)
    await expectRefused(await proxy.request(executable(99)))
    proxy.advance(1)
    expect((await proxy.request(executable(99))).status).toBe(200)
  })

  test('behavior: cache hits and merged requests cost no budget', async () => {
    const proxy = createTestProxy({
      env: {
        ...budgetEnv,
        UPSTREAM_BUDGET: '2',
        UPSTREAM_EXECUTABLE_RESERVE: '0',
      },
    })
    for (let i = 0; i < 10; i++) {
      expect((await proxy.request(sampleApiPaths.chains)).status).toBe(200)
    }
    expect(proxy.calls).toHaveLength(1)
  })

  test('behavior: one client cannot take everyone else’s budget', async () => {
    const proxy = createTestProxy({ env: { ...budgetEnv, CLIENT_LIMIT: '4' } })
    const greedy = '198.51.1.7'
    for (let i = 0; i < 4; i++) {
      expect((await proxy.request(executable(i), {}, greedy)).status).toBe(200)
    }
    const refused = await proxy.request(executable(4), {}, greedy)
    expect(await expectRefused(refused)).toBe(60)
    expect((await proxy.request(executable(5), {}, '198.51.2.7')).status).toBe(
      200,
    )
    expect(proxy.calls).toHaveLength(5)
  })

  test('behavior: addresses in one /24 (or one /56) share one client limit', async () => {
    const proxy = createTestProxy({ env: { ...budgetEnv, CLIENT_LIMIT: '2' } })
    for (const [first, second, third] of [
      ['198.51.100.1', '198.51.100.2', '198.51.100.250'],
      ['2001:db8:0:1::1', '2001:db8:0:1:ffff::2', '2001:db8:0:2::3'],
    ]) {
      expect((await proxy.request(executable(0), {}, first)).status).toBe(200)
      expect((await proxy.request(executable(1), {}, second)).status).toBe(200)
      await expectRefused(await proxy.request(executable(2), {}, third))
    }
    expect(
      (await proxy.request(executable(3), {}, '198.51.101.1')).status,
    ).toBe(200)
  })

  test('behavior: a client refused by the global budget keeps its own share', async () => {
    const proxy = createTestProxy({
      env: {
        ...budgetEnv,
        UPSTREAM_BUDGET: '2',
        UPSTREAM_EXECUTABLE_RESERVE: '0',
        CLIENT_LIMIT: '2',
      },
    })
    await proxy.request(executable(0), {}, '198.51.1.7')
    await proxy.request(executable(1), {}, '198.51.1.7')
    for (let i = 0; i < 5; i++) {
      await expectRefused(await proxy.request(executable(9), {}, '198.51.2.7'))
    }
    proxy.advance(60_000)
    expect((await proxy.request(executable(2), {}, '198.51.2.7')).status).toBe(
      200,
    )
    expect((await proxy.request(executable(3), {}, '198.51.2.7')).status).toBe(
      200,
    )
  })

  test('behavior: a flood of any requests from one client is cut off', async () => {
    const proxy = createTestProxy({ env: { CLIENT_REQUEST_LIMIT: '5' } })
    for (let i = 0; i < 5; i++) {
      await proxy.request(sampleApiPaths.chains)
    }
    await expectRefused(await proxy.request(sampleApiPaths.chains))
    expect(
      (await proxy.request(sampleApiPaths.chains, {}, '198.51.9.7')).status,
    ).toBe(200)
  })

  test('behavior: behind trusted proxies, clients are told apart by X-Forwarded-For', async () => {
    const proxy = createTestProxy({
      env: { ...budgetEnv, CLIENT_LIMIT: '1', TRUST_PROXY_HOPS: '1' },
    })
    const from = (ip: string) => ({
      headers: { 'x-forwarded-for': `6.6.6.6, ${ip}` },
    })
    expect(
      (await proxy.request(executable(0), from('192.0.1.7'), '10.0.0.1'))
        .status,
    ).toBe(200)
    expect(
      (await proxy.request(executable(1), from('192.0.2.7'), '10.0.0.1'))
        .status,
    ).toBe(200)
    await expectRefused(
      await proxy.request(executable(2), from('192.0.1.7'), '10.0.0.1'),
    )
  })

  test('behavior: 50 clients quoting for two simulated minutes are served or told when to retry, and the upstream never sees more than the budget', async () => {
    const proxy = createTestProxy({ env: { ...budgetEnv, CLIENT_LIMIT: '10' } })
    const tally = {
      served: 0,
      refused: 0,
      executableServed: 0,
      indicativeServed: 0,
    }
    // Every 500 ms of two simulated minutes, 5 of the 50 clients ask: 50
    // requests a second where the budget allows 1 every 3 seconds.
    for (let tick = 0; tick < 240; tick++) {
      const wave = Array.from({ length: 5 }, (_, k) => {
        const client = (tick * 5 + k) % 50
        const isExecutable = client % 2 === 0
        const path = isExecutable
          ? executable(tick * 5 + k)
          : indicative(tick * 5 + k)
        return proxy
          .request(path, {}, `198.51.${client + 1}.7`)
          .then(async (response) => {
            if (response.status === 200) {
              tally.served++
              if (isExecutable) tally.executableServed++
              else tally.indicativeServed++
              return
            }
            await expectRefused(response)
            tally.refused++
          })
      })
      await Promise.all(wave)
      proxy.advance(500)
    }
    expect(tally.served + tally.refused).toBe(1200)
    expect(proxy.calls.length).toBe(tally.served)
    expect(maxCallsInAnyWindow(proxy, 60_000)).toBeLessThanOrEqual(20)
    expect(tally.served).toBe(40)
    expect(tally.executableServed).toBeGreaterThanOrEqual(10)
    expect(tally.indicativeServed).toBeLessThanOrEqual(30)
  })
})

describe('rate-limit store failure', () => {
  test('behavior: when the store cannot answer, requests fail closed with 503 and nothing reaches the upstream', async () => {
    const broken = createMemoryRateLimitStore()
    broken.take = async () => {
      throw new Error('ECONNREFUSED')
    }
    const proxy = createTestProxy({ rateLimitStore: broken })
    const response = await proxy.request(executable(0))
    expect(response.status).toBe(503)
    expect(errorBodySchema.parse(await response.json()).statusCode).toBe(503)
    expect(proxy.calls).toHaveLength(0)
    const line = proxy.logLines.find((l) => l.includes('rate-limit store'))
    expect(line).toContain('"level":"error"')
  })
})
