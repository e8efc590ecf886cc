import { matchEndpoint } from '../../schema/endpoints'
import { errorBodySchema } from '../../schema/errorBody'
import { createApp, type ProxyApp } from '../app'
import { type Config, type Env, parseConfig } from '../config'
import type { ResponseCache } from '../createResponseCache'
import type { fetchLogo } from '../fetchLogo'
import type { QuoteRegistry } from '../quoteRegistry'
import type { RateLimitStore } from '../rateLimitStore'
import { upstreamFixtures } from './upstreamFixtures'

/**
 * The proxy in-process, for tests. The upstream is an injected `fetch` that
 * records every call and answers from fixtures: it stands in for the
 * production aggregation service, which cannot exist here. The clock is
 * frozen and moves only when a test says so; `advance` also fires the
 * proxy's timers that come due (the budget queue's deadlines and wake-ups),
 * in order, each at its own time, and resolves once what they started has
 * run. Limits are generous unless a test sets them, so only budget tests
 * meet the budget.
 */

export const TEST_API_KEY = 'test-key-7f3a9c1e5b'
export const TEST_START_MS = Date.parse('2025-06-01T12:00:00.000Z')

export type UpstreamCall = {
  url: URL
  method: string
  headers: Headers
  body: string | undefined
  redirect: RequestInit['redirect']
  atMs: number
}

export type UpstreamHandler = (
  call: UpstreamCall,
  signal: AbortSignal | undefined,
) => Response | Promise<Response>

export const json = (body: unknown, status = 200, headers = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

/** Answers each allowlisted request with its row's fixture. */
export const fixtureHandler: UpstreamHandler = ({ url, method }) => {
  const match = matchEndpoint(method, url.pathname)
  if (!match) return json({ statusCode: 404, message: 'Not found' }, 404)
  const fixture = upstreamFixtures[match.id]
  return json(fixture.body, fixture.status)
}

/** The `message` of a spec error body (throws on any other shape). */
export async function readErrorMessage(response: Response) {
  return errorBodySchema.parse(await response.json()).message
}

/** The proxy in-process with its recorded upstream calls and its clock. */
export type TestProxy = {
  app: ProxyApp
  config: Config
  calls: UpstreamCall[]
  logLines: string[]
  /** A request from `ip` (the socket address the node server would give),
   * over TLS when `isTls`. */
  request: (
    path: string,
    init?: RequestInit,
    ip?: string,
    isTls?: boolean,
  ) => Promise<Response>
  /** Moves the clock by `ms`, firing the timers due on the way. */
  advance: (ms: number) => Promise<void>
  /** Lets pending work run without moving the clock. */
  flush: () => Promise<void>
  now: () => number
  setHandler: (next: UpstreamHandler) => void
}

type CreateTestProxyParameters = {
  env?: Env
  handler?: UpstreamHandler
  staticDir?: string
  rateLimitStore?: RateLimitStore
  responseCache?: ResponseCache
  quoteRegistry?: QuoteRegistry
  /** How logos are fetched; over real HTTP (fetchLogo.ts) unless given. */
  fetchLogo?: typeof fetchLogo
  /** How the chains' nodes (RPC_URLS) are read; the global fetch unless
   * given. */
  rpcFetch?: typeof fetch
  /** Real milliseconds a flush also waits, for stores that do real I/O
   * (Redis): their answers come after the event loop's turns. */
  flushMs?: number
}

export function createTestProxy({
  env = {},
  handler = fixtureHandler,
  staticDir = '/nonexistent-static-dir',
  rateLimitStore,
  responseCache,
  quoteRegistry,
  fetchLogo,
  rpcFetch,
  flushMs = 0,
}: CreateTestProxyParameters = {}): TestProxy {
  const config = parseConfig({
    UPSTREAM_URL: 'https://upstream.test',
    AGGREGATOR_API_KEY: TEST_API_KEY,
    UPSTREAM_BUDGET: '100000',
    // The old name, so that a test's own value wins under either name.
    CLIENT_REQUEST_LIMIT: '100000',
    ...env,
  })
  let nowMs = TEST_START_MS
  type Timer = { atMs: number; order: number; callback: () => void }
  let timers: Timer[] = []
  let timerOrder = 0
  const clock = {
    now: () => nowMs,
    setTimer: (callback: () => void, delayMs: number) => {
      const timer = {
        atMs: nowMs + Math.max(0, delayMs),
        order: timerOrder++,
        callback,
      }
      timers.push(timer)
      return () => {
        timers = timers.filter((other) => other !== timer)
      }
    },
  }
  const nextDue = (untilMs: number) =>
    timers
      .filter((timer) => timer.atMs <= untilMs)
      .sort((a, b) => a.atMs - b.atMs || a.order - b.order)[0]
  const calls: UpstreamCall[] = []
  const logLines: string[] = []
  let currentHandler = handler

  const app = createApp({
    config,
    clock,
    log: (line) => logLines.push(line),
    staticDir,
    rateLimitStore,
    responseCache,
    quoteRegistry,
    fetchLogo,
    rpcFetch,
    fetch: async (input, init) => {
      const call: UpstreamCall = {
        url: new URL(input),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? init.body : undefined,
        redirect: init.redirect,
        atMs: nowMs,
      }
      calls.push(call)
      return currentHandler(call, init.signal ?? undefined)
    },
  })

  /** A request from `ip` (the socket address the node server would give),
   * over TLS when `isTls`. */
  const request = async (
    path: string,
    init: RequestInit = {},
    ip = '203.0.113.7',
    isTls = false,
  ): Promise<Response> =>
    app.request(path, init, {
      incoming: { socket: { remoteAddress: ip, encrypted: isTls } },
    })

  /** Lets what timers and responses started run to its next wait. */
  const flush = async () => {
    for (let turn = 0; turn < 10; turn++) {
      await new Promise((resolve) => setImmediate(resolve))
    }
    if (flushMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, flushMs))
      for (let turn = 0; turn < 10; turn++) {
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
  }

  /** Moves the clock by `ms`, firing the timers due on the way. */
  const advance = (ms: number): Promise<void> => {
    const targetMs = nowMs + ms
    if (!nextDue(targetMs)) {
      nowMs = targetMs
      return flush()
    }
    return (async () => {
      await flush()
      for (let timer = nextDue(targetMs); timer; timer = nextDue(targetMs)) {
        const due = timer
        timers = timers.filter((other) => other !== due)
        nowMs = Math.max(nowMs, due.atMs)
        due.callback()
        await flush()
      }
      nowMs = targetMs
      await flush()
    })()
  }

  return {
    app,
    config,
    calls,
    logLines,
    request,
    advance,
    /** Lets pending work run without moving the clock. */
    flush,
    now: () => nowMs,
    setHandler: (next: UpstreamHandler) => {
      currentHandler = next
    },
  }
}
