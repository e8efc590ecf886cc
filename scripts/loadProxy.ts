// Real-time load on the integrator proxy's budget (the fake-clock version is
// server/app.budget.test.ts). Starts a stand-in upstream that enforces the
// service's own limit (UPSTREAM_BUDGET per UPSTREAM_BUDGET_WINDOW_SECONDS,
// fixed window, 429 beyond) and the proxy with its defaults (20 per 60 s)
// on loopback, then lets N clients — each from its own loopback address
// (127.0.1.x), so the proxy's per-client limits see N clients — ask for
// executable and indicative quotes with a little think time. Half of them
// honour Retry-After; the other half are impatient and retry after 1–3 s
// anyway, which must change nothing for the upstream. Prints what was served, what was refused and how long it was
// told to wait, how fast refusals came (no queueing), and the most upstream
// calls in any window: that must not exceed the budget, and the stand-in
// must never have had to say 429.
//
// Usage: npx tsx scripts/loadProxy.ts [--clients 50] [--seconds 60]
//        [--budget 20] [--window 60] [--impatient 0.5]
// With BENCH_JSON_OUT=<file> it also writes its figures there as JSON (how
// `npm run bench` collects them).
import { writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { parseArgs } from 'node:util'
import { parseConfig } from '../server/config'
import { startProxy } from '../server/startProxy'
import { startFixtureUpstream } from '../server/testing/startFixtureUpstream'
import { PAYER, TOKEN_A, TOKEN_B } from '../server/testing/upstreamFixtures'

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    budget: { type: 'string', default: '20' },
    window: { type: 'string', default: '60' },
    impatient: { type: 'string', default: '0.5' },
  },
})
const clients = Number(args.clients)
const seconds = Number(args.seconds)
const budget = Number(args.budget)
const windowSeconds = Number(args.window)
const impatientShare = Number(args.impatient)
const apiKey = 'load-key-0123456789'

const upstream = await startFixtureUpstream({
  apiKey,
  rateLimit: { limit: budget, windowMs: windowSeconds * 1000 },
})
const proxy = await startProxy({
  config: parseConfig({
    UPSTREAM_URL: upstream.url,
    AGGREGATOR_API_KEY: apiKey,
    PORT: '0',
    UPSTREAM_BUDGET: String(budget),
    UPSTREAM_BUDGET_WINDOW_SECONDS: String(windowSeconds),
  }),
  log: () => {},
})

type Outcome = { status: number; ms: number; retryAfter: number | null }

function get(path: string, localAddress: string, agent: Agent) {
  return new Promise<Outcome>((resolve, reject) => {
    const startedAt = performance.now()
    const req = request(
      `${proxy.url}${path}`,
      { agent, localAddress },
      (res) => {
        res.resume()
        res.on('end', () => {
          const header = res.headers['retry-after']
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - startedAt,
            retryAfter: header === undefined ? null : Number(header),
          })
        })
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const tally = {
  served: 0,
  executableServed: 0,
  refused: 0,
  other: new Map<number, number>(),
  badRetryAfter: 0,
  retryAfters: [] as number[],
  refusalMs: [] as number[],
}

async function client(index: number, deadline: number) {
  const localAddress = `127.0.1.${index + 1}`
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const isImpatient = index < clients * impatientShare
  let n = 0
  while (Date.now() < deadline) {
    n += 1
    const isExecutable = (index + n) % 2 === 0
    const amount = 1000 + index * 100_000 + n
    const path = isExecutable
      ? `/api/partner/v1/31337/quote?src=${TOKEN_A}&dst=${TOKEN_B}&amount=${amount}&payer=${PAYER}&slippage=0.5`
      : `/api/swap/v1/31337/quote?src=${TOKEN_A}&dst=${TOKEN_B}&amount=${amount}`
    const outcome = await get(path, localAddress, agent)
    if (outcome.status === 200) {
      tally.served++
      if (isExecutable) tally.executableServed++
      await sleep(1000 + Math.random() * 2000)
    } else if (outcome.status === 429) {
      tally.refused++
      tally.refusalMs.push(outcome.ms)
      const wait = outcome.retryAfter
      if (wait === null || !Number.isInteger(wait) || wait < 1) {
        tally.badRetryAfter++
      } else {
        tally.retryAfters.push(wait)
      }
      const waitMs = isImpatient
        ? 1000 + Math.random() * 2000
        : (wait ?? 1) * 1000
      await sleep(Math.min(waitMs, Math.max(0, deadline - Date.now())))
    } else {
      tally.other.set(
        outcome.status,
        (tally.other.get(outcome.status) ?? 0) + 1,
      )
      await sleep(1000)
    }
  }
  agent.destroy()
}

function maxInAnyWindow(timesMs: number[], windowMs: number) {
  const sorted = [...timesMs].sort((a, b) => a - b)
  let max = 0
  let start = 0
  for (let end = 0; end < sorted.length; end++) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= windowMs) start++
    max = Math.max(max, end - start + 1)
  }
  return max
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

// Warm the proxy's code paths without spending budget (a refused query).
const warmAgent = new Agent({ keepAlive: false })
for (let i = 0; i < 20; i++) {
  await get('/api/swap/v1/31337/quote?src=bad', '127.0.0.1', warmAgent)
}
console.log(
  `${clients} clients (${Math.round(clients * impatientShare)} ignore Retry-After) for ${seconds} s against a budget of ${budget} per ${windowSeconds} s…`,
)
const deadline = Date.now() + seconds * 1000
await Promise.all(
  Array.from({ length: clients }, (_, i) => client(i, deadline)),
)
await proxy.close()
await upstream.close()

const maxWindow = maxInAnyWindow(upstream.callTimesMs, windowSeconds * 1000)
console.log(
  `served:             ${tally.served} (${tally.executableServed} executable)`,
)
console.log(`refused with 429:   ${tally.refused}`)
console.log(
  `other statuses:     ${JSON.stringify(Object.fromEntries(tally.other))}`,
)
console.log(
  `Retry-After:        min ${Math.min(...tally.retryAfters)} s, median ${quantile(tally.retryAfters, 0.5)} s, max ${Math.max(...tally.retryAfters)} s; invalid ${tally.badRetryAfter}`,
)
console.log(
  `429 answered in:    p50 ${quantile(tally.refusalMs, 0.5).toFixed(2)} ms, p99 ${quantile(tally.refusalMs, 0.99).toFixed(2)} ms (no queue)`,
)
console.log(
  `upstream calls:     ${upstream.callTimesMs.length}; most in any ${windowSeconds} s window: ${maxWindow} (budget ${budget})`,
)
console.log(`upstream said 429:  ${upstream.getRateLimitedCount()}`)
const ok =
  maxWindow <= budget &&
  upstream.getRateLimitedCount() === 0 &&
  tally.badRetryAfter === 0 &&
  tally.other.size === 0
console.log(ok ? 'PASS' : 'FAIL')
if (process.env.BENCH_JSON_OUT) {
  writeFileSync(
    process.env.BENCH_JSON_OUT,
    JSON.stringify({
      clients,
      seconds,
      budget,
      windowSeconds,
      served: tally.served,
      refused: tally.refused,
      upstreamCalls: upstream.callTimesMs.length,
      maxUpstreamInWindow: maxWindow,
      upstream429: upstream.getRateLimitedCount(),
      ok,
    }),
  )
}
process.exit(ok ? 0 : 1)
