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

export type StartRelayReturnType = {
  /** e.g. ws://127.0.0.1:8789, no trailing slash. */
  url: string
  port: number
  relay: Relay
  stop: () => Promise<void>
}

/** Serves the local WalletConnect relay (createRelay) over WebSocket. */
export async function startRelay({
  port = 0,
  host = '127.0.0.1',
  pingIntervalMs = 10_000,
  ...options
}: StartRelayParameters = {}): Promise<StartRelayReturnType> {
  const relay = createRelay(options)
  const server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' })
    response.end('WalletConnect relay: connect with WebSocket\n')
  })
  const sockets = new WebSocketServer({ server })
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
    stop: async () => {
      clearInterval(ping)
      for (const socket of sockets.clients) socket.terminate()
      await new Promise<void>((resolve) => sockets.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
