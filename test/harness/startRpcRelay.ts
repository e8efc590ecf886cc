import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A real HTTP server in front of a node's JSON-RPC endpoint, for the page's
 * reads: it forwards every request unchanged until a test says the node
 * fails, then answers 503 to every call, as an overloaded or restarting
 * node behind a load balancer does. CORS preflights still pass, so what
 * the page meets is the node failing, not a browser policy.
 */

export type RpcRelay = {
  url: string
  setFailing: (isFailing: boolean) => void
  /** JSON-RPC requests answered with a failure so far. */
  failedCount: () => number
  /** JSON-RPC requests received so far (HTTP requests but preflights; a
   * batch counts once), answered or failed. */
  requestCount: () => number
  close: () => Promise<void>
}

function forward(
  targetUrl: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const target = new URL(targetUrl)
  const outgoing = httpRequest(
    target,
    {
      method: request.method,
      headers: { ...request.headers, host: target.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    },
  )
  outgoing.on('error', () => {
    if (!response.headersSent) response.writeHead(502)
    response.end()
  })
  request.pipe(outgoing)
}

export async function startRpcRelay(targetUrl: string): Promise<RpcRelay> {
  let isFailing = false
  let failed = 0
  let received = 0
  const server = createServer((request, response) => {
    if (request.method !== 'OPTIONS') received += 1
    if (!isFailing || request.method === 'OPTIONS') {
      forward(targetUrl, request, response)
      return
    }
    failed += 1
    request.resume()
    response.writeHead(503, {
      'content-type': 'text/plain',
      'access-control-allow-origin': '*',
    })
    response.end('node unavailable')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setFailing: (value) => {
      isFailing = value
    },
    failedCount: () => failed,
    requestCount: () => received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
