// Complete swaps on the spec's budget, for real: anvil with the devnet
// deployed, the reference aggregator enforcing 20 requests per 60 s per IP,
// and the integrator proxy on its own defaults (20 per 60 s, fair sharing,
// the reserve for flows, a 12 s queue), all on free loopback ports. Ten
// simulated users, each a Node client from a loopback /24 of its own
// (127.0.N.1: Linux routes all of 127/8 to lo, so the proxy, listening on
// 127.0.0.1, sees ten client groups) with a dev account of its own
// (devnet/devAccounts.ts), do complete swaps back to back, making exactly
// the calls the app makes for one swap once it builds approvals itself:
//
//   1. one executable quote: GET /api/partner/v1/{chain}/quote (payer,
//      recipient, slippage);
//   2. for an ERC-20 sell short of allowance, the approval built locally
//      (`approve(router, amount)`, signed with viem against anvil: no
//      upstream call), then a re-quote with `X-Swap-Flow: <first quoteId>`;
//   3. the quote's transaction signed and sent exactly as returned;
//   4. execution reports SUBMITTED and CONFIRMED (REVERTED if so), sent at
//      the lowest priority, kept and retried after each 429's Retry-After.
//
// The mix: each user alternates ETH → USDC (native sell, no approval) and
// USDC → DAI (an ERC-20 sell of exactly what it approves, so every one needs
// an approval): half the swaps with an approval, half without. A 429 on a
// quote is waited out (its Retry-After) and asked again; the time a user
// waits for each quote is from the first ask to the answer.
//
// Prints swaps completed per minute (goal ≥ 4.5), upstream calls per
// completed swap (quotes, re-quotes and reports apart), the slowest user's
// longest wait for a quote, upstream 429s (goal 0), and reports sent vs
// still held when the run ends; then it lets the held reports drain for up
// to one window and says how many went.
//
// Usage: npx tsx scripts/loadSwaps.ts [--seconds 180] [--users 10]
//        [--quick] (60 s)
// With BENCH_JSON_OUT=<file> it also writes its figures there as JSON.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  type Address,
  erc20Abi,
  type Hash,
  isAddressEqual,
  parseEther,
  parseUnits,
} from 'viem'
import { startAggregator } from '../devnet/aggregator/startAggregator'
import type { DevAccountIndex } from '../devnet/devAccounts'
import { startDevnet } from '../devnet/startDevnet'
import { NATIVE_TOKEN_ADDRESS } from '../schema/constants'
import { endpoints } from '../schema/endpoints'
import type { PartnerQuoteResponse } from '../schema/partner'
import { parseConfig } from '../server/config'
import { startProxy } from '../server/startProxy'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string' },
    users: { type: 'string', default: '10' },
    quick: { type: 'boolean', default: false },
  },
})
const seconds = Number(args.seconds ?? (args.quick ? 60 : 180))
const userCount = Math.min(10, Number(args.users))
const SLIPPAGE_PERCENT = '0.5'
const ETH_SOLD = parseEther('0.01')
const USDC_SOLD = parseUnits('1', 6)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

console.log('starting anvil, the reference aggregator and the proxy…')
const devnet = await startDevnet()
const aggregator = await startAggregator({
  rpcUrl: devnet.rpcUrl,
  world: devnet.world,
  rateLimit: { limit: 20, windowMs: 60_000 },
})
const upstreamCalls: { path: string; atMs: number; status: number }[] = []
const proxy = await startProxy({
  config: parseConfig({
    UPSTREAM_URL: aggregator.url,
    PORT: '0',
    HOST: '127.0.0.1',
    STATIC_DIR: mkdtempSync(join(tmpdir(), 'load-swaps-')),
    RPC_URLS: `${devnet.chainId}=${devnet.rpcUrl}`,
  }),
  // Counts what reaches the service, and what it answers.
  fetch: async (input, init) => {
    const response = await fetch(input, init)
    upstreamCalls.push({
      path: new URL(input).pathname,
      atMs: Date.now(),
      status: response.status,
    })
    return response
  },
  log: () => {},
})
const { chainId, world } = devnet
const router = world.contracts.router
const usdc = world.tokens.USDC.address
const dai = world.tokens.DAI.address

type Answer = {
  status: number
  json: unknown
  retryAfterSeconds: number | null
}

/** One request to the proxy from `localAddress` (the user's /24). */
function call(
  method: 'GET' | 'POST',
  path: string,
  localAddress: string,
  headers: Record<string, string> = {},
  body?: string,
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      `${proxy.url}${path}`,
      {
        method,
        localAddress,
        headers: body
          ? { ...headers, 'content-type': 'application/json' }
          : headers,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          const header = res.headers['retry-after']
          let json: unknown = null
          try {
            json = text ? JSON.parse(text) : null
          } catch {}
          resolve({
            status: res.statusCode ?? 0,
            json,
            retryAfterSeconds: header === undefined ? null : Number(header),
          })
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

type Report = {
  quoteId: string
  chainId: number
  transactionHash: Hash
  status: 'SUBMITTED' | 'CONFIRMED' | 'REVERTED'
}

type UserStats = {
  swaps: number
  withApproval: number
  /** Quotes served (so upstream calls) for the completed swaps, by kind. */
  quotesWithApproval: number
  quotesWithout: number
  quoteWaitsMs: number[]
  quoteErrors: number
  reportsSent: number
  reportsRefused: number
  reportsDropped: number
  held: Report[]
}

const isRunning = () => Date.now() < endAtMs
let endAtMs = 0
let isDraining = true

/** A partner quote, asked until served: a 429 is waited out. */
async function fetchQuote(
  user: UserStats,
  localAddress: string,
  query: Record<string, string>,
  flowQuoteId?: string,
): Promise<PartnerQuoteResponse | null> {
  const startedAtMs = Date.now()
  const path = `/api/partner/v1/${chainId}/quote?${new URLSearchParams(query)}`
  const headers: Record<string, string> = flowQuoteId
    ? { 'x-swap-flow': flowQuoteId }
    : {}
  while (isRunning()) {
    const answer = await call('GET', path, localAddress, headers)
    if (answer.status === 200) {
      user.quoteWaitsMs.push(Date.now() - startedAtMs)
      return endpoints.partnerQuote.response.parse(answer.json)
    }
    if (answer.status === 429) {
      const waitMs = (answer.retryAfterSeconds ?? 1) * 1000
      await sleep(Math.min(waitMs, Math.max(0, endAtMs - Date.now())))
      continue
    }
    user.quoteErrors += 1
    await sleep(1000)
  }
  // The run ended while it waited: that wait counts too.
  user.quoteWaitsMs.push(Date.now() - startedAtMs)
  return null
}

/** Sends what is held, oldest first, whenever the proxy has room. */
async function sendReports(user: UserStats, localAddress: string) {
  while (isRunning() || (isDraining && user.held.length > 0)) {
    const report = user.held[0]
    if (!report) {
      await sleep(200)
      continue
    }
    const answer = await call(
      'POST',
      '/api/partner/v1/executions',
      localAddress,
      {},
      JSON.stringify(report),
    )
    if (answer.status >= 200 && answer.status < 300) {
      user.held.shift()
      user.reportsSent += 1
    } else if (answer.status === 429) {
      user.reportsRefused += 1
      await sleep((answer.retryAfterSeconds ?? 1) * 1000)
    } else if ([400, 409, 422].includes(answer.status)) {
      // The proxy will never take this report as it is (unknown, in
      // conflict with what it holds for the quote, or not the quote's
      // payer's transaction on chain): asking again only spends requests,
      // so it is dropped, and the run fails on it.
      user.held.shift()
      user.reportsDropped += 1
    } else {
      // A 503 (the node does not know the transaction yet) says when.
      await sleep((answer.retryAfterSeconds ?? 1) * 1000)
    }
  }
}

async function swapOnce(
  index: number,
  user: UserStats,
  localAddress: string,
  isErc20Sell: boolean,
) {
  const wallet = devnet.walletClientFor(index as DevAccountIndex)
  const payer = wallet.account.address
  const query = {
    src: isErc20Sell ? usdc : NATIVE_TOKEN_ADDRESS,
    dst: isErc20Sell ? dai : usdc,
    amount: String(isErc20Sell ? USDC_SOLD : ETH_SOLD),
    payer,
    recipient: payer,
    slippage: SLIPPAGE_PERCENT,
  }
  const first = await fetchQuote(user, localAddress, query)
  if (!first) return false
  let quote = first
  let hasApproved = false
  if (isErc20Sell) {
    const allowance = await devnet.publicClient.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [payer, router],
    })
    if (allowance < USDC_SOLD) {
      // The app pins the router; the quote must name the same one.
      if (!isAddressEqual(quote.tx.to, router)) {
        throw new Error(`quote names router ${quote.tx.to}, not ${router}`)
      }
      const approval = await wallet.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, USDC_SOLD],
      })
      await devnet.publicClient.waitForTransactionReceipt({ hash: approval })
      const requote = await fetchQuote(
        user,
        localAddress,
        query,
        first.quoteId ?? undefined,
      )
      if (!requote) return false
      quote = requote
      hasApproved = true
    }
  }
  const { tx } = quote
  const fees =
    tx.type === 'legacy'
      ? { gasPrice: BigInt(tx.gasPrice) }
      : tx.maxFeePerGas && tx.maxPriorityFeePerGas
        ? {
            maxFeePerGas: BigInt(tx.maxFeePerGas),
            maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas),
          }
        : { gasPrice: BigInt(tx.gasPrice) }
  const hash = await wallet.sendTransaction({
    to: tx.to as Address,
    data: tx.data as `0x${string}`,
    value: BigInt(tx.value),
    gas: BigInt(tx.gas),
    ...fees,
  })
  const quoteId = quote.quoteId ?? ''
  user.held.push({
    quoteId,
    chainId,
    transactionHash: hash,
    status: 'SUBMITTED',
  })
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
  user.held.push({
    quoteId,
    chainId,
    transactionHash: hash,
    status: receipt.status === 'success' ? 'CONFIRMED' : 'REVERTED',
  })
  if (receipt.status !== 'success') {
    throw new Error(`swap ${hash} reverted`)
  }
  if (!isRunning()) return false
  user.swaps += 1
  if (hasApproved) {
    user.withApproval += 1
    user.quotesWithApproval += 2
  } else {
    user.quotesWithout += 1
  }
  return true
}

async function runUser(index: number, user: UserStats) {
  const localAddress = `127.0.${index + 1}.1`
  const reports = sendReports(user, localAddress)
  let n = 0
  while (isRunning()) {
    await swapOnce(index, user, localAddress, n % 2 === 1)
    n += 1
  }
  await reports
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

const users: UserStats[] = Array.from({ length: userCount }, () => ({
  swaps: 0,
  withApproval: 0,
  quotesWithApproval: 0,
  quotesWithout: 0,
  quoteWaitsMs: [],
  quoteErrors: 0,
  reportsSent: 0,
  reportsRefused: 0,
  reportsDropped: 0,
  held: [],
}))
console.log(
  `${userCount} users doing complete swaps back to back for ${seconds} s on a budget of 20 per 60 s (proxy and reference service alike)…`,
)
const startedAtMs = Date.now()
endAtMs = startedAtMs + seconds * 1000
// Reports go on draining after the run; they are counted apart.
const drainUntilMs = endAtMs + 60_000
const runs = users.map((user, index) => runUser(index, user))
await sleep(seconds * 1000)
const atEnd = {
  upstreamCalls: upstreamCalls.filter((c) => c.atMs <= endAtMs).length,
  reportsSent: users.reduce((sum, user) => sum + user.reportsSent, 0),
  reportsHeld: users.reduce((sum, user) => sum + user.held.length, 0),
}
const drainTimer = setTimeout(() => {
  isDraining = false
}, drainUntilMs - Date.now())
await Promise.all(runs)
clearTimeout(drainTimer)
const drainedMs = Date.now() - endAtMs

await proxy.close()
await aggregator.stop()
await devnet.stop()

const swaps = users.reduce((sum, user) => sum + user.swaps, 0)
const withApproval = users.reduce((sum, user) => sum + user.withApproval, 0)
const minutes = seconds / 60
const inRun = upstreamCalls.filter((c) => c.atMs <= endAtMs)
const byKind = {
  quotes: inRun.filter((c) => c.path.endsWith('/quote')).length,
  reports: inRun.filter((c) => c.path.endsWith('/executions')).length,
}
const upstream429 = upstreamCalls.filter((c) => c.status === 429).length
const waits = users.map((user) => Math.max(0, ...user.quoteWaitsMs))
const allWaits = users.flatMap((user) => user.quoteWaitsMs)
const slowest = Math.max(...waits)
const reportsSentTotal = users.reduce((sum, user) => sum + user.reportsSent, 0)
const reportsHeldAfter = users.reduce((sum, user) => sum + user.held.length, 0)
const reportsDropped = users.reduce((sum, user) => sum + user.reportsDropped, 0)
const quoteErrors = users.reduce((sum, user) => sum + user.quoteErrors, 0)
const swapsPerMinute = swaps / minutes
const callsPerSwap = swaps > 0 ? atEnd.upstreamCalls / swaps : Number.NaN
const callsPerSwapAllReports =
  swaps > 0 ? (byKind.quotes + 2 * swaps) / swaps : Number.NaN
const sumOf = (pick: (user: UserStats) => number) =>
  users.reduce((sum, user) => sum + pick(user), 0)
// Each completed swap's own calls, its two reports included.
const perSwapWithApproval =
  withApproval > 0
    ? sumOf((user) => user.quotesWithApproval) / withApproval + 2
    : Number.NaN
const perSwapWithout =
  swaps - withApproval > 0
    ? sumOf((user) => user.quotesWithout) / (swaps - withApproval) + 2
    : Number.NaN

console.log(
  `swaps completed:     ${swaps} in ${seconds} s = ${swapsPerMinute.toFixed(2)} a minute (goal ≥ 4.5); ${withApproval} with an approval, ${swaps - withApproval} without`,
)
console.log(
  `upstream calls:      ${atEnd.upstreamCalls} in the run (${byKind.quotes} quotes and re-quotes, ${byKind.reports} reports) = ${callsPerSwap.toFixed(2)} per completed swap; ${callsPerSwapAllReports.toFixed(2)} per swap were every swap's two reports sent`,
)
console.log(
  `calls per swap:      ${perSwapWithout.toFixed(1)} without an approval (goal ≤ 3), ${perSwapWithApproval.toFixed(1)} with one (goal ≤ 4): its quotes and its two reports`,
)
console.log(
  `waits for a quote:   p50 ${(quantile(allWaits, 0.5) / 1000).toFixed(1)} s, p95 ${(quantile(allWaits, 0.95) / 1000).toFixed(1)} s; the slowest user's longest ${(slowest / 1000).toFixed(1)} s`,
)
console.log(`upstream 429s:       ${upstream429} (goal 0)`)
console.log(
  `reports:             ${atEnd.reportsSent} sent and ${atEnd.reportsHeld} still held when the run ended; after it, ${reportsSentTotal - atEnd.reportsSent} more went in ${(drainedMs / 1000).toFixed(0)} s and ${reportsHeldAfter} are still held (${reportsDropped} refused as unknown or in conflict)`,
)
if (quoteErrors > 0) console.log(`quote errors:        ${quoteErrors}`)
const ok = upstream429 === 0 && swapsPerMinute >= 4.5 && reportsDropped === 0
console.log(ok ? 'PASS' : 'FAIL')
if (process.env.BENCH_JSON_OUT) {
  writeFileSync(
    process.env.BENCH_JSON_OUT,
    JSON.stringify({
      users: userCount,
      seconds,
      swaps,
      withApproval,
      swapsPerMinute,
      upstreamCalls: atEnd.upstreamCalls,
      quoteCalls: byKind.quotes,
      reportCalls: byKind.reports,
      callsPerSwap,
      callsPerSwapAllReports,
      perSwapWithApproval,
      perSwapWithout,
      quoteWaitP50Ms: quantile(allWaits, 0.5),
      slowestQuoteWaitMs: slowest,
      upstream429,
      reportsSentInRun: atEnd.reportsSent,
      reportsHeldAtEnd: atEnd.reportsHeld,
      reportsHeldAfterDrain: reportsHeldAfter,
      ok,
    }),
  )
}
process.exit(ok ? 0 : 1)
