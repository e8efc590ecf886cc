// A local stand-in for WalletConnect's cloud relay, the way the reference
// aggregator stands in for the production aggregation service: the devnet and
// the browser tests pair a page with a wallet client through it, offline.
//
// It speaks the relay's JSON-RPC as @walletconnect/core 2.x calls it
// (method names from @walletconnect/relay-api): irn_subscribe,
// irn_batchSubscribe, irn_unsubscribe, irn_batchUnsubscribe, irn_publish,
// irn_batchPublish, irn_batchFetchMessages, and the two "custom publish"
// methods sign-client uses for pairing (wc_proposeSession, wc_approveSession).
// Messages reach subscribers as irn_subscription requests, which the client
// acknowledges with `true`. A message is kept in the topic's mailbox until its
// TTL runs out or another client acknowledges it, so a wallet that subscribes
// after the page published (the usual order when pairing) still receives it.
// Payloads are end-to-end encrypted by the clients; the relay only routes
// them. It checks no auth: the `auth` JWT and `projectId` query parameters
// are accepted as they are.
import { createHash } from 'node:crypto'

/** What the relay needs of a connection: `ws`'s WebSocket fits. */
export type RelaySocket = {
  send: (data: string) => void
}

export type CreateRelayParameters = {
  /** Milliseconds since the epoch; injected so tests can move time. */
  now?: () => number
}

type StoredMessage = {
  key: string
  topic: string
  message: string
  publishedAt: number
  expiresAt: number
  attestation?: string
  publisher: RelaySocket
}

type Connection = {
  socketId: string
  /** topic → subscription id */
  subscriptions: Map<string, string>
  /** delivery request id → message key, until acknowledged */
  unacknowledged: Map<number, string>
}

type JsonRpcId = number | string | null

type JsonRpcError = { code: number; message: string }

class RelayRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const invalidParams = (message: string) =>
  new RelayRequestError(-32602, `Invalid params: ${message}`)

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readString(params: Record<string, unknown>, name: string): string {
  const value = params[name]
  if (typeof value !== 'string' || value.length === 0) {
    throw invalidParams(`${name} must be a non-empty string`)
  }
  return value
}

function readParams(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw invalidParams('params must be an object')
  return value
}

function readTtlSeconds(params: Record<string, unknown>): number {
  const ttl = params.ttl
  if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0) {
    throw invalidParams('ttl must be a positive number of seconds')
  }
  return ttl
}

function readStringList(
  params: Record<string, unknown>,
  name: string,
): string[] {
  const value = params[name]
  if (
    !Array.isArray(value) ||
    !value.every((item) => typeof item === 'string' && item.length > 0)
  ) {
    throw invalidParams(`${name} must be a list of topics`)
  }
  return value as string[]
}

/** The relay's routing, fed the frames of each connected client. */
export type Relay = {
  connect: (socket: RelaySocket) => void
  receive: (socket: RelaySocket, text: string) => void
  disconnect: (socket: RelaySocket) => void
  /** Messages waiting for a topic (not yet expired or acknowledged). */
  getMailbox: (topic: string) => string[]
}

export function createRelay({
  now = Date.now,
}: CreateRelayParameters = {}): Relay {
  const connections = new Map<RelaySocket, Connection>()
  const mailboxes = new Map<string, StoredMessage[]>()
  let nextDeliveryId = 1
  let nextSocketId = 1

  function send(socket: RelaySocket, payload: Record<string, unknown>) {
    socket.send(JSON.stringify({ jsonrpc: '2.0', ...payload }))
  }

  function reply(socket: RelaySocket, id: JsonRpcId, result: unknown) {
    send(socket, { id, result })
  }

  function replyError(socket: RelaySocket, id: JsonRpcId, error: JsonRpcError) {
    send(socket, { id, error })
  }

  function liveMessages(topic: string): StoredMessage[] {
    const stored = mailboxes.get(topic) ?? []
    const live = stored.filter((item) => item.expiresAt > now())
    if (live.length === 0) mailboxes.delete(topic)
    else if (live.length !== stored.length) mailboxes.set(topic, live)
    return live
  }

  function deliver(socket: RelaySocket, item: StoredMessage) {
    const connection = connections.get(socket)
    const subscriptionId = connection?.subscriptions.get(item.topic)
    if (!connection || !subscriptionId || item.publisher === socket) return
    const pending = [...connection.unacknowledged.values()]
    if (pending.includes(item.key)) return
    const id = nextDeliveryId++
    connection.unacknowledged.set(id, item.key)
    send(socket, {
      id,
      method: 'irn_subscription',
      params: {
        id: subscriptionId,
        data: {
          topic: item.topic,
          message: item.message,
          publishedAt: item.publishedAt,
          ...(item.attestation ? { attestation: item.attestation } : {}),
        },
      },
    })
  }

  function publish(
    publisher: RelaySocket,
    topic: string,
    message: string,
    ttlSeconds: number,
    attestation?: string,
  ) {
    const publishedAt = now()
    const item: StoredMessage = {
      key: `${topic}:${createHash('sha256').update(message).digest('hex')}`,
      topic,
      message,
      publishedAt,
      expiresAt: publishedAt + ttlSeconds * 1000,
      publisher,
      ...(attestation ? { attestation } : {}),
    }
    const mailbox = liveMessages(topic)
    if (!mailbox.some((stored) => stored.key === item.key)) {
      mailboxes.set(topic, [...mailbox, item])
    }
    for (const socket of connections.keys()) deliver(socket, item)
  }

  function subscribe(socket: RelaySocket, topic: string): string {
    const connection = connections.get(socket)
    if (!connection) throw new RelayRequestError(-32000, 'Not connected')
    const subscriptionId = createHash('sha256')
      .update(`${topic}${connection.socketId}`)
      .digest('hex')
    const isNew = !connection.subscriptions.has(topic)
    connection.subscriptions.set(topic, subscriptionId)
    // Waiting messages follow the subscription's answer, as the real relay's
    // mailbox does.
    if (isNew) {
      queueMicrotask(() => {
        for (const item of liveMessages(topic)) deliver(socket, item)
      })
    }
    return subscriptionId
  }

  function acknowledge(socket: RelaySocket, id: number) {
    const key = connections.get(socket)?.unacknowledged.get(id)
    if (key === undefined) return
    connections.get(socket)?.unacknowledged.delete(id)
    const topic = key.slice(0, key.lastIndexOf(':'))
    const remaining = liveMessages(topic).filter((item) => item.key !== key)
    if (remaining.length === 0) mailboxes.delete(topic)
    else mailboxes.set(topic, remaining)
  }

  function publishParams(socket: RelaySocket, value: unknown) {
    const params = readParams(value)
    const attestation =
      typeof params.attestation === 'string' ? params.attestation : undefined
    publish(
      socket,
      readString(params, 'topic'),
      readString(params, 'message'),
      readTtlSeconds(params),
      attestation,
    )
  }

  function call(socket: RelaySocket, method: string, value: unknown): unknown {
    switch (method) {
      case 'irn_subscribe':
        return subscribe(socket, readString(readParams(value), 'topic'))
      case 'irn_batchSubscribe':
        return readStringList(readParams(value), 'topics').map((topic) =>
          subscribe(socket, topic),
        )
      case 'irn_unsubscribe': {
        const topic = readString(readParams(value), 'topic')
        connections.get(socket)?.subscriptions.delete(topic)
        return true
      }
      case 'irn_batchUnsubscribe': {
        const subscriptions = readParams(value).subscriptions
        if (!Array.isArray(subscriptions)) {
          throw invalidParams('subscriptions must be a list')
        }
        const topics = subscriptions.map((item) =>
          readString(readParams(item), 'topic'),
        )
        for (const topic of topics) {
          connections.get(socket)?.subscriptions.delete(topic)
        }
        return true
      }
      case 'irn_publish':
        publishParams(socket, value)
        return true
      case 'irn_batchPublish': {
        const messages = readParams(value).messages
        if (!Array.isArray(messages)) throw invalidParams('messages: a list')
        for (const item of messages) publishParams(socket, item)
        return true
      }
      case 'irn_batchFetchMessages': {
        const topics = readStringList(readParams(value), 'topics')
        const messages = topics.flatMap((topic) =>
          liveMessages(topic)
            .filter((item) => item.publisher !== socket)
            .map((item) => ({
              topic: item.topic,
              message: item.message,
              publishedAt: item.publishedAt,
              ...(item.attestation ? { attestation: item.attestation } : {}),
            })),
        )
        return { messages, hasMore: false }
      }
      // The relay subscribes the proposer to the pairing topic (where the
      // answer comes), and the wallet to the new session's topic: the
      // clients do not subscribe to these themselves.
      case 'wc_proposeSession': {
        const params = readParams(value)
        const pairingTopic = readString(params, 'pairingTopic')
        const proposal = readString(params, 'sessionProposal')
        const ttlSeconds = readTtlSeconds(params)
        subscribe(socket, pairingTopic)
        publish(socket, pairingTopic, proposal, ttlSeconds)
        return true
      }
      case 'wc_approveSession': {
        const params = readParams(value)
        const ttlSeconds = readTtlSeconds(params)
        subscribe(socket, readString(params, 'sessionTopic'))
        publish(
          socket,
          readString(params, 'pairingTopic'),
          readString(params, 'sessionProposalResponse'),
          ttlSeconds,
        )
        publish(
          socket,
          readString(params, 'sessionTopic'),
          readString(params, 'sessionSettlementRequest'),
          ttlSeconds,
        )
        return true
      }
      default:
        throw new RelayRequestError(-32601, `Method not found: ${method}`)
    }
  }

  function handleFrame(socket: RelaySocket, frame: unknown) {
    if (!isRecord(frame)) {
      replyError(socket, null, {
        code: -32600,
        message: 'Invalid request: not a JSON-RPC object',
      })
      return
    }
    const id =
      typeof frame.id === 'number' || typeof frame.id === 'string'
        ? frame.id
        : null
    // An answer to one of our irn_subscription deliveries.
    if (!('method' in frame) && ('result' in frame || 'error' in frame)) {
      if (typeof frame.id === 'number' && 'result' in frame) {
        acknowledge(socket, frame.id)
      }
      return
    }
    if (typeof frame.method !== 'string' || id === null) {
      replyError(socket, id, {
        code: -32600,
        message: 'Invalid request: needs an id and a method',
      })
      return
    }
    try {
      reply(socket, id, call(socket, frame.method, frame.params))
    } catch (error) {
      if (error instanceof RelayRequestError) {
        replyError(socket, id, { code: error.code, message: error.message })
        return
      }
      replyError(socket, id, { code: -32603, message: 'Internal error' })
    }
  }

  return {
    /** A client connected: it may subscribe and publish from now on. */
    connect(socket: RelaySocket) {
      connections.set(socket, {
        socketId: String(nextSocketId++),
        subscriptions: new Map(),
        unacknowledged: new Map(),
      })
    },
    /** A text frame from a client; malformed ones get a JSON-RPC error and
     * the connection stays open. */
    receive(socket: RelaySocket, text: string) {
      let frame: unknown
      try {
        frame = JSON.parse(text)
      } catch {
        replyError(socket, null, { code: -32700, message: 'Parse error' })
        return
      }
      handleFrame(socket, frame)
    },
    disconnect(socket: RelaySocket) {
      connections.delete(socket)
    },
    /** Messages waiting for a topic (not yet expired or acknowledged). */
    getMailbox(topic: string): string[] {
      return liveMessages(topic).map((item) => item.message)
    },
  }
}
