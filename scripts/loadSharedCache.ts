// Three proxy instances on one Redis against one upstream: the cacheable
// routes (chains, sources, token list, token details, spender) must be
// fetched about once per TTL in total, not once per instance, while 30
// clients spread over the instances keep asking for them. Starts a throwaway
// redis-server (on PATH) and a stand-in upstream that counts calls per path,
// runs the load with REDIS_URL, then (unless --no-compare) the same load on
// three instances without it, and prints the upstream calls per route for
// both, next to the bound ceil(seconds / TTL).
//
// Usage: npx tsx scripts/loadSharedCache.ts [--seconds 30] [--clients 30]
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
    seconds: { type: 'string', default: '30' },
    clients: { type: 'string', default: '30' },
    'no-compare': { type: 'boolean', default: false },
  },
})
const seconds = Number(args.seconds)
const clients = Number(args.clients)
const INSTANCES = 3
const apiKey = 'shared-cache-key-0123456789'
const routes = [
  'chains',
  'sources',
  'tokenList',
  'tokenDetail',
  'spender',
] as const

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function run(redisUrl: string | undefined) {
  const upstream = await startFixtureUpstream({ apiKey })
  const config = parseConfig({
    UPSTREAM_URL: upstream.url,
    AGGREGATOR_API_KEY: apiKey,
    PORT: '0',
    UPSTREAM_BUDGET: '100000',
    CLIENT_LIMIT: '100000',
    CLIENT_REQUEST_LIMIT: '1000000',
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

function print(title: string, result: Awaited<ReturnType<typeof run>>) {
  console.log(`${title}:`)
  console.log(
    `  ${result.requests} requests (${result.failures} not 200); X-Cache ${JSON.stringify(Object.fromEntries(result.labels))}`,
  )
  let total = 0
  for (const route of routes) {
    const ttl = endpoints[route].cacheSeconds
    const calls = result.callsByRoute[route] ?? 0
    total += calls
    console.log(
      `  ${route.padEnd(12)} TTL ${String(ttl).padStart(3)} s: ${String(calls).padStart(3)} upstream calls (once per TTL: ${Math.ceil(seconds / ttl)})`,
    )
  }
  console.log(`  total        ${total} upstream calls`)
  return total
}

const redis = await startRedisServer()
let isWithinBound = false
try {
  console.log(
    `${clients} clients over ${INSTANCES} proxy instances for ${seconds} s, cacheable routes only…`,
  )
  const shared = await run(redis.url)
  print(`${INSTANCES} instances, one REDIS_URL`, shared)
  // One TTL may start just before the run and the last just before its end.
  isWithinBound = routes.every(
    (route) =>
      (shared.callsByRoute[route] ?? 0) <=
      Math.ceil(seconds / endpoints[route].cacheSeconds) + 1,
  )
  if (!args['no-compare']) {
    print(`${INSTANCES} instances, no Redis`, await run(undefined))
  }
} finally {
  redis.stop()
}
console.log(isWithinBound ? 'PASS' : 'FAIL')
process.exit(isWithinBound ? 0 : 1)
