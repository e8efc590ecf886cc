// Benchmark of the reference aggregator's quoting: the median time of a split
// two-hop quote (LINK → WETH: LINK trades only against USDC, and USDC → WETH
// splits over both pool families), answered in-process through `app.request`
// against a fresh devnet, so it covers validation, the block-pinned
// Multicall3 read over JSON-RPC, routing and response checks. Also prints a
// three-path quote (UNI → DAI) for comparison. Target: median under 50 ms.
//
//   npx tsx scripts/benchAggregator.ts [requests=200]
//
// With BENCH_JSON_OUT=<file> it also writes its figures there as JSON (how
// `npm run bench` collects them).
import { writeFileSync } from 'node:fs'
import { createApp, DEFAULT_API_KEY } from '../devnet/aggregator/createApp'
import { startDevnet } from '../devnet/startDevnet'

const requests = Number(process.argv[2] ?? 200)
const devnet = await startDevnet()
const results: { label: string; medianMs: number; p95Ms: number }[] = []
try {
  const app = createApp({
    client: devnet.publicClient,
    world: devnet.world,
    rateLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
  })
  const { tokens } = devnet.world
  const cases = [
    {
      label: 'split two-hop LINK → WETH (20,000 LINK)',
      src: tokens.LINK.address,
      dst: tokens.WETH.address,
      amount: 20_000n * 10n ** 18n,
    },
    {
      label: 'split multi-hop UNI → DAI (1,000 UNI)',
      src: tokens.UNI.address,
      dst: tokens.DAI.address,
      amount: 1_000n * 10n ** 18n,
    },
  ]
  for (const { label, src, dst, amount } of cases) {
    const path = `/swap/v1/${devnet.chainId}/quote?src=${src}&dst=${dst}&amount=${amount}&includeRoutes=true`
    const timings: number[] = []
    let shape = ''
    for (let index = 0; index < requests + 10; index++) {
      const startedAt = performance.now()
      const response = await app.request(path, {
        headers: { apikey: DEFAULT_API_KEY },
      })
      const body = (await response.json()) as {
        routes?: { pools: unknown[] }[]
      }
      const elapsed = performance.now() - startedAt
      if (response.status !== 200) {
        throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`)
      }
      shape = (body.routes ?? []).map((r) => r.pools.length).join('+')
      // the first requests warm up the JIT and connections
      if (index >= 10) timings.push(elapsed)
    }
    timings.sort((a, b) => a - b)
    const at = (q: number) =>
      (
        timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ??
        Number.NaN
      ).toFixed(1)
    console.log(
      `${label}: paths of ${shape} hops; ${requests} requests, ` +
        `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
    )
    results.push({ label, medianMs: Number(at(0.5)), p95Ms: Number(at(0.95)) })
  }
  if (process.env.BENCH_JSON_OUT) {
    writeFileSync(process.env.BENCH_JSON_OUT, JSON.stringify({ results }))
  }
} finally {
  await devnet.stop()
}
