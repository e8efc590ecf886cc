import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import {
  type CreateRelayParameters,
  createRelay,
  type Relay,
} from './createRelay'

/** The project id devnet builds use: the local relay accepts any. */
export const DEVNET_WALLETCONNECT_PROJECT_ID = 'devnetLocalRelay'

export type StartRelayParameters = CreateRelayParameters & {
  /** 0 (default): a free port. */
  port?: number
  host?: string
  /** WebSocket pings; Node clients of @walletconnect/core drop a connection
   * that sends none for about 30 s. */
  pingIntervalMs?: number
}

export type RunningRelay = {
  /** e.g. ws://127.0.0.1:8789, no trailing slash. */
  url: string
  port: number
  relay: Relay
  /** An outage: every connection is cut and new ones are refused (503)
   * until `setOutage(false)`. Messages already stored are kept. */
  setOutage: (isOut: boolean) => void
  stop: () => Promise<void>
}

/** Where tests start and end an outage over HTTP (devnet only, as the
 * whole relay is): POST begins it, DELETE ends it. */
export const RELAY_OUTAGE_PATH = '/__devnet/outage'

/**
 * Serves the local WalletConnect relay (createRelay) over WebSocket, and
 * lets tests take it down mid-session: `POST /__devnet/outage` cuts every
 * socket and refuses new ones, as a relay that went away does, until
 * `DELETE /__devnet/outage`.
 */
export async function startRelay({
  port = 0,
  host = '127.0.0.1',
  pingIntervalMs = 10_000,
  ...options
}: StartRelayParameters = {}): Promise<RunningRelay> {
  const relay = createRelay(options)
  let isOut = false
  const setOutage = (next: boolean) => {
    isOut = next
    if (isOut) for (const socket of sockets.clients) socket.terminate()
  }
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://relay')
    if (pathname === RELAY_OUTAGE_PATH) {
      const isStart = request.method === 'POST'
      if (isStart || request.method === 'DELETE') {
        setOutage(isStart)
        response.writeHead(204).end()
        return
      }
      response.writeHead(405, { allow: 'POST, DELETE' }).end()
      return
    }
    response.writeHead(426, { 'content-type': 'text/plain' })
    response.end('WalletConnect relay: connect with WebSocket\n')
  })
  const sockets = new WebSocketServer({
    server,
    verifyClient: (_info, accept) => accept(!isOut, 503),
  })
  sockets.on('connection', (socket) => {
    relay.connect(socket)
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        socket.send(
          JSON.stringify({
            jsonrpc: '2.0',
            id: null,
            error: { code: -32700, message: 'Parse error: binary frame' },
          }),
        )
        return
      }
      relay.receive(socket, data.toString())
    })
    socket.on('close', () => relay.disconnect(socket))
    socket.on('error', () => relay.disconnect(socket))
  })
  const ping = setInterval(() => {
    for (const socket of sockets.clients) socket.ping()
  }, pingIntervalMs)
  ping.unref()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  return {
    url: `ws://${host}:${address.port}`,
    port: address.port,
    relay,
    setOutage,
    stop: async () => {
      clearInterval(ping)
      for (const socket of sockets.clients) socket.terminate()
      await new Promise<void>((resolve) => sockets.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
