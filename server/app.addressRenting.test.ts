import { describe, expect, test } from 'vitest'
import { createTestProxy, TEST_START_MS } from './testing/createTestProxy'
import {
  createClient,
  maxCallsInAnyWindow,
  servedOf,
  simulateClients,
} from './testing/simulateClients'
import { TOKEN_A, TOKEN_B } from './testing/upstreamFixtures'

// What renting addresses buys (server/README.md prints these figures): a
// lone user who always wants a quote, against an attacker who rents
// addresses, on the spec's budget (20 per 60 s) with the default queue (64
// places, 4 per group, 12 s). Client groups are nested: an IPv4 /24; an
// IPv6 /56 inside its /48 inside its /32, each level a fair share of the
// queue and of the window. Everyone is patient (comes back at its
// Retry-After) and always has a request in: the attacker's clients one
// each, the lone user one. The clock is simulated; the upstream is an
// injected fetch standing in for the production service, which cannot
// exist in tests.

const budgetEnv = {
  UPSTREAM_BUDGET: '20',
  UPSTREAM_BUDGET_WINDOW_SECONDS: '60',
}
const WINDOW_MS = 60_000
const RUN_WINDOWS = 5
const LONE_USER = '198.51.1.7'

const indicative = (i: number) =>
  `/api/swap/v1/31337/quote?src=${TOKEN_A}&dst=${TOKEN_B}&amount=${i + 1}`

/** The `n`-th /56 (0 … 255) of 2001:db8:1::/48, one host in it. */
const inOneSlash48 = (n: number) => `2001:db8:1:${(n * 256).toString(16)}::7`
/** The `n`-th /48 of 2001:db8::/32, one host in it. */
const inOneSlash32 = (n: number) => `2001:db8:${(n + 16).toString(16)}::7`
/** The `n`-th IPv4 /24 of 203.0.0.0/16. */
const inOwnSlash24 = (n: number) => `203.0.${n}.7`

type Figures = {
  attackerAddresses: number
  userCalls: number
  attackerCalls: number
  /** Percent of the calls in the windows measured. */
  userShare: number
  userMeanWaitSeconds: number
}

/** Runs the lone user against attackers at `ips` and measures the
 * windows after the first (the first is the lone user's alone). */
async function measure(
  ips: string[],
  { concurrency = 1, spreadMs = WINDOW_MS } = {},
): Promise<Figures> {
  const proxy = createTestProxy({ env: budgetEnv })
  const user = createClient({
    ip: LONE_USER,
    path: (i) => indicative(i),
    isPatient: true,
  })
  // The attacker's clients start spread over `spreadMs` (0: all at once).
  const attackers = ips.map((ip, n) =>
    createClient({
      ip,
      path: (i) => indicative(1_000_000 + n * 10_000 + i),
      isPatient: true,
      concurrency,
      startAfterMs: Math.floor((n * spreadMs) / ips.length),
    }),
  )
  await simulateClients({
    proxy,
    clients: [user, ...attackers],
    durationMs: RUN_WINDOWS * WINDOW_MS,
  })
  expect(maxCallsInAnyWindow(proxy, WINDOW_MS)).toBeLessThanOrEqual(20)
  const fromMs = TEST_START_MS + WINDOW_MS
  const toMs = TEST_START_MS + RUN_WINDOWS * WINDOW_MS
  const isMeasured = (atMs: number) => atMs >= fromMs && atMs < toMs
  const attackerCalls = attackers.reduce(
    (sum, client) =>
      sum +
      servedOf(client).filter((outcome) => isMeasured(outcome.answeredAtMs))
        .length,
    0,
  )
  // The user's wait: from the first ask after its last quote (a 429's
  // retry at Retry-After included) to the next quote.
  const waits: number[] = []
  let wantedSinceMs: number | undefined
  for (const outcome of user.outcomes) {
    wantedSinceMs ??= outcome.askedAtMs
    if (outcome.status !== 200) continue
    if (isMeasured(outcome.answeredAtMs)) {
      waits.push(outcome.answeredAtMs - wantedSinceMs)
    }
    wantedSinceMs = undefined
  }
  const userCalls = waits.length
  const meanWaitMs =
    waits.reduce((sum, wait) => sum + wait, 0) / Math.max(1, waits.length)
  return {
    attackerAddresses: ips.length,
    userCalls,
    attackerCalls,
    userShare: Math.round((100 * userCalls) / (userCalls + attackerCalls)),
    userMeanWaitSeconds: Math.round(meanWaitMs / 100) / 10,
  }
}

describe('what renting addresses buys', () => {
  test('behavior: 256 /56s of one /48 together get no more than one /48’s share: what one /56 gets with 4 connections, while 16 /24s get 16 shares', async () => {
    const one = await measure([inOneSlash48(0)], { concurrency: 4 })
    const rented = await measure(
      Array.from({ length: 256 }, (_, n) => inOneSlash48(n)),
    )
    const perSlash48 = await measure(
      Array.from({ length: 16 }, (_, n) => inOneSlash32(n)),
      { concurrency: 4 },
    )
    const perSlash24 = await measure(
      Array.from({ length: 16 }, (_, n) => inOwnSlash24(n)),
      { concurrency: 4 },
    )
    const herd = await measure(
      Array.from({ length: 256 }, (_, n) => inOneSlash48(n)),
      { spreadMs: 0 },
    )
    process.stdout.write(
      `${JSON.stringify(
        {
          'one /56, 4 connections': one,
          '256 /56s of one /48': rented,
          '16 /48s of one /32, 4 connections each': perSlash48,
          '16 IPv4 /24s, 4 connections each': perSlash24,
          '256 /56s of one /48, all starting at once': herd,
        },
        null,
        2,
      )}\n`,
    )
    // Four windows of 20, used but for a slot held back for the user now
    // and then (planUpstreamSlots: the share rule). However many /56s (or
    // /48s of one /32) the attacker rents, it gets what one group gets:
    // one share of the window and the places of one group in the queue,
    // at every level of its block, whether its clients start spread over
    // a window or all at once.
    for (const figures of [one, rented, perSlash48, herd]) {
      expect(figures.userCalls + figures.attackerCalls).toBeGreaterThanOrEqual(
        76,
      )
    }
    for (const figures of [rented, perSlash48, herd]) {
      expect(figures.attackerCalls).toBeLessThanOrEqual(one.attackerCalls + 2)
      expect(figures.userCalls).toBeGreaterThanOrEqual(one.userCalls - 2)
    }
    // One block of two active: half the window each.
    expect(one.userCalls).toBeGreaterThanOrEqual(36)
    // Sixteen /24s are sixteen subscribers: each has a group's share.
    expect(perSlash24.userCalls).toBeLessThan(one.userCalls / 2)
  }, 120_000)
})
