// Three proxy instances on one Redis, on the spec's budget (20 per 60 s),
// against one upstream: the shared reads the app makes (chains, a token list
// page, a token detail, health) are served stale-while-revalidate, so each
// is fetched once cold (as a client's request) and then refreshed at most
// once per freshness period (the row's cacheSeconds) by one instance for
// all, in the background lane, whose share of the budget bounds them all
// together (UPSTREAM_BACKGROUND_SHARE_PERCENT, 25 %: 5 a window). 30 clients
// spread over the instances keep asking. Starts a throwaway redis-server (on
// PATH) and a stand-in upstream that counts calls per path, runs the load
// with REDIS_URL, then (unless --no-compare) the same load on three
// instances without it, and prints the upstream calls per route for both,
// the bound 1 + floor(seconds / freshness) per route, and the worst case for
// shared reads under steady traffic: min(the sum over the entries in use of
// 60 / freshness, the background share) refreshes per minute.
//
// Usage: npx tsx scripts/loadSharedCache.ts [--seconds 120] [--clients 30]
//        [--no-compare]
import { parseArgs } from 'node:util'
import { endpoints } from '../schema/endpoints'
import { parseConfig } from '../server/config'
import { startProxy } from '../server/startProxy'
import { startFixtureUpstream } from '../server/testing/startFixtureUpstream'
import { startRedisServer } from '../server/testing/startRedisServer'
import { sampleApiPaths } from '../server/testing/upstreamFixtures'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '120' },
    clients: { type: 'string', default: '30' },
    'no-compare': { type: 'boolean', default: false },
  },
})
const seconds = Number(args.seconds)
const clients = Number(args.clients)
const INSTANCES = 3
const apiKey = 'shared-cache-key-0123456789'
const routes = ['chains', 'tokenList', 'tokenDetail', 'health'] as const

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What one load run saw: upstream calls per route, and the answers. */
type LoadResult = {
  callsByRoute: Record<string, number>
  requests: number
  failures: number
  /** Answers by X-Cache label. */
  labels: Map<string, number>
}

async function run(redisUrl: string | undefined): Promise<LoadResult> {
  const upstream = await startFixtureUpstream({ apiKey })
  const config = parseConfig({
    UPSTREAM_URL: upstream.url,
    AGGREGATOR_API_KEY: apiKey,
    PORT: '0',
    CLIENT_API_REQUEST_LIMIT: '1000000',
    REDIS_URL: redisUrl,
  })
  const proxies = await Promise.all(
    Array.from({ length: INSTANCES }, () =>
      startProxy({ config, log: () => {} }),
    ),
  )
  const labels = new Map<string, number>()
  let requests = 0
  let failures = 0
  const deadline = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      const proxy = proxies[index % INSTANCES]
      while (Date.now() < deadline) {
        const route = routes[Math.floor(Math.random() * routes.length)]
        if (!proxy || !route) break
        const response = await fetch(`${proxy.url}${sampleApiPaths[route]}`)
        await response.arrayBuffer()
        requests += 1
        if (response.status !== 200) failures += 1
        const label = response.headers.get('x-cache') ?? 'none'
        labels.set(label, (labels.get(label) ?? 0) + 1)
        await sleep(20 + Math.random() * 60)
      }
    }),
  )
  for (const proxy of proxies) await proxy.close()
  await upstream.close()
  const callsByRoute = Object.fromEntries(
    routes.map((route) => {
      const upstreamPath = sampleApiPaths[route].replace(/^\/api/, '')
      return [route, upstream.callsByPath.get(upstreamPath) ?? 0]
    }),
  )
  return { callsByRoute, requests, failures, labels }
}

function print(title: string, result: LoadResult) {
  console.log(`${title}:`)
  console.log(
    `  ${result.requests} requests (${result.failures} not 200); X-Cache ${JSON.stringify(Object.fromEntries(result.labels))}`,
  )
  let total = 0
  for (const route of routes) {
    const fresh = endpoints[route].cacheSeconds
    const calls = result.callsByRoute[route] ?? 0
    total += calls
    console.log(
      `  ${route.padEnd(12)} fresh ${String(fresh).padStart(3)} s: ${String(calls).padStart(3)} upstream calls (bound with Redis: 1 cold + ${Math.floor(seconds / fresh)} refreshes)`,
    )
  }
  const cold = result.labels.get('miss') ?? 0
  const refreshes = total - cold
  console.log(
    `  total        ${total} upstream calls: ${cold} cold, ${refreshes} refreshes = ${((refreshes * 60) / seconds).toFixed(1)} a minute`,
  )
  return total
}

/** Refreshes a minute at most, for the entries in use, and the cap. */
function worstCase(budget: number, sharePercent: number) {
  const demand = routes.reduce(
    (sum, route) => sum + 60 / endpoints[route].cacheSeconds,
    0,
  )
  const cap = Math.floor((budget * sharePercent) / 100)
  return { demand, cap, perMinute: Math.min(demand, cap) }
}

const redis = await startRedisServer()
let isWithinBound = false
try {
  console.log(
    `${clients} clients over ${INSTANCES} proxy instances for ${seconds} s, cacheable routes only…`,
  )
  const shared = await run(redis.url)
  print(`${INSTANCES} instances, one REDIS_URL`, shared)
  isWithinBound = routes.every(
    (route) =>
      (shared.callsByRoute[route] ?? 0) <=
      1 + Math.floor(seconds / endpoints[route].cacheSeconds),
  )
  const worst = worstCase(20, 25)
  console.log(
    `worst case for shared reads under steady traffic, 3 instances on Redis, budget 20/60 s: min(${worst.demand.toFixed(1)} refreshes a minute for these ${routes.length} entries (60 / freshness each), the background share ${worst.cap} a window) = ${worst.perMinute.toFixed(1)} upstream calls a minute; with more entries (list pages, token details) it stays at ${worst.cap} a minute, ${Math.round((worst.cap / 20) * 100)} % of the budget, never while a person waits`,
  )
  if (!args['no-compare']) {
    print(`${INSTANCES} instances, no Redis`, await run(undefined))
  }
} finally {
  redis.stop()
}
console.log(isWithinBound ? 'PASS' : 'FAIL')
process.exit(isWithinBound ? 0 : 1)
