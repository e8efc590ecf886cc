import type { TestProxy } from './createTestProxy'

/**
 * Clients of a test proxy over simulated time: each keeps up to
 * `concurrency` requests in flight, asks again as soon as one is answered,
 * and after a 429 either waits for its Retry-After (`isPatient`) or asks
 * again at once. Every answer is recorded with when it was asked and when
 * it came, so a test can check who was served, how long each waited and
 * whether each Retry-After was true.
 */

export type SimulatedOutcome = {
  status: number
  retryAfterSeconds: number | null
  askedAtMs: number
  answeredAtMs: number
  /** The request's number for this client (0, 1, …). */
  index: number
}

export type SimulatedClient = {
  ip: string
  path: (index: number) => string
  headers?: (index: number) => Record<string, string>
  concurrency?: number
  isPatient?: boolean
  /** First request at this many ms after the start. */
  startAfterMs?: number
  /** Stops asking once this many were served. */
  maxServed?: number
  outcomes: SimulatedOutcome[]
}

type SimulateClientsParameters = {
  proxy: TestProxy
  clients: SimulatedClient[]
  durationMs: number
  stepMs?: number
}

export function createClient(
  client: Omit<SimulatedClient, 'outcomes'>,
): SimulatedClient {
  return { ...client, outcomes: [] }
}

export const servedOf = (client: SimulatedClient) =>
  client.outcomes.filter((outcome) => outcome.status === 200)

export async function simulateClients({
  proxy,
  clients,
  durationMs,
  stepMs = 250,
}: SimulateClientsParameters) {
  const startMs = proxy.now()
  const endMs = startMs + durationMs
  const states = clients.map((client) => ({
    inFlight: 0,
    asked: 0,
    nextAtMs: startMs + (client.startAfterMs ?? 0),
  }))
  while (proxy.now() < endMs) {
    clients.forEach((client, position) => {
      const state = states[position]
      if (!state) return
      const concurrency = client.concurrency ?? 1
      const isDone = () =>
        client.maxServed !== undefined &&
        servedOf(client).length + state.inFlight >= client.maxServed
      while (
        state.inFlight < concurrency &&
        proxy.now() >= state.nextAtMs &&
        !isDone()
      ) {
        const index = state.asked
        state.asked += 1
        state.inFlight += 1
        const askedAtMs = proxy.now()
        void proxy
          .request(
            client.path(index),
            { headers: client.headers?.(index) },
            client.ip,
          )
          .then(async (response) => {
            await response.arrayBuffer()
            state.inFlight -= 1
            const header = response.headers.get('retry-after')
            const retryAfterSeconds = header === null ? null : Number(header)
            client.outcomes.push({
              status: response.status,
              retryAfterSeconds,
              askedAtMs,
              answeredAtMs: proxy.now(),
              index,
            })
            if (response.status === 429 && client.isPatient) {
              state.nextAtMs = proxy.now() + (retryAfterSeconds ?? 1) * 1000
            }
          })
      }
    })
    await proxy.flush()
    await proxy.advance(stepMs)
  }
  // Let what is still waiting be answered.
  await proxy.advance(60_000)
  return { endMs }
}

/** Largest number of upstream calls inside any window of `windowMs`. */
export function maxCallsInAnyWindow(proxy: TestProxy, windowMs: number) {
  const times = proxy.calls.map((call) => call.atMs).sort((a, b) => a - b)
  let max = 0
  let start = 0
  for (let end = 0; end < times.length; end++) {
    while ((times[end] ?? 0) - (times[start] ?? 0) >= windowMs) start++
    max = Math.max(max, end - start + 1)
  }
  return max
}
