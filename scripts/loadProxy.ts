// Real-time load on the integrator proxy's budget (the fake-clock version is
// server/app.budget.test.ts). Starts a stand-in upstream that counts calls
// and enforces the service's own limit (UPSTREAM_BUDGET per
// UPSTREAM_BUDGET_WINDOW_MS, fixed window, 429 beyond) and the proxy
// with its defaults (20 per 60 s, fair sharing, no per-client cap, a 12 s
// queue) on loopback. Every client connects from its own loopback address
// in its own /24 (127.0.N.1 for ordinary clients, 127.1.N.1 for greedy
// ones), so the proxy sees real, distinct client groups. Ordinary clients
// ask for executable and indicative quotes with a little think time; half
// of them honour Retry-After, the other half retry after 1–3 s anyway.
// Greedy clients ask as fast as four connections each allow, ignore every
// refusal, and start `--head-start` seconds before everyone else, when the
// budget is whole. Prints what each class was served and refused, how long
// served requests waited in the proxy's queue, whether retrying at
// Retry-After was served (a true Retry-After), the most upstream calls in
// any window (must not exceed the budget) and how often the stand-in had to
// say 429 (must be 0).
//
// Passes when the upstream never saw more than the budget in a window nor
// said 429, every Retry-After was a whole number of seconds, at least 90 %
// of the retries made at Retry-After were served, and after the window of
// their head start no greedy group got more calls than the best-served
// ordinary group plus one.
//
// Usage: npx tsx scripts/loadProxy.ts [--clients 48] [--greedy 2]
//        [--seconds 180] [--budget 20] [--window 60] [--impatient 0.5]
//        [--head-start 2]
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
    clients: { type: 'string', default: '48' },
    greedy: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '180' },
    budget: { type: 'string', default: '20' },
    window: { type: 'string', default: '60' },
    impatient: { type: 'string', default: '0.5' },
    'head-start': { type: 'string', default: '2' },
  },
})
const clients = Number(args.clients)
const greedyClients = Number(args.greedy)
const seconds = Number(args.seconds)
const budget = Number(args.budget)
const windowSeconds = Number(args.window)
const impatientShare = Number(args.impatient)
const headStartMs = Number(args['head-start']) * 1000
const apiKey = 'load-key-0123456789'
const GREEDY_CONNECTIONS = 4

const upstream = await startFixtureUpstream({
  apiKey,
  rateLimit: { limit: budget, windowMs: windowSeconds * 1000 },
})
const config = parseConfig({
  UPSTREAM_URL: upstream.url,
  AGGREGATOR_API_KEY: apiKey,
  PORT: '0',
  UPSTREAM_BUDGET: String(budget),
  UPSTREAM_BUDGET_WINDOW_MS: String(windowSeconds * 1000),
})
const proxy = await startProxy({
  config,
  log: (line) => {
    if (!line.includes('"level":"info"')) console.error(line)
  },
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

type Tally = {
  served: number
  executableServed: number
  refused: number
  other: Map<number, number>
  badRetryAfter: number
  retryAfters: number[]
  refusalMs: number[]
  servedMs: number[]
  servedClients: Set<number>
  /** Calls served per client after the greedy head start's window. */
  servedLater: Map<number, number>
  /** Retries made at Retry-After, and how many of them were served. */
  retriesAtRetryAfter: number
  retriesServed: number
}
const newTally = (): Tally => ({
  served: 0,
  executableServed: 0,
  refused: 0,
  other: new Map(),
  badRetryAfter: 0,
  retryAfters: [],
  refusalMs: [],
  servedMs: [],
  servedClients: new Set(),
  servedLater: new Map(),
  retriesAtRetryAfter: 0,
  retriesServed: 0,
})
const ordinary = newTally()
const greedy = newTally()
/** Set at the start: the end of the greedy head start's window. */
let laterFromMs = Number.POSITIVE_INFINITY

function record(
  tally: Tally,
  index: number,
  outcome: Outcome,
  isExecutable: boolean,
) {
  if (outcome.status === 200) {
    tally.served++
    tally.servedMs.push(outcome.ms)
    tally.servedClients.add(index)
    if (isExecutable) tally.executableServed++
    if (Date.now() >= laterFromMs) {
      tally.servedLater.set(index, (tally.servedLater.get(index) ?? 0) + 1)
    }
  } else if (outcome.status === 429) {
    tally.refused++
    tally.refusalMs.push(outcome.ms)
    const wait = outcome.retryAfter
    if (wait === null || !Number.isInteger(wait) || wait < 1) {
      tally.badRetryAfter++
    } else {
      tally.retryAfters.push(wait)
    }
  } else {
    tally.other.set(outcome.status, (tally.other.get(outcome.status) ?? 0) + 1)
  }
}

const quotePath = (isExecutable: boolean, amount: number) =>
  isExecutable
    ? `/api/partner/v1/31337/quote?src=${TOKEN_A}&dst=${TOKEN_B}&amount=${amount}&payer=${PAYER}&slippage=0.5`
    : `/api/swap/v1/31337/quote?src=${TOKEN_A}&dst=${TOKEN_B}&amount=${amount}`

async function ordinaryClient(index: number, deadline: number) {
  const localAddress = `127.0.${index + 1}.1`
  // A connection per request: one idle through a Retry-After would meet
  // the server's keep-alive timeout (a reset, not the proxy's answer).
  const agent = new Agent({ keepAlive: false, maxSockets: 1 })
  const isImpatient = index < clients * impatientShare
  let n = 0
  let isRetryAtRetryAfter = false
  let isExecutable = false
  while (Date.now() < deadline) {
    // A retry asks again for what was refused; otherwise something new.
    if (!isRetryAtRetryAfter) {
      n += 1
      isExecutable = (index + n) % 2 === 0
    }
    const path = quotePath(isExecutable, 1000 + index * 100_000 + n)
    const outcome = await get(path, localAddress, agent)
    record(ordinary, index, outcome, isExecutable)
    if (isRetryAtRetryAfter) {
      ordinary.retriesAtRetryAfter++
      if (outcome.status === 200) ordinary.retriesServed++
    }
    isRetryAtRetryAfter = outcome.status === 429 && !isImpatient
    const waitMs = isRetryAtRetryAfter
      ? (outcome.retryAfter ?? 1) * 1000
      : 1000 + Math.random() * 2000
    if (Date.now() + waitMs >= deadline) break
    await sleep(waitMs)
  }
  agent.destroy()
}

async function greedyClient(index: number, deadline: number) {
  const localAddress = `127.1.${index + 1}.1`
  const agent = new Agent({ keepAlive: true, maxSockets: GREEDY_CONNECTIONS })
  let n = 0
  const loop = async () => {
    while (Date.now() < deadline) {
      n += 1
      const isExecutable = n % 2 === 0
      const path = quotePath(isExecutable, 7_000_000 + index * 100_000 + n)
      record(greedy, index, await get(path, localAddress, agent), isExecutable)
      // Only enough pause to keep the machine responsive; never Retry-After.
      await sleep(5)
    }
  }
  await Promise.all(Array.from({ length: GREEDY_CONNECTIONS }, loop))
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
  `${clients} ordinary clients (${Math.round(clients * impatientShare)} ignore Retry-After) and ${greedyClients} greedy ones (${GREEDY_CONNECTIONS} connections each, no pause, ${headStartMs / 1000} s head start) for ${seconds} s against a budget of ${budget} per ${windowSeconds} s, shared fairly between /24 groups, queue deadline ${config.upstreamQueueDeadlineMs / 1000} s…`,
)
const deadline = Date.now() + seconds * 1000
laterFromMs = Date.now() + windowSeconds * 1000
const greedyRuns = Array.from({ length: greedyClients }, (_, i) =>
  greedyClient(i, deadline),
)
await sleep(headStartMs)
await Promise.all([
  ...Array.from({ length: clients }, (_, i) => ordinaryClient(i, deadline)),
  ...greedyRuns,
])
await proxy.close()
await upstream.close()

function report(label: string, tally: Tally, count: number) {
  const asked = tally.served + tally.refused
  console.log(`${label} (${count} clients):`)
  console.log(
    `  served:           ${tally.served} of ${asked} (${tally.executableServed} executable); ${tally.servedClients.size} of ${count} clients served at least once`,
  )
  if (tally.servedMs.length > 0) {
    console.log(
      `  served after:     p50 ${quantile(tally.servedMs, 0.5).toFixed(0)} ms, p95 ${quantile(tally.servedMs, 0.95).toFixed(0)} ms, max ${quantile(tally.servedMs, 1).toFixed(0)} ms (queued wait included; deadline ${config.upstreamQueueDeadlineMs} ms)`,
    )
  }
  console.log(`  refused with 429: ${tally.refused}`)
  console.log(
    `  other statuses:   ${JSON.stringify(Object.fromEntries(tally.other))}`,
  )
  if (tally.retryAfters.length > 0) {
    const sorted = [...tally.retryAfters].sort((a, b) => a - b)
    console.log(
      `  Retry-After:      min ${sorted[0]} s, median ${quantile(sorted, 0.5)} s, max ${sorted.at(-1)} s; invalid ${tally.badRetryAfter}`,
    )
    const atOnce = tally.refusalMs.filter((ms) => ms < 100)
    const afterWaiting = tally.refusalMs.filter((ms) => ms >= 100)
    console.log(
      `  429 answered:     ${atOnce.length} at once (p50 ${quantile(atOnce, 0.5).toFixed(0)} ms); ${afterWaiting.length} after waiting in the queue, as soon as the plan showed its deadline would pass (p50 ${quantile(afterWaiting, 0.5).toFixed(0)} ms, max ${quantile(afterWaiting, 1).toFixed(0)} ms)`,
    )
  }
  if (tally.retriesAtRetryAfter > 0) {
    console.log(
      `  retried at Retry-After: ${tally.retriesServed} of ${tally.retriesAtRetryAfter} served`,
    )
  }
}

report('ordinary', ordinary, clients)
report('greedy', greedy, greedyClients)
const maxWindow = maxInAnyWindow(upstream.callTimesMs, windowSeconds * 1000)
const windows = Math.max(1, Math.ceil(seconds / windowSeconds))
console.log(
  `upstream calls:     ${upstream.callTimesMs.length}; most in any ${windowSeconds} s window: ${maxWindow} (budget ${budget})`,
)
const firstCallMs = Math.min(...upstream.callTimesMs.slice(0, 1))
const perWindow = Array.from({ length: windows }, (_, k) =>
  upstream.callTimesMs.filter(
    (atMs) =>
      atMs >= firstCallMs + k * windowSeconds * 1000 &&
      atMs < firstCallMs + (k + 1) * windowSeconds * 1000,
  ),
).map((calls) => calls.length)
console.log(
  `calls per window:   ${perWindow.join(', ')} (windows from the first call)`,
)
console.log(`upstream said 429:  ${upstream.getRateLimitedCount()}`)
const fairShare =
  (upstream.callTimesMs.length / (clients + greedyClients)) * greedyClients
console.log(
  `greedy share:       ${greedy.served} of ${upstream.callTimesMs.length} upstream calls (their head start's window, then a fair share: ${fairShare.toFixed(1)} for ${greedyClients} of ${clients + greedyClients} groups over ${windows} window(s))`,
)
const bestOrdinaryLater = Math.max(0, ...ordinary.servedLater.values())
const mostGreedyLater = Math.max(0, ...greedy.servedLater.values())
console.log(
  `after the head start's window: each greedy group at most ${mostGreedyLater} calls, the best-served ordinary group ${bestOrdinaryLater}`,
)
const isRetryAfterTrue =
  ordinary.retriesAtRetryAfter === 0 ||
  ordinary.retriesServed >= 0.9 * ordinary.retriesAtRetryAfter
const ok =
  maxWindow <= budget &&
  upstream.getRateLimitedCount() === 0 &&
  ordinary.badRetryAfter + greedy.badRetryAfter === 0 &&
  ordinary.other.size + greedy.other.size === 0 &&
  isRetryAfterTrue &&
  mostGreedyLater <= bestOrdinaryLater + 1
console.log(ok ? 'PASS' : 'FAIL')
if (process.env.BENCH_JSON_OUT) {
  writeFileSync(
    process.env.BENCH_JSON_OUT,
    JSON.stringify({
      clients,
      seconds,
      budget,
      windowSeconds,
      served: ordinary.served + greedy.served,
      refused: ordinary.refused + greedy.refused,
      ordinaryServed: ordinary.served,
      greedyServed: greedy.served,
      servedWaitP95Ms: Math.round(
        quantile([...ordinary.servedMs, ...greedy.servedMs], 0.95),
      ),
      servedWaitMaxMs: Math.round(
        quantile([...ordinary.servedMs, ...greedy.servedMs], 1),
      ),
      retriesAtRetryAfter: ordinary.retriesAtRetryAfter,
      retriesServed: ordinary.retriesServed,
      mostGreedyLater,
      bestOrdinaryLater,
      upstreamCalls: upstream.callTimesMs.length,
      maxUpstreamInWindow: maxWindow,
      upstream429: upstream.getRateLimitedCount(),
      ok,
    }),
  )
}
process.exit(ok ? 0 : 1)
