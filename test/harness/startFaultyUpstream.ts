import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A real HTTP server between a proxy and the reference aggregator that
 * forwards every request unchanged until a test switches on a fault for the
 * paths it names: the failures a production service has (5xx, a hang past
 * the proxy's timeout, a body that is not JSON, JSON off the contract, 429
 * with Retry-After), produced on the wire rather than mocked in the page.
 */

export type FaultMode =
  | { kind: 'pass' }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'malformed-json' }
  | { kind: 'off-contract' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }

type SetFaultParameters = {
  mode: FaultMode
  /** Which upstream paths fail; every other path is forwarded. */
  paths?: RegExp
}

export type FaultyUpstream = {
  url: string
  setFault: (parameters: SetFaultParameters) => void
  /** Upstream paths answered with a fault so far. */
  faulted: string[]
  /** Every request received, with its User-Agent: whose it was. */
  received: { path: string; userAgent: string }[]
  close: () => Promise<void>
}

/** The quote routes: the indicative quote and the partner quote. */
export const QUOTE_PATHS = /^\/(swap|partner)\/v1\/\d+\/quote\b/

/**
 * Passes one request on as it came, Host header included: the service
 * builds its logo URLs from it, and the proxy allows images only from its
 * own upstream (this server).
 */
function forward(
  targetUrl: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const onFailure = () => {
    if (!response.headersSent) response.writeHead(502)
    response.end()
  }
  const outgoing = httpRequest(
    `${targetUrl}${request.url}`,
    { method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    },
  )
  outgoing.on('error', onFailure)
  request.pipe(outgoing)
}

function answerFault(mode: FaultMode, response: ServerResponse) {
  const json = { 'content-type': 'application/json' }
  switch (mode.kind) {
    case 'status':
      response
        .writeHead(mode.status, json)
        .end(JSON.stringify({ statusCode: mode.status, message: 'Boom' }))
      return
    case 'malformed-json':
      response.writeHead(200, json).end('{"dstAmount": "12')
      return
    case 'off-contract':
      response
        .writeHead(200, json)
        .end(JSON.stringify({ dstAmount: 'lots', tx: null }))
      return
    case 'rate-limited':
      response
        .writeHead(429, {
          ...json,
          'retry-after': String(mode.retryAfterSeconds),
        })
        .end(JSON.stringify({ statusCode: 429, message: 'Too many requests' }))
      return
    case 'slow':
    case 'pass':
      return
  }
}

export async function startFaultyUpstream(
  targetUrl: string,
): Promise<FaultyUpstream> {
  let fault: Required<SetFaultParameters> = {
    mode: { kind: 'pass' },
    paths: QUOTE_PATHS,
  }
  const faulted: string[] = []
  const received: FaultyUpstream['received'] = []
  const server = createServer((request, response) => {
    const path = request.url ?? '/'
    received.push({ path, userAgent: request.headers['user-agent'] ?? '' })
    const { mode, paths } = fault
    if (mode.kind === 'pass' || !paths.test(path)) {
      forward(targetUrl, request, response)
      return
    }
    faulted.push(path)
    if (mode.kind === 'slow') {
      // Answers late and correctly: the proxy must have given up by then.
      const timer = setTimeout(
        () => forward(targetUrl, request, response),
        mode.delayMs,
      )
      response.on('close', () => clearTimeout(timer))
      return
    }
    answerFault(mode, response)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setFault: ({ mode, paths = QUOTE_PATHS }) => {
      fault = { mode, paths }
    },
    faulted,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
