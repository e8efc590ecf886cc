// Complete swaps on the spec's budget, for real: anvil with the devnet
// deployed, the reference aggregator enforcing 20 requests per 60 s per IP,
// and the integrator proxy on its own defaults (20 per 60 s, fair sharing,
// the reserve for flows, a 12 s queue), all on free loopback ports. Ten
// simulated users, each a Node client from a loopback /24 of its own
// (127.0.N.1: Linux routes all of 127/8 to lo, so the proxy, listening on
// 127.0.0.1, sees ten client groups) with a dev account of its own
// (devnet/devAccounts.ts), do complete swaps back to back, making exactly
// the calls the app makes for one swap with a wallet that cannot batch:
//
//   1. one executable quote: GET /api/partner/v1/{chain}/quote (payer,
//      recipient, slippage);
//   2. for an ERC-20 sell short of allowance, the approval built locally
//      (`approve(router, amount)`, or unlimited for the users whose
//      setting says so; signed with viem against anvil: no upstream call),
//      then a re-quote with `X-Swap-Flow: <first quoteId>`;
//   3. the quote's transaction signed and sent exactly as returned;
//   4. execution reports SUBMITTED and CONFIRMED (REVERTED if so), queued
//      and sent as the app's report sender sends them
//      (src/features/swap/reports/createReportSender.ts): oldest first, one
//      at a time, never while the user's own quote request is in flight,
//      every report paused until a 429's Retry-After.
//
// The mix is a crowd's, not one swap repeated: each user draws its own
// pairs and amounts from a seeded PRNG (createSeededRandom; `--seed`:
// each user draws the same sequence in every run, and how far it gets
// is the figure). Pairs are the ordered pairs of the
// devnet's traded tokens (ETH, USDC, USDT, WETH, DAI, WBTC, LINK, UNI; no
// wrap ETH ↔ WETH) ranked by popularity (rankSwapPairs) and drawn ∝ 1 /
// rank (createZipfSampler): ETH → USDC about one swap in five, a long tail
// of multi-hop pairs. Amounts are log-uniform in USD within a range of the
// user's own (drawSwapAmount: one user trades $20–$200, another
// $200–$2,000), capped by half the user's balance, at 4 significant
// digits: no two quotes are alike, so none can be shared by the proxy (its
// answers are counted against its upstream calls to show it). ETH sells
// need no approval; an ERC-20 sell needs one unless an earlier unlimited
// approval covers it (one user in four, 1, 5 and 9, chooses unlimited, the
// rest keep the app's default, exact). Accounts 1–5 hold every token
// (devnet/README.md); before the run each hands half of each to one of
// accounts 0, 6–9, so every user can sell every token. A 429 on a quote is
// waited out (its Retry-After) and asked again; the time a user waits for
// each quote is from the first ask to the answer. A swap the chain
// reverts (another user's swap moved the pool past the slippage) is
// reported REVERTED and counted apart, not as completed.
//
// Prints swaps completed per minute, upstream calls per completed swap in
// the run and with every report sent, the limit that budget sets (20 a
// minute ÷ calls per swap with its reports), the slowest user's longest
// wait for a quote, upstream 429s (goal 0), and reports sent vs still
// held when the run ends; then it lets the held reports drain for up to
// one window and says how many went.
//
// Usage: npx tsx scripts/loadSwaps.ts [--seconds 180] [--users 10]
//        [--seed 34] [--quick] (60 s)
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
  maxUint256,
  parseEther,
} from 'viem'
import { startAggregator } from '../devnet/aggregator/startAggregator'
import {
  type DevAccountIndex,
  seededAccountIndexes,
} from '../devnet/devAccounts'
import { startDevnet } from '../devnet/startDevnet'
import type { TokenKey } from '../devnet/world'
import { NATIVE_TOKEN_ADDRESS } from '../schema/constants'
import { endpoints } from '../schema/endpoints'
import type { PartnerQuoteResponse } from '../schema/partner'
import { parseConfig } from '../server/config'
import { startProxy } from '../server/startProxy'
import { createSeededRandom } from './createSeededRandom'
import { createZipfSampler } from './createZipfSampler'
import { drawSwapAmount } from './drawSwapAmount'
import { rankSwapPairs } from './rankSwapPairs'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string' },
    users: { type: 'string', default: '10' },
    seed: { type: 'string', default: '34' },
    quick: { type: 'boolean', default: false },
  },
})
const seconds = Number(args.seconds ?? (args.quick ? 60 : 180))
const userCount = Math.min(10, Number(args.users))
const seed = Number(args.seed)
if (!Number.isSafeInteger(seed)) {
  throw new Error(`--seed must be a whole number, got ${args.seed}`)
}
/** The spec's budget, the proxy's default: upstream calls per minute. */
const BUDGET_PER_MINUTE = 20
const SLIPPAGE_PERCENT = '0.5'
/** Left in every account for gas: an ETH sell never draws on it. */
const GAS_MONEY = parseEther('1')
/** Each user's range of trade sizes in USD: its low end lies in this… */
const USER_LOW_USD = { min: 20, max: 200 }
/** …and its high end this many times higher (capped at MAX_USD). */
const USER_RANGE_FACTOR = 10
/** Kept small beside the pools' depths ($600,000+ a side), so a quote
 * rarely meets a pool another user moved past the slippage. */
const MAX_USD = 2000
/** One user in this many sets approvals to unlimited (users 1, 5, 9). */
const UNLIMITED_APPROVER_EVERY = 4
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

/** The traded tokens, most traded first ('ETH' is the native coin). */
type Sellable = 'ETH' | TokenKey
const tokensByPopularity: readonly Sellable[] = [
  'ETH',
  'USDC',
  'USDT',
  'WETH',
  'DAI',
  'WBTC',
  'LINK',
  'UNI',
]
const isEth = (token: Sellable) => token === 'ETH' || token === 'WETH'
const rankedPairs = rankSwapPairs(
  tokensByPopularity,
  // Wrapping is no swap.
  (sell, buy) => !(isEth(sell) && isEth(buy)),
)
const samplePair = createZipfSampler(rankedPairs)
const addressOf = (token: Sellable): Address =>
  token === 'ETH' ? NATIVE_TOKEN_ADDRESS : world.tokens[token].address
const tokenFacts = (token: Sellable) =>
  token === 'ETH'
    ? { priceUsd: world.native.priceUsd, decimals: world.native.decimals }
    : {
        priceUsd: world.tokens[token].priceUsd ?? 0,
        decimals: world.tokens[token].decimals,
      }

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
  ethSells: number
  reverted: number
  /** Swap transactions sent in the run (each owes two reports). */
  sent: number
  /** Quotes served (so upstream calls) for the completed swaps, by kind. */
  quotesWithApproval: number
  quotesWithout: number
  /** Quote answers the proxy gave this user (200s). */
  quotesAnswered: number
  quoteWaitsMs: number[]
  quoteErrors: string[]
  reportsSent: number
  reportsRefused: number
  reportsDropped: number
  held: Report[]
  isQuoteInFlight: boolean
  pairs: Map<string, number>
}

type User = {
  index: DevAccountIndex
  localAddress: string
  random: () => number
  minUsd: number
  maxUsd: number
  isUnlimitedApprover: boolean
  stats: UserStats
}

const isRunning = () => Date.now() < endAtMs
let endAtMs = 0
let isDraining = true

/** A partner quote, asked until served: a 429 is waited out; another
 * refusal ends this swap (the amount or pair will not be quoted). */
async function fetchQuote(
  user: User,
  query: Record<string, string>,
  flowQuoteId?: string,
): Promise<PartnerQuoteResponse | null> {
  const { stats } = user
  const startedAtMs = Date.now()
  const path = `/api/partner/v1/${chainId}/quote?${new URLSearchParams(query)}`
  const headers: Record<string, string> = flowQuoteId
    ? { 'x-swap-flow': flowQuoteId }
    : {}
  while (isRunning()) {
    stats.isQuoteInFlight = true
    const answer = await call('GET', path, user.localAddress, headers).finally(
      () => {
        stats.isQuoteInFlight = false
      },
    )
    if (answer.status === 200) {
      stats.quotesAnswered += 1
      stats.quoteWaitsMs.push(Date.now() - startedAtMs)
      return endpoints.partnerQuote.response.parse(answer.json)
    }
    if (answer.status === 429) {
      const waitMs = (answer.retryAfterSeconds ?? 1) * 1000
      await sleep(Math.min(waitMs, Math.max(0, endAtMs - Date.now())))
      continue
    }
    stats.quoteErrors.push(`${answer.status} ${JSON.stringify(answer.json)}`)
    if (answer.status < 500) return null
    await sleep(1000)
  }
  // The run ended while it waited: that wait counts too.
  stats.quoteWaitsMs.push(Date.now() - startedAtMs)
  return null
}

/** Sends what is held, oldest first, as the app's report sender does. */
async function sendReports(user: User) {
  const { stats } = user
  while (isRunning() || (isDraining && stats.held.length > 0)) {
    const report = stats.held[0]
    if (!report || stats.isQuoteInFlight) {
      // The app looks again this soon (QUOTE_IN_FLIGHT_WAIT_MS).
      await sleep(report ? 500 : 200)
      continue
    }
    const answer = await call(
      'POST',
      '/api/partner/v1/executions',
      user.localAddress,
      {},
      JSON.stringify(report),
    )
    if (answer.status >= 200 && answer.status < 300) {
      stats.held.shift()
      stats.reportsSent += 1
    } else if (answer.status === 429) {
      stats.reportsRefused += 1
      await sleep((answer.retryAfterSeconds ?? 60) * 1000)
    } else if ([400, 409, 422].includes(answer.status)) {
      // The proxy will never take this report as it is (unknown, in
      // conflict with what it holds for the quote, or not the quote's
      // payer's transaction on chain): asking again only spends requests,
      // so it is dropped, and the run fails on it.
      stats.held.shift()
      stats.reportsDropped += 1
    } else {
      // A 503 (the node does not know the transaction yet) says when.
      await sleep((answer.retryAfterSeconds ?? 1) * 1000)
    }
  }
}

/** The user's next pair and amount: drawn until its balance covers one. */
async function drawSwap(user: User) {
  const wallet = devnet.walletClientFor(user.index)
  const payer = wallet.account.address
  for (;;) {
    const { sell, buy } = samplePair(user.random)
    const balance =
      sell === 'ETH'
        ? (await devnet.publicClient.getBalance({ address: payer })) - GAS_MONEY
        : await devnet.publicClient.readContract({
            address: addressOf(sell),
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [payer],
          })
    const amount = drawSwapAmount({
      random: user.random,
      ...tokenFacts(sell),
      balance: balance > 0n ? balance : 0n,
      minUsd: user.minUsd,
      maxUsd: user.maxUsd,
    })
    if (amount !== null) return { sell, buy, amount }
  }
}

/** approve(router, value), mined; USDT-like tokens need 0 first. */
async function approve(user: User, token: Address, value: bigint) {
  const wallet = devnet.walletClientFor(user.index)
  const hash = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [router, value],
  })
  await devnet.publicClient.waitForTransactionReceipt({ hash })
}

async function swapOnce(user: User) {
  const { stats } = user
  const wallet = devnet.walletClientFor(user.index)
  const payer = wallet.account.address
  const { sell, buy, amount } = await drawSwap(user)
  const query = {
    src: addressOf(sell),
    dst: addressOf(buy),
    amount: String(amount),
    payer,
    recipient: payer,
    slippage: SLIPPAGE_PERCENT,
  }
  const first = await fetchQuote(user, query)
  if (!first) return
  let quote = first
  let hasApproved = false
  if (sell !== 'ETH') {
    const token = addressOf(sell)
    const allowance = await devnet.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [payer, router],
    })
    if (allowance < amount) {
      // The app pins the router; the quote must name the same one.
      if (!isAddressEqual(quote.tx.to, router)) {
        throw new Error(`quote names router ${quote.tx.to}, not ${router}`)
      }
      if (allowance > 0n) await approve(user, token, 0n)
      await approve(user, token, user.isUnlimitedApprover ? maxUint256 : amount)
      const requote = await fetchQuote(user, query, first.quoteId ?? undefined)
      if (!requote) return
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
  if (isRunning()) stats.sent += 1
  const quoteId = quote.quoteId ?? ''
  stats.held.push({
    quoteId,
    chainId,
    transactionHash: hash,
    status: 'SUBMITTED',
  })
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
  const isConfirmed = receipt.status === 'success'
  stats.held.push({
    quoteId,
    chainId,
    transactionHash: hash,
    status: isConfirmed ? 'CONFIRMED' : 'REVERTED',
  })
  if (!isRunning()) return
  if (!isConfirmed) {
    stats.reverted += 1
    return
  }
  stats.swaps += 1
  const pair = `${sell}→${buy}`
  stats.pairs.set(pair, (stats.pairs.get(pair) ?? 0) + 1)
  if (sell === 'ETH') stats.ethSells += 1
  if (hasApproved) {
    stats.withApproval += 1
    stats.quotesWithApproval += 2
  } else {
    stats.quotesWithout += 1
  }
}

async function runUser(user: User) {
  const reports = sendReports(user)
  while (isRunning()) await swapOnce(user)
  await reports
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

/** Accounts 1–5 hold every token; each gives half of each to a partner
 * among 0, 6–9 (real transfers, no upstream call), so all ten can sell. */
async function shareTokens() {
  const partners: DevAccountIndex[] = [6, 7, 8, 9, 0]
  const plain: TokenKey[] = [
    'USDC',
    'USDT',
    'WETH',
    'DAI',
    'WBTC',
    'LINK',
    'UNI',
  ]
  await Promise.all(
    seededAccountIndexes.map(async (from, i) => {
      const wallet = devnet.walletClientFor(from)
      const to = devnet.walletClientFor(partners[i] ?? 0).account.address
      for (const key of plain) {
        const { address } = world.tokens[key]
        const balance = await devnet.publicClient.readContract({
          address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [wallet.account.address],
        })
        const hash = await wallet.writeContract({
          address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, balance / 2n],
        })
        await devnet.publicClient.waitForTransactionReceipt({ hash })
      }
    }),
  )
}

await shareTokens()
const users: User[] = Array.from({ length: userCount }, (_, i) => {
  const random = createSeededRandom(seed * 1000 + i)
  const minUsd =
    USER_LOW_USD.min * (USER_LOW_USD.max / USER_LOW_USD.min) ** random()
  return {
    index: i as DevAccountIndex,
    localAddress: `127.0.${i + 1}.1`,
    random,
    minUsd,
    maxUsd: Math.min(MAX_USD, minUsd * USER_RANGE_FACTOR),
    isUnlimitedApprover: i % UNLIMITED_APPROVER_EVERY === 1,
    stats: {
      swaps: 0,
      withApproval: 0,
      ethSells: 0,
      reverted: 0,
      sent: 0,
      quotesWithApproval: 0,
      quotesWithout: 0,
      quotesAnswered: 0,
      quoteWaitsMs: [],
      quoteErrors: [],
      reportsSent: 0,
      reportsRefused: 0,
      reportsDropped: 0,
      held: [],
      isQuoteInFlight: false,
      pairs: new Map(),
    },
  }
})
console.log(
  `${userCount} users doing complete swaps back to back for ${seconds} s on a budget of ${BUDGET_PER_MINUTE} per 60 s (proxy and reference service alike), seed ${seed}; ${rankedPairs.length} pairs drawn ∝ 1/rank`,
)
for (const user of users) {
  console.log(
    `  user ${user.index}: $${user.minUsd.toFixed(0)}–$${user.maxUsd.toFixed(0)} a swap, ${user.isUnlimitedApprover ? 'unlimited' : 'exact'} approvals`,
  )
}
const startedAtMs = Date.now()
endAtMs = startedAtMs + seconds * 1000
// Reports go on draining after the run; they are counted apart.
const drainUntilMs = endAtMs + 60_000
const runs = users.map((user) => runUser(user))
await sleep(seconds * 1000)
const sumOf = (pick: (stats: UserStats) => number) =>
  users.reduce((sum, user) => sum + pick(user.stats), 0)
const atEnd = {
  upstreamCalls: upstreamCalls.filter((c) => c.atMs <= endAtMs).length,
  reportsSent: sumOf((stats) => stats.reportsSent),
  reportsHeld: sumOf((stats) => stats.held.length),
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

const swaps = sumOf((stats) => stats.swaps)
const withApproval = sumOf((stats) => stats.withApproval)
const ethSells = sumOf((stats) => stats.ethSells)
const reverted = sumOf((stats) => stats.reverted)
const sent = sumOf((stats) => stats.sent)
const minutes = seconds / 60
const inRun = upstreamCalls.filter((c) => c.atMs <= endAtMs)
const byKind = {
  quotes: inRun.filter((c) => c.path.endsWith('/quote')).length,
  reports: inRun.filter((c) => c.path.endsWith('/executions')).length,
}
const allQuoteCalls = upstreamCalls.filter((c) =>
  c.path.endsWith('/quote'),
).length
// Quote answers the proxy gave beyond the upstream's: shared by its
// cache or merged in flight (executable quotes never are; shown, not
// assumed).
const quotesShared = sumOf((stats) => stats.quotesAnswered) - allQuoteCalls
const upstream429 = upstreamCalls.filter((c) => c.status === 429).length
const waits = users.map((user) => Math.max(0, ...user.stats.quoteWaitsMs))
const allWaits = users.flatMap((user) => user.stats.quoteWaitsMs)
const slowest = Math.max(...waits)
const reportsSentTotal = sumOf((stats) => stats.reportsSent)
const reportsHeldAfter = sumOf((stats) => stats.held.length)
const reportsDropped = sumOf((stats) => stats.reportsDropped)
const quoteErrors = users.flatMap((user) => user.stats.quoteErrors)
const swapsPerMinute = swaps / minutes
const callsPerSwap = swaps > 0 ? atEnd.upstreamCalls / swaps : Number.NaN
// Every swap sent owes two reports (a reverted one too).
const callsPerSwapAllReports =
  swaps > 0 ? (byKind.quotes + 2 * sent) / swaps : Number.NaN
const limitPerMinute = BUDGET_PER_MINUTE / callsPerSwapAllReports
// How much of the budget the run used: a slot left idle is one a report
// could have taken without delaying anyone.
const budgetUsedPercent =
  (100 * atEnd.upstreamCalls) / (BUDGET_PER_MINUTE * minutes)
// Each completed swap's own calls, its two reports included.
const perSwapWithApproval =
  withApproval > 0
    ? sumOf((stats) => stats.quotesWithApproval) / withApproval + 2
    : Number.NaN
const perSwapWithout =
  swaps - withApproval > 0
    ? sumOf((stats) => stats.quotesWithout) / (swaps - withApproval) + 2
    : Number.NaN
const pairCounts = new Map<string, number>()
for (const user of users) {
  for (const [pair, count] of user.stats.pairs) {
    pairCounts.set(pair, (pairCounts.get(pair) ?? 0) + count)
  }
}
const topPairs = [...pairCounts].sort((a, b) => b[1] - a[1])

console.log(
  `swaps completed:     ${swaps} in ${seconds} s = ${swapsPerMinute.toFixed(2)} a minute (goal ≥ 4.5); ${withApproval} with an approval, ${swaps - withApproval} without (${ethSells} ETH sells); ${reverted} reverted`,
)
console.log(
  `the mix:             ${pairCounts.size} pairs; most swapped ${topPairs
    .slice(0, 4)
    .map(([pair, count]) => `${pair} ×${count}`)
    .join(', ')}`,
)
console.log(
  `upstream calls:      ${atEnd.upstreamCalls} in the run (${byKind.quotes} quotes and re-quotes, ${byKind.reports} reports; ${budgetUsedPercent.toFixed(0)} % of the budget) = ${callsPerSwap.toFixed(2)} per completed swap; ${callsPerSwapAllReports.toFixed(2)} per swap were every swap's two reports sent`,
)
console.log(
  `the budget's limit:  ${BUDGET_PER_MINUTE} a minute ÷ ${callsPerSwapAllReports.toFixed(2)} = ${limitPerMinute.toFixed(1)} swaps a minute with every report sent`,
)
console.log(
  `calls per swap:      ${perSwapWithout.toFixed(1)} without an approval (goal ≤ 3), ${perSwapWithApproval.toFixed(1)} with one (goal ≤ 4): its quotes and its two reports`,
)
console.log(
  `quotes shared:       ${quotesShared} of the proxy's quote answers came from no upstream call of their own`,
)
console.log(
  `waits for a quote:   p50 ${(quantile(allWaits, 0.5) / 1000).toFixed(1)} s, p95 ${(quantile(allWaits, 0.95) / 1000).toFixed(1)} s; the slowest user's longest ${(slowest / 1000).toFixed(1)} s`,
)
console.log(`upstream 429s:       ${upstream429} (goal 0)`)
console.log(
  `per user:            ${users
    .map(
      (user, i) =>
        `${user.index}: ${user.stats.swaps} swaps, longest wait ${((waits[i] ?? 0) / 1000).toFixed(0)} s`,
    )
    .join('; ')}`,
)
console.log(
  `reports:             ${atEnd.reportsSent} sent and ${atEnd.reportsHeld} still held when the run ended; after it, ${reportsSentTotal - atEnd.reportsSent} more went in ${(drainedMs / 1000).toFixed(0)} s and ${reportsHeldAfter} are still held (${reportsDropped} refused as unknown or in conflict)`,
)
if (quoteErrors.length > 0) {
  console.log(
    `quote errors:        ${quoteErrors.length}, e.g. ${quoteErrors[0]}`,
  )
}
const ok = upstream429 === 0 && swapsPerMinute >= 4.5 && reportsDropped === 0
console.log(ok ? 'PASS' : 'FAIL')
if (process.env.BENCH_JSON_OUT) {
  writeFileSync(
    process.env.BENCH_JSON_OUT,
    JSON.stringify({
      users: userCount,
      seconds,
      seed,
      pairs: pairCounts.size,
      topPairs: topPairs.slice(0, 5),
      swaps,
      withApproval,
      ethSells,
      reverted,
      swapsPerMinute,
      upstreamCalls: atEnd.upstreamCalls,
      quoteCalls: byKind.quotes,
      reportCalls: byKind.reports,
      quotesShared,
      callsPerSwap,
      callsPerSwapAllReports,
      budgetPerMinute: BUDGET_PER_MINUTE,
      budgetUsedPercent,
      limitPerMinute,
      perSwapWithApproval,
      perSwapWithout,
      quoteWaitP50Ms: quantile(allWaits, 0.5),
      slowestQuoteWaitMs: slowest,
      upstream429,
      reportsSentInRun: atEnd.reportsSent,
      reportsHeldAtEnd: atEnd.reportsHeld,
      reportsSentAfter: reportsSentTotal - atEnd.reportsSent,
      reportsHeldAfterDrain: reportsHeldAfter,
      quoteErrors: quoteErrors.length,
      ok,
    }),
  )
}
process.exit(ok ? 0 : 1)
