// Benchmark of the integrator proxy's added latency and cache-hit throughput.
//
// Starts a stand-in upstream (a minimal hono server answering the spec's
// shapes at once, server/testing/startFixtureUpstream.ts) and the proxy
// (server/startProxy.ts, real config, JSON logs formatted but discarded) on
// loopback ports, each in its own process so neither shares an event loop
// with the client; then in one run, interleaving request by request over
// keep-alive connections:
//   - uncacheable routes (indicative and executable quotes): upstream
//     directly vs through the proxy, p50/p99 and the difference;
//   - a cacheable route (chains): upstream directly vs a proxy cache hit;
//   - cache-hit throughput: many concurrent clients on a cached route;
//   - the uncacheable routes again through a second proxy on the spec's
//     budget (20 calls per 60 s, every other setting its default): its
//     budget is reset (POST /api/__devnet/budget/reset, the upstream being
//     loopback) before every 20th pair, so each proxied request is served
//     at once with 0 to 19 calls in the window, as a user meets it. A
//     request that must wait for budget is not the proxy's added latency:
//     none does here (one that did would wait past the queue's deadline
//     and fail the run with its 429).
// The first proxy runs on a budget of 1,000,000 (the window then holds
// every call of the run, thousands): what a request costs must not grow
// with the calls in the window. Added latency is the proxy's percentile
// minus the upstream's, request pairs interleaved. Target: ≤ 1 ms added at
// p50 on both budgets. With --reference, the upstream is the
// reference aggregator on a fresh devnet instead (its own work then
// dominates; useful as a sanity check, not as the overhead figure).
//
// Usage: npx tsx scripts/benchProxy.ts [--iterations 3000] [--seconds 5]
//        [--concurrency 32] [--reference]
// With BENCH_JSON_OUT=<file> it also writes its figures there as JSON (how
// `npm run bench` collects them).
import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { parseConfig } from '../server/config'
import { startProxy } from '../server/startProxy'
import { startFixtureUpstream } from '../server/testing/startFixtureUpstream'
import { NATIVE, sampleApiPaths } from '../server/testing/upstreamFixtures'

const { values: args } = parseArgs({
  options: {
    iterations: { type: 'string', default: '3000' },
    seconds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '32' },
    reference: { type: 'boolean', default: false },
    role: { type: 'string' },
    upstream: { type: 'string' },
    key: { type: 'string' },
  },
})
const FIXTURE_KEY = 'bench-key-0123456789'

/** Child roles: serve, print `ready <url> <key>`, run until killed. */
async function serveRole(role: string) {
  if (role === 'fixture') {
    const upstream = await startFixtureUpstream({ apiKey: FIXTURE_KEY })
    return { url: upstream.url, key: FIXTURE_KEY }
  }
  if (role === 'reference') {
    const { startDevnet } = await import('../devnet/startDevnet')
    const { startAggregator } = await import(
      '../devnet/aggregator/startAggregator'
    )
    const devnet = await startDevnet()
    const aggregator = await startAggregator({
      rpcUrl: devnet.rpcUrl,
      world: devnet.world,
      rateLimit: { limit: 1_000_000_000, windowMs: 60_000 },
    })
    process.once('SIGTERM', () => {
      void aggregator
        .stop()
        .then(() => devnet.stop())
        .finally(() => process.exit(0))
    })
    return { url: aggregator.url, key: 'devnet-key' }
  }
  const limits =
    role === 'proxy-spec'
      ? {}
      : {
          UPSTREAM_BUDGET: '1000000',
          CLIENT_UPSTREAM_CALL_LIMIT: '1000000',
          CLIENT_API_REQUEST_LIMIT: '10000000',
        }
  const proxy = await startProxy({
    config: parseConfig({
      UPSTREAM_URL: args.upstream,
      AGGREGATOR_API_KEY: args.key,
      PORT: '0',
      ...limits,
    }),
    log: () => {},
  })
  return { url: proxy.url, key: '' }
}

function startChild(role: string, extra: string[] = []) {
  const child = spawn(
    process.execPath,
    [...process.execArgv, process.argv[1] ?? '', '--role', role, ...extra],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  return new Promise<{ child: ChildProcess; url: string; key: string }>(
    (resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${role} exited ${code}`)))
      const lines = createInterface({ input: child.stdout })
      lines.on('line', (line) => {
        const [word, url = '', key = ''] = line.split(' ')
        if (word === 'ready') resolve({ child, url, key })
      })
    },
  )
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 })

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const startedAt = performance.now()
    const req = request(url, { agent, headers }, (res) => {
      res.resume()
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - startedAt,
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** The spec's budget: calls per window (the proxy's default). */
const SPEC_BUDGET = 20

function resetBudget(proxyUrl: string) {
  return new Promise<void>((resolve, reject) => {
    const req = request(
      `${proxyUrl}/api/__devnet/budget/reset`,
      { agent, method: 'POST' },
      (res) => {
        res.resume()
        res.on('end', () =>
          res.statusCode === 204
            ? resolve()
            : reject(new Error(`budget reset answered ${res.statusCode}`)),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

function percentile(sorted: number[], p: number) {
  const index = Math.min(
    sorted.length - 1,
    Math.floor((p / 100) * sorted.length),
  )
  return sorted[index] ?? Number.NaN
}

/** Direct (d) and proxied (x) latency at one percentile, in ms. */
type LatencyAt = { d: number; x: number; added: number }

/** One route's latencies, straight to the upstream and through the proxy. */
type Comparison = {
  label: string
  p50: LatencyAt
  p95: LatencyAt
  p99: LatencyAt
}

type Throughput = { perSecond: number; failed: number }

async function compare(
  label: string,
  directUrl: string,
  proxyUrl: string,
  key: string,
  iterations: number,
  /** Reset the proxy's budget before every SPEC_BUDGET-th pair. */
  resetUrl?: string,
): Promise<Comparison> {
  const direct: number[] = []
  const proxied: number[] = []
  const warmup = Math.min(300, iterations)
  for (let i = 0; i < iterations + warmup; i++) {
    if (resetUrl && i % SPEC_BUDGET === 0) await resetBudget(resetUrl)
    const a = await get(directUrl, { apikey: key })
    const b = await get(proxyUrl)
    if (a.status !== 200 || b.status !== 200) {
      throw new Error(`${label}: direct ${a.status}, proxy ${b.status}`)
    }
    if (i >= warmup) {
      direct.push(a.ms)
      proxied.push(b.ms)
    }
  }
  direct.sort((x, y) => x - y)
  proxied.sort((x, y) => x - y)
  const at = (p: number): LatencyAt => {
    const d = percentile(direct, p)
    const x = percentile(proxied, p)
    return { d, x, added: x - d }
  }
  return { label, p50: at(50), p95: at(95), p99: at(99) }
}

async function throughput(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  concurrency: number,
): Promise<Throughput> {
  const deadline = performance.now() + seconds * 1000
  let done = 0
  let failed = 0
  const worker = async () => {
    while (performance.now() < deadline) {
      const { status } = await get(url, headers)
      if (status === 200) done++
      else failed++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { perSecond: done / seconds, failed }
}

/** Real pairs of the devnet world (its addresses are deterministic). */
async function getReferencePaths() {
  const { world } = await import('../devnet/world')
  const { devAddresses } = await import('../devnet/devAccounts')
  const pair = `src=${NATIVE}&dst=${world.tokens.USDC.address}&amount=1000000000000000000`
  return {
    swapQuote: `/api/swap/v1/${world.chainId}/quote?${pair}`,
    partnerQuote: `/api/partner/v1/${world.chainId}/quote?${pair}&payer=${devAddresses[1]}&slippage=0.5`,
    chains: '/api/partner/v1/chains',
  }
}

async function runBenchmark() {
  const iterations = Number(args.iterations)
  const seconds = Number(args.seconds)
  const concurrency = Number(args.concurrency)
  const upstream = await startChild(args.reference ? 'reference' : 'fixture')
  const upstreamArgs = ['--upstream', upstream.url, '--key', upstream.key]
  const proxy = await startChild('proxy', upstreamArgs)
  const specProxy = await startChild('proxy-spec', upstreamArgs)
  try {
    const paths = args.reference ? await getReferencePaths() : sampleApiPaths
    const routes = [
      ['swap quote (indicative, never cached)', paths.swapQuote],
      ['partner quote (executable, never cached)', paths.partnerQuote],
      ['chains (proxy cache hit)', paths.chains],
    ] as const
    const results = []
    for (const [label, apiPath] of routes) {
      const path = apiPath.slice('/api'.length)
      results.push(
        await compare(
          label,
          `${upstream.url}${path}`,
          `${proxy.url}/api${path}`,
          upstream.key,
          iterations,
        ),
      )
    }
    const chains = '/partner/v1/chains'
    const hits = await throughput(
      `${proxy.url}/api${chains}`,
      {},
      seconds,
      concurrency,
    )
    const direct = await throughput(
      `${upstream.url}${chains}`,
      { apikey: upstream.key },
      seconds,
      concurrency,
    )
    const atSpecBudget = []
    for (const [label, apiPath] of routes.slice(0, 2)) {
      const path = apiPath.slice('/api'.length)
      atSpecBudget.push(
        await compare(
          label,
          `${upstream.url}${path}`,
          `${specProxy.url}/api${path}`,
          upstream.key,
          iterations,
          specProxy.url,
        ),
      )
    }
    const report = {
      results,
      atSpecBudget,
      hits,
      direct,
      iterations,
      seconds,
      concurrency,
    }
    printReport(report)
    if (process.env.BENCH_JSON_OUT) {
      writeFileSync(process.env.BENCH_JSON_OUT, JSON.stringify(report))
    }
  } finally {
    agent.destroy()
    specProxy.child.kill()
    proxy.child.kill()
    upstream.child.kill()
  }
}

function printReport(report: {
  results: Comparison[]
  atSpecBudget: Comparison[]
  hits: Throughput
  direct: Throughput
  iterations: number
  seconds: number
  concurrency: number
}) {
  const ms = (v: number) => v.toFixed(3).padStart(10)
  const source = args.reference ? 'reference aggregator' : 'fixture stand-in'
  const table = (title: string, comparisons: Comparison[]) => {
    console.log(`\n${title}`)
    console.log(
      `${'route'.padEnd(42)}${['p50', 'p95', 'p99']
        .flatMap((p) => [`${p} direct`, `${p} proxy`, `${p} added`])
        .map((head) => head.padStart(11))
        .join('')}`,
    )
    for (const r of comparisons) {
      const cells = [r.p50, r.p95, r.p99].flatMap((at) => [
        ms(at.d),
        ms(at.x),
        ms(at.added),
      ])
      console.log(`${r.label.padEnd(42)} ${cells.join(' ')}`)
    }
  }
  console.log(
    `\nproxy benchmark: ${report.iterations} interleaved request pairs per route, upstream = ${source}, times in ms`,
  )
  table(
    'budget 1,000,000 per 60 s (the window holds every call of the run):',
    report.results,
  )
  table(
    `spec's budget, ${SPEC_BUDGET} per 60 s, reset every ${SPEC_BUDGET} pairs (each request served at once, 0-${SPEC_BUDGET - 1} calls in the window):`,
    report.atSpecBudget,
  )
  console.log(
    `\ncache-hit throughput, ${report.concurrency} concurrent for ${report.seconds} s: ${report.hits.perSecond.toFixed(0)} req/s through the proxy (${report.hits.failed} failed); the upstream alone on the same route: ${report.direct.perSecond.toFixed(0)} req/s`,
  )
  if (args.reference) {
    console.log(
      "reference mode: the service, anvil, the proxy and this client share the machine, so these differences include the service's own variance; the proxy's overhead figure is the fixture run",
    )
    return
  }
  const worst = Math.max(
    ...[...report.results.slice(0, 2), ...report.atSpecBudget].map(
      (r) => r.p50.added,
    ),
  )
  console.log(
    `target ≤ 1 ms added at p50 on never-cached routes, both budgets: ${worst <= 1 ? 'met' : 'NOT met'} (worst ${worst.toFixed(3)} ms)`,
  )
}

if (args.role) {
  const { url, key } = await serveRole(args.role)
  // The parent holds our stdin; when it goes away, so do we.
  process.stdin.resume()
  process.stdin.once('close', () => process.exit(0))
  console.log(`ready ${url} ${key}`)
} else {
  await runBenchmark()
}
