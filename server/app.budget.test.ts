import { describe, expect, test } from 'vitest'
import { errorBodySchema } from '../schema/errorBody'
import { createMemoryRateLimitStore } from './createMemoryRateLimitStore'
import {
  createTestProxy,
  fixtureHandler,
  json,
  TEST_START_MS,
  type TestProxy,
  type UpstreamHandler,
} from './testing/createTestProxy'
import {
  createClient,
  maxCallsInAnyWindow,
  servedOf,
  simulateClients,
} from './testing/simulateClients'
import {
  PAYER,
  sampleApiPaths,
  sampleExecutionReport,
  TOKEN_A,
  TOKEN_B,
  upstreamFixtures,
} from './testing/upstreamFixtures'

// Rules (server/README.md): one upstream budget for the whole product,
// shared work-conservingly and max-min fairly between client groups; the
// reserve for flows already begun; a short queue with a deadline, then 429
// with a true Retry-After; reports only with room to spare. The clock is
// fake and moves only when a test says so; the upstream is an injected fetch
// standing in for the production service, which cannot exist in tests.

const budgetEnv = {
  UPSTREAM_BUDGET: '20',
  UPSTREAM_BUDGET_WINDOW_SECONDS: '60',
}
const WINDOW_MS = 60_000
const DEADLINE_MS = 12_000

const executable = (i: number) =>
  `/api/partner/v1/31337/quote?src=${TOKEN_A}&dst=${TOKEN_B}&amount=${i + 1}&payer=${PAYER}&slippage=0.5`
const indicative = (i: number) =>
  `/api/swap/v1/31337/quote?src=${TOKEN_A}&dst=${TOKEN_B}&amount=${i + 1}`
const group = (n: number) => `198.51.${n}.7`

/** Partner quotes each with a quote id of their own (`q-<n>`), that need
 * an approval first (so a re-quote will follow). */
function numberedQuotes(): UpstreamHandler {
  let served = 0
  const body = upstreamFixtures.partnerQuote.body as object
  return (call, signal) => {
    if (!call.url.pathname.startsWith('/partner/v1/31337/quote')) {
      return fixtureHandler(call, signal)
    }
    served += 1
    return json({
      ...body,
      quoteId: `q-${served}`,
      issues: [
        {
          code: 'INSUFFICIENT_ALLOWANCE',
          message: 'Not enough allowance',
          actual: '0',
          expected: '1000',
          token: TOKEN_A,
        },
      ],
    })
  }
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(429)
  const retryAfter = response.headers.get('retry-after')
  expect(retryAfter).toMatch(/^[1-9][0-9]*$/)
  const body = errorBodySchema.parse(await response.json())
  expect(body.statusCode).toBe(429)
  expect(body.error).toBe('Too Many Requests')
  return Number(retryAfter)
}

/** `count` upstream calls from groups of their own, one a second. */
async function fillWindow(proxy: TestProxy, count: number, firstGroup = 100) {
  for (let i = 0; i < count; i++) {
    const response = await proxy.request(
      indicative(1000 + i),
      {},
      group(firstGroup + i),
    )
    expect(response.status).toBe(200)
    await proxy.advance(1000)
  }
}

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

describe('work-conserving fair sharing', () => {
  test('behavior: a lone client uses the whole budget, reserve included, with no 429', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    for (let i = 0; i < 20; i++) {
      const path = [executable, indicative][i % 2]?.(i) ?? ''
      const response = await proxy.request(path, {}, group(1))
      expect(response.status).toBe(200)
    }
    expect(proxy.calls).toHaveLength(20)
    // The 21st: the window frees its first slot in 60 s, and says so.
    const refused = await proxy.request(executable(21), {}, group(1))
    expect(await expectRefused(refused)).toBe(60)
    await proxy.advance(60_000)
    expect((await proxy.request(executable(21), {}, group(1))).status).toBe(200)
  })

  test('behavior: two clients that both want everything split the budget evenly', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    const clients = [1, 2].map((n) =>
      createClient({
        ip: group(n),
        path: (i) => indicative(n * 10_000 + i),
        concurrency: 2,
        isPatient: true,
      }),
    )
    await simulateClients({ proxy, clients, durationMs: 5 * WINDOW_MS })
    const [a, b] = clients.map((client) => servedOf(client).length)
    expect((a ?? 0) + (b ?? 0)).toBe(proxy.calls.length)
    expect(proxy.calls.length).toBeGreaterThanOrEqual(100)
    expect(Math.abs((a ?? 0) - (b ?? 0))).toBeLessThanOrEqual(2)
    expect(maxCallsInAnyWindow(proxy, WINDOW_MS)).toBe(20)
  })

  test('behavior: a greedy group cannot starve 48 others: each is served in its deadline or at its true Retry-After', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    // Four connections, never waiting, and the whole window to itself first.
    const greedy = createClient({
      ip: group(200),
      path: (i) => indicative(500_000 + i),
      concurrency: 4,
    })
    const others = Array.from({ length: 48 }, (_, n) =>
      createClient({
        ip: group(n + 1),
        path: (i) => executable(n * 100 + i),
        isPatient: true,
        maxServed: 1,
        startAfterMs: 5000 + n * 250,
      }),
    )
    await simulateClients({
      proxy,
      clients: [greedy, ...others],
      durationMs: 5 * WINDOW_MS,
    })
    expect(servedOf(greedy).length).toBeGreaterThanOrEqual(20)
    for (const client of others) {
      const [first, second, ...rest] = client.outcomes
      expect(rest).toEqual([])
      if (first?.status === 200) {
        expect(first.answeredAtMs - first.askedAtMs).toBeLessThanOrEqual(
          DEADLINE_MS,
        )
        continue
      }
      // Refused once, with the time its slot comes: retried then, served.
      expect(first?.status, client.ip).toBe(429)
      expect(second?.status, client.ip).toBe(200)
      const promisedMs =
        (first?.answeredAtMs ?? 0) + (first?.retryAfterSeconds ?? 0) * 1000
      expect(second?.askedAtMs).toBe(promisedMs)
      expect(second?.answeredAtMs).toBe(second?.askedAtMs)
    }
    // While they waited (windows 2 to 4) the greedy group got only the
    // places it held in the queue before they came (4, UPSTREAM_QUEUE_PER_
    // CLIENT); after, what they leave is its again.
    const greedyMeanwhile = servedOf(greedy).filter(
      (outcome) =>
        outcome.answeredAtMs >= TEST_START_MS + WINDOW_MS &&
        outcome.answeredAtMs < TEST_START_MS + 4 * WINDOW_MS,
    )
    expect(greedyMeanwhile.length).toBeLessThanOrEqual(4)
    expect(servedOf(greedy).length).toBeGreaterThan(23)
    expect(maxCallsInAnyWindow(proxy, WINDOW_MS)).toBeLessThanOrEqual(20)
  })

  test('behavior: 50 clients, half of them ignoring Retry-After, never push the upstream past the budget, and every refusal says when', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    const clients = Array.from({ length: 50 }, (_, n) =>
      createClient({
        ip: group(n + 1),
        path: (i) =>
          n % 2 ? executable(n * 1000 + i) : indicative(n * 1000 + i),
        isPatient: n % 4 < 2,
        startAfterMs: (n * 1700) % 20_000,
      }),
    )
    const { endMs } = await simulateClients({
      proxy,
      clients,
      durationMs: 3 * WINDOW_MS,
    })
    expect(maxCallsInAnyWindow(proxy, WINDOW_MS)).toBeLessThanOrEqual(20)
    // Every window's ordinary share was used (15: the other 5 are kept for
    // the flows the executable quotes began).
    expect(proxy.calls.length).toBeGreaterThanOrEqual(45)
    for (const client of clients) {
      for (const outcome of client.outcomes) {
        expect([200, 429]).toContain(outcome.status)
        expect(outcome.answeredAtMs - outcome.askedAtMs).toBeLessThanOrEqual(
          DEADLINE_MS,
        )
      }
      // Served, or told truthfully that its slot lies beyond the run.
      const last = client.outcomes.at(-1)
      if (servedOf(client).length > 0 || !last) continue
      expect(last.status).toBe(429)
      expect(
        last.answeredAtMs + (last.retryAfterSeconds ?? 0) * 1000,
      ).toBeGreaterThanOrEqual(endMs)
    }
    expect(
      clients.filter((client) => servedOf(client).length > 0).length,
    ).toBeGreaterThanOrEqual(30)
  })

  test('behavior: CLIENT_LIMIT, when set, is a hard ceiling per group, executable requests included', async () => {
    const proxy = createTestProxy({ env: { ...budgetEnv, CLIENT_LIMIT: '2' } })
    for (const [first, second, third] of [
      ['198.51.100.1', '198.51.100.2', '198.51.100.250'],
      ['2001:db8:0:1::1', '2001:db8:0:1:ffff::2', '2001:db8:0:2::3'],
    ]) {
      expect((await proxy.request(executable(0), {}, first)).status).toBe(200)
      expect((await proxy.request(indicative(1), {}, second)).status).toBe(200)
      const refused = await proxy.request(executable(2), {}, third)
      expect(await expectRefused(refused)).toBe(60)
    }
    expect(
      (await proxy.request(executable(3), {}, '198.51.101.1')).status,
    ).toBe(200)
  })

  test('behavior: cache hits and merged requests cost no budget', async () => {
    const proxy = createTestProxy({
      env: { ...budgetEnv, UPSTREAM_BUDGET: '2' },
    })
    for (let i = 0; i < 10; i++) {
      expect((await proxy.request(sampleApiPaths.chains)).status).toBe(200)
    }
    expect(proxy.calls).toHaveLength(1)
  })
})

describe('the reserve for flows already begun', () => {
  async function startFlow(proxy: TestProxy, ip: string) {
    const response = await proxy.request(executable(7), {}, ip)
    expect(response.status).toBe(200)
    return ((await response.json()) as { quoteId: string }).quoteId
  }
  const continuing = (quoteId: string) => ({
    headers: { 'x-swap-flow': quoteId },
  })

  test('behavior: a flow’s executable step is served from the reserve when ordinary requests used the rest; a forged or unknown X-Swap-Flow is not', async () => {
    const proxy = createTestProxy({ env: budgetEnv, handler: numberedQuotes() })
    const alice = group(1)
    const quoteId = await startFlow(proxy, alice)
    // Others use the 14 ordinary slots left: 15 of 20 in the window.
    await fillWindow(proxy, 14)
    const ordinary = await proxy.request(executable(8), {}, group(50))
    // t = 14 s: Alice's quote (t = 0) leaves, with the reserve, at 60 s.
    expect(await expectRefused(ordinary)).toBe(46)
    // Another group naming Alice's quote, or a quote nobody served: ordinary.
    for (const [ip, named] of [
      [group(51), quoteId],
      [group(52), 'q-invented'],
      [group(53), `${quoteId} q-2`],
    ] as const) {
      const forged = await proxy.request(executable(9), continuing(named), ip)
      expect(forged.status).toBe(429)
    }
    // Alice's re-quote after her approval, at once.
    const requote = await proxy.request(
      executable(10),
      continuing(quoteId),
      alice,
    )
    expect(requote.status).toBe(200)
    const line = JSON.parse(proxy.logLines.at(-1) ?? '{}')
    expect(line).toMatchObject({ flow: 'continued', lane: 'flow' })
    expect(proxy.calls).toHaveLength(16)
  })

  test('behavior: one flow may use the reserve twice; a third continuation is an ordinary request', async () => {
    const proxy = createTestProxy({ env: budgetEnv, handler: numberedQuotes() })
    const alice = group(1)
    const quoteId = await startFlow(proxy, alice)
    // Bob has a flow going too: the reserve is kept for it.
    await startFlow(proxy, group(2))
    await fillWindow(proxy, 13)
    for (let i = 0; i < 2; i++) {
      const response = await proxy.request(
        executable(20 + i),
        continuing(quoteId),
        alice,
      )
      expect(response.status).toBe(200)
    }
    const third = await proxy.request(
      executable(30),
      continuing(quoteId),
      alice,
    )
    expect(third.status).toBe(429)
    expect(proxy.calls).toHaveLength(17)
  })

  test('behavior: a quote served to the group more than 30 minutes ago no longer opens the reserve', async () => {
    const proxy = createTestProxy({ env: budgetEnv, handler: numberedQuotes() })
    const alice = group(1)
    const quoteId = await startFlow(proxy, alice)
    await proxy.advance(31 * 60_000)
    const bobQuoteId = await startFlow(proxy, group(2))
    await fillWindow(proxy, 14)
    const late = await proxy.request(executable(9), continuing(quoteId), alice)
    expect(late.status).toBe(429)
    const bob = await proxy.request(
      executable(10),
      continuing(bobQuoteId),
      group(2),
    )
    expect(bob.status).toBe(200)
  })

  test('behavior: with no one else’s flow going, the reserve is anyone’s (price browsing uses the whole budget)', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    await fillWindow(proxy, 20)
    expect(proxy.calls).toHaveLength(20)
  })
})

describe('the queue', () => {
  test('behavior: a request that can be served within the deadline waits for its slot; one that cannot gets 429 at once, with a Retry-After that is true', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    await fillWindow(proxy, 20) // calls at 0 … 19 s; now t = 20 s
    await proxy.advance(25_000) // t = 45 s; the first slot frees at 60 s
    const early = await proxy.request(indicative(1), {}, group(1))
    expect(await expectRefused(early)).toBe(15)

    await proxy.advance(5000) // t = 50 s
    const waiting = proxy.request(indicative(2), {}, group(2))
    await proxy.flush()
    await proxy.advance(10_000) // t = 60 s: the slot is the early one's
    const retried = await proxy.request(indicative(1), {}, group(1))
    expect(retried.status).toBe(200)
    expect(proxy.calls.at(-1)?.atMs).toBe(proxy.now())
    await proxy.advance(1000) // t = 61 s: the next slot, the waiting one's
    expect((await waiting).status).toBe(200)
    expect(proxy.calls.at(-1)?.atMs).toBe(proxy.now())
    expect(maxCallsInAnyWindow(proxy, WINDOW_MS)).toBe(20)
  })

  test('behavior: a waiting request pushed past its deadline by groups with fewer calls is told at once, and its Retry-After holds', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    const busy = group(1)
    await fillWindow(proxy, 17) // calls at 0 … 16 s
    for (let i = 0; i < 3; i++) {
      expect((await proxy.request(indicative(i), {}, busy)).status).toBe(200)
      await proxy.advance(1000)
    } // the busy group's at 17 … 19 s; t = 20 s
    await proxy.advance(30_000) // t = 50 s
    const pending = proxy.request(indicative(1), {}, busy)
    await proxy.flush()
    await proxy.advance(1000) // t = 51 s: four groups with no calls arrive
    const newcomers = Array.from({ length: 4 }, (_, n) =>
      proxy.request(indicative(100 + n), {}, group(60 + n)),
    )
    const pushed = await pending
    // Slots at 60 … 63 s go to the newcomers; the busy group's is at 64 s,
    // past its deadline (62 s): it is told now, not at 62 s.
    expect(await expectRefused(pushed)).toBe(13)
    expect(proxy.now()).toBe(TEST_START_MS + 51_000)
    await proxy.advance(13_000) // t = 64 s
    for (const response of await Promise.all(newcomers)) {
      expect(response.status).toBe(200)
    }
    const retried = await proxy.request(indicative(1), {}, busy)
    expect(retried.status).toBe(200)
    expect(proxy.calls.at(-1)?.atMs).toBe(proxy.now())
  })

  test('behavior: a client that goes away leaves the queue, and its slot goes to the next', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    await fillWindow(proxy, 20)
    await proxy.advance(35_000) // t = 55 s
    const leaving = new AbortController()
    const gone = proxy.request(
      indicative(1),
      { signal: leaving.signal },
      group(1),
    )
    await proxy.flush()
    const staying = proxy.request(indicative(2), {}, group(2))
    await proxy.flush()
    leaving.abort()
    await gone.catch(() => undefined)
    await proxy.advance(5000) // t = 60 s
    expect((await staying).status).toBe(200)
    expect(proxy.calls.at(-1)?.atMs).toBe(proxy.now())
    expect(proxy.calls).toHaveLength(21)
  })

  test('behavior: one group may hold only a few places in the queue', async () => {
    const proxy = createTestProxy({
      env: { ...budgetEnv, UPSTREAM_QUEUE_PER_CLIENT: '2' },
    })
    await fillWindow(proxy, 20)
    await proxy.advance(35_000) // t = 55 s
    const waiting = [0, 1].map((i) =>
      proxy.request(indicative(i), {}, group(1)),
    )
    await proxy.flush()
    const third = await proxy.request(indicative(2), {}, group(1))
    expect(await expectRefused(third)).toBe(7)
    const other = proxy.request(indicative(3), {}, group(2))
    await proxy.advance(7000)
    for (const response of [...(await Promise.all(waiting)), await other]) {
      expect(response.status).toBe(200)
    }
  })
})

describe('a full queue stays fair', () => {
  type Answer = { status: number; retryAfter: number | null; atMs: number }
  /** A request whose answer is recorded with the time it came. */
  const ask = (proxy: TestProxy, path: string, ip: string, init = {}) =>
    proxy.request(path, init, ip).then(
      (response): Answer => ({
        status: response.status,
        retryAfter:
          response.status === 429
            ? Number(response.headers.get('retry-after'))
            : null,
        atMs: proxy.now(),
      }),
    )

  /** Groups `first` … `first + 15` each hold their 4 places. */
  async function fillQueue(proxy: TestProxy, first: number) {
    const answers: Promise<Answer>[][] = []
    for (let n = first; n < first + 16; n++) {
      answers.push(
        [0, 1, 2, 3].map((i) => ask(proxy, indicative(n * 10 + i), group(n))),
      )
      await proxy.flush()
    }
    return answers
  }

  test('behavior: 16 groups each holding their 4 places: a 17th group’s re-quote after its approval is served within the queue deadline', async () => {
    const proxy = createTestProxy({ env: budgetEnv, handler: numberedQuotes() })
    const alice = group(17)
    const started = await proxy.request(executable(7), {}, alice)
    const { quoteId } = (await started.json()) as { quoteId: string }
    await fillWindow(proxy, 14) // 15 of 20: the other 5 are the reserve
    const held = await fillQueue(proxy, 1)
    // Full: a newcomer’s place would be someone’s; a group’s fifth is not.
    const fifth = await proxy.request(indicative(999), {}, group(1))
    expect(await expectRefused(fifth)).toBeGreaterThan(0)
    const askedMs = proxy.now()
    const requote = await ask(proxy, executable(8), alice, {
      headers: { 'x-swap-flow': quoteId },
    })
    expect(requote.status).toBe(200)
    expect(requote.atMs - askedMs).toBeLessThanOrEqual(DEADLINE_MS)
    expect(JSON.parse(proxy.logLines.at(-1) ?? '{}')).toMatchObject({
      lane: 'flow',
    })
    // Served from the reserve without taking anyone’s place: every one of
    // the 64 is answered as it would have been (a time to come back).
    for (const answer of await Promise.all(held.flat())) {
      expect(answer.status).toBe(429)
    }
  })

  test('behavior: a plain newcomer group displaces the newest place of the group holding the most, instead of an immediate 429', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    // The window: 20 calls at 0 … 19 s from groups 1 … 15 (1 … 5 twice).
    for (let i = 0; i < 20; i++) {
      const ip = group(1 + (i % 15))
      expect((await proxy.request(indicative(5000 + i), {}, ip)).status).toBe(
        200,
      )
      await proxy.advance(1000)
    }
    await proxy.advance(30_000) // t = 50 s; slots free from 60 s on
    const held = await fillQueue(proxy, 1)
    await proxy.advance(1000) // t = 51 s
    const newcomer = ask(proxy, indicative(7000), group(17))
    await proxy.flush()
    const answered = await Promise.race([
      newcomer.then(() => 'newcomer'),
      proxy.flush().then(() => 'waiting'),
    ])
    expect(answered).toBe('waiting')
    await proxy.advance(DEADLINE_MS)
    const served = await newcomer
    expect(served.status).toBe(200)
    expect(served.atMs - (TEST_START_MS + 51_000)).toBeLessThanOrEqual(
      DEADLINE_MS,
    )
    // Every group held 4 places; only group 16 had one waiting here (its
    // first, the rest are appointments): that one is displaced, told at
    // once (t = 51 s) when to come back, and served when it does.
    const answers = await Promise.all(held.flat())
    const displaced = answers.filter((answer) => answer.atMs === served.atMs)
    expect(displaced).toEqual([])
    const told = answers.filter(
      (answer) => answer.atMs === TEST_START_MS + 51_000,
    )
    expect(told).toHaveLength(1)
    expect(answers.indexOf(told[0] as Answer)).toBe(15 * 4)
    expect(told[0]?.status).toBe(429)
    // Its time is its group's appointment, which it claims then.
    const retryAfter = told[0]?.retryAfter ?? 0
    expect(retryAfter).toBeGreaterThan(0)
    await proxy.advance(
      TEST_START_MS + 51_000 + retryAfter * 1000 - proxy.now(),
    )
    const back = await ask(proxy, indicative(7001), group(16))
    expect(back).toMatchObject({ status: 200, atMs: proxy.now() })
  })
})

describe('execution reports', () => {
  const reportPath = '/api/partner/v1/executions'

  async function quoted(proxy: TestProxy, ip: string) {
    const response = await proxy.request(executable(0), {}, ip)
    const { quoteId } = (await response.json()) as { quoteId: string }
    return { ...sampleExecutionReport, quoteId }
  }

  test('behavior: a report goes when the window has room to spare, else 429 with the true time it will have', async () => {
    const proxy = createTestProxy({ env: budgetEnv, handler: numberedQuotes() })
    const alice = group(1)
    const report = await quoted(proxy, alice)
    expect((await proxy.request(reportPath, post(report), alice)).status).toBe(
      202,
    )
    // 13 of 20: two slots free outside the reserve is the headroom, no more.
    await fillWindow(proxy, 11)
    const confirmed = { ...report, status: 'CONFIRMED' }
    const held = await proxy.request(reportPath, post(confirmed), alice)
    const retryAfter = await expectRefused(held)
    // The first call (at 0 s) leaves at 60 s; now t = 11 s.
    expect(retryAfter).toBe(49)
    await proxy.advance(retryAfter * 1000 - 1000)
    // Refused, it was not counted as reported: it may come again.
    expect(
      (await proxy.request(reportPath, post(confirmed), alice)).status,
    ).toBe(429)
    await proxy.advance(1000)
    expect(
      (await proxy.request(reportPath, post(confirmed), alice)).status,
    ).toBe(202)
  })

  test('behavior: a report is accepted only from the group that was served its quote', async () => {
    const proxy = createTestProxy({ env: budgetEnv, handler: numberedQuotes() })
    const report = await quoted(proxy, group(1))
    const response = await proxy.request(reportPath, post(report), group(2))
    expect(response.status).toBe(400)
    expect(proxy.calls).toHaveLength(1)
  })
})

describe('flood guard and store', () => {
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

  test('behavior: behind trusted proxies, client groups are told apart by X-Forwarded-For', async () => {
    const proxy = createTestProxy({
      env: { ...budgetEnv, CLIENT_LIMIT: '1', TRUST_PROXY_HOPS: '1' },
    })
    const from = (ip: string) => ({
      headers: { 'x-forwarded-for': `6.6.6.6, ${ip}` },
    })
    const socket = '10.0.0.1'
    const first = await proxy.request(executable(0), from('192.0.1.7'), socket)
    expect(first.status).toBe(200)
    const second = await proxy.request(executable(1), from('192.0.2.7'), socket)
    expect(second.status).toBe(200)
    await expectRefused(
      await proxy.request(executable(2), from('192.0.1.7'), socket),
    )
  })

  test('behavior: X-Forwarded-For entries with ports and brackets are their clients; an unparsable trusted entry is a 400 and reaches nothing', async () => {
    const proxy = createTestProxy({
      env: { ...budgetEnv, CLIENT_LIMIT: '1', TRUST_PROXY_HOPS: '1' },
    })
    const from = (entry: string) => ({
      headers: { 'x-forwarded-for': `6.6.6.6, ${entry}` },
    })
    const socket = '10.0.0.1'
    const served = [
      '203.0.113.5:4711',
      '[2001:db8:1::1]:4711',
      '[2001:db9:2::1]',
      ' 2001:dba:3::1 ',
    ]
    for (const [i, entry] of served.entries()) {
      const response = await proxy.request(indicative(i), from(entry), socket)
      expect(response.status, entry).toBe(200)
    }
    // The same clients on other ports, other hosts of their /24 or /56,
    // another /48 of a /32 already served: its one call (CLIENT_LIMIT,
    // at every level) is used.
    for (const [i, entry] of [
      '203.0.113.99:80',
      '[2001:db8:1:0:ffff::2]:1',
      '2001:db9:2::7',
      '[2001:dba:ff::1]:443',
    ].entries()) {
      const response = await proxy.request(
        indicative(10 + i),
        from(entry),
        socket,
      )
      expect(await expectRefused(response), entry).toBe(60)
    }
    const bad = await proxy.request(
      indicative(20),
      from('203.0.113.5:x'),
      socket,
    )
    expect(bad.status).toBe(400)
    expect(errorBodySchema.parse(await bad.json())).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message:
        'X-Forwarded-For entry "203.0.113.5:x" written by the nearest trusted proxy is not an IP address (IPv4, IPv6, either with a port, IPv6 in brackets)',
    })
    expect(proxy.calls).toHaveLength(served.length)
  })

  // The flood guard's `take` still answers: what fails is the budget's
  // window, read as counts for a request served at once and as calls for
  // one that must wait.
  test.each(['countSlots', 'getPausedUntil', 'takeSlot'] as const)(
    'behavior: when the store cannot answer (%s), requests fail closed with 503 and nothing reaches the upstream',
    async (method) => {
      const broken = createMemoryRateLimitStore()
      broken[method] = async () => {
        throw new Error('ECONNREFUSED')
      }
      const proxy = createTestProxy({ rateLimitStore: broken })
      const response = await proxy.request(executable(0))
      expect(response.status).toBe(503)
      expect(errorBodySchema.parse(await response.json()).statusCode).toBe(503)
      expect(proxy.calls).toHaveLength(0)
      const line = proxy.logLines.find((l) => l.includes('rate-limit store'))
      expect(line).toContain('"level":"error"')
    },
  )

  test('behavior: when the store cannot give the calls a wait is planned from, a request that must wait fails closed with 503', async () => {
    const store = createMemoryRateLimitStore()
    const readSlots = store.readSlots
    let isBroken = false
    store.readSlots = async (parameters) => {
      if (isBroken) throw new Error('ECONNREFUSED')
      return readSlots(parameters)
    }
    const proxy = createTestProxy({ env: budgetEnv, rateLimitStore: store })
    await fillWindow(proxy, 20)
    const calls = proxy.calls.length
    isBroken = true
    const response = await proxy.request(indicative(1), {}, group(1))
    expect(response.status).toBe(503)
    expect(proxy.calls).toHaveLength(calls)
  })

  test('behavior: a request served at once reads the window’s counts, never its calls, however many it holds', async () => {
    const store = createMemoryRateLimitStore()
    let reads = 0
    const readSlots = store.readSlots
    store.readSlots = (parameters) => {
      reads += 1
      return readSlots(parameters)
    }
    const proxy = createTestProxy({
      env: { UPSTREAM_BUDGET: '1000', CLIENT_REQUEST_LIMIT: '100000' },
      rateLimitStore: store,
    })
    for (let i = 0; i < 300; i++) {
      const response = await proxy.request(indicative(i), {}, group(i % 7))
      expect(response.status).toBe(200)
    }
    expect(proxy.calls).toHaveLength(300)
    expect(reads).toBe(0)
  })
})

describe('devnet budget reset', () => {
  const resetPath = '/api/__devnet/budget/reset'
  const devnetEnv = { ...budgetEnv, UPSTREAM_URL: 'http://127.0.0.1:8788' }

  test('behavior: with a loopback upstream, POST /api/__devnet/budget/reset starts a fresh window: counts, queue and pause go, the cache stays', async () => {
    const proxy = createTestProxy({ env: devnetEnv })
    // One group alone: the whole window is its (planUpstreamSlots' share
    // rule holds nothing back).
    await proxy.request(sampleApiPaths.chains, {}, group(9))
    for (let i = 0; i < 19; i++) {
      await proxy.request(indicative(500 + i), {}, group(9))
    } // 20 calls at 0 s
    await proxy.advance(40_000)
    const refused = await proxy.request(indicative(2), {}, group(2))
    expect(await expectRefused(refused)).toBe(20)
    await proxy.advance(10_000) // t = 50 s: the slot at 60 s is in reach
    const waiting = proxy.request(indicative(1), {}, group(1))
    await proxy.flush()

    const reset = await proxy.request(resetPath, { method: 'POST' })
    expect(reset.status).toBe(204)
    // Told to try again at once, into the fresh window.
    const dropped = await waiting
    expect(dropped.status).toBe(429)
    expect(dropped.headers.get('retry-after')).toBe('1')
    for (let i = 0; i < 20; i++) {
      const response = await proxy.request(indicative(100 + i), {}, group(3))
      expect(response.status).toBe(200)
    }
    const cached = await proxy.request(sampleApiPaths.chains)
    expect(cached.headers.get('x-cache')).not.toBe('miss')
  })

  test('behavior: the reset is a 404 for any other upstream, and for any other method', async () => {
    const remote = createTestProxy({ env: budgetEnv })
    await fillWindow(remote, 20)
    const response = await remote.request(resetPath, { method: 'POST' })
    expect(response.status).toBe(404)
    expect((await remote.request(indicative(1), {}, group(1))).status).toBe(429)
    const devnet = createTestProxy({ env: devnetEnv })
    expect((await devnet.request(resetPath)).status).toBe(404)
  })
})
