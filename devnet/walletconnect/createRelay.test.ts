import { describe, expect, test } from 'vitest'
import { createRelay, type RelaySocket } from './createRelay'

// The relay's rules in-process: sockets are plain objects that record what
// they are sent. startRelay.test.ts runs the same relay over WebSocket.

type Frame = Record<string, unknown> & {
  id: number | string | null
  method?: string
  params?: { id: string; data: { topic: string; message: string } }
  result?: unknown
  error?: { code: number; message: string }
}

function createClient(relay: ReturnType<typeof createRelay>) {
  const frames: Frame[] = []
  const socket: RelaySocket = {
    send: (data) => frames.push(JSON.parse(data) as Frame),
  }
  relay.connect(socket)
  let nextId = 1
  return {
    socket,
    frames,
    request(method: string, params: unknown) {
      const id = nextId++
      relay.receive(
        socket,
        JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      )
      return frames.find((frame) => frame.id === id && !frame.method)
    },
    deliveries: () =>
      frames.filter((frame) => frame.method === 'irn_subscription'),
    acknowledge(id: number | string | null) {
      relay.receive(
        socket,
        JSON.stringify({ jsonrpc: '2.0', id, result: true }),
      )
    },
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createRelay', () => {
  test('behavior: delivers a publication to subscribers, not to its publisher', async () => {
    const relay = createRelay()
    const page = createClient(relay)
    const wallet = createClient(relay)
    const subscribed = wallet.request('irn_subscribe', { topic: 't1' })
    page.request('irn_subscribe', { topic: 't1' })
    expect(typeof subscribed?.result).toBe('string')
    const published = page.request('irn_publish', {
      topic: 't1',
      message: 'hello',
      ttl: 300,
      tag: 1100,
    })
    expect(published?.result).toBe(true)
    await flush()
    expect(wallet.deliveries()).toHaveLength(1)
    expect(wallet.deliveries()[0]?.params).toMatchObject({
      id: subscribed?.result,
      data: { topic: 't1', message: 'hello' },
    })
    expect(page.deliveries()).toHaveLength(0)
  })

  test('behavior: keeps messages for a topic nobody subscribes to yet', async () => {
    const relay = createRelay()
    const page = createClient(relay)
    page.request('irn_publish', { topic: 't2', message: 'proposal', ttl: 300 })
    const wallet = createClient(relay)
    wallet.request('irn_batchSubscribe', { topics: ['t2', 't3'] })
    await flush()
    expect(
      wallet.deliveries().map((frame) => frame.params?.data.message),
    ).toEqual(['proposal'])
    expect(
      wallet.request('irn_batchFetchMessages', { topics: ['t2'] })?.result,
    ).toMatchObject({
      messages: [{ topic: 't2', message: 'proposal' }],
      hasMore: false,
    })
  })

  test('behavior: drops a message when its TTL has passed', async () => {
    let nowMs = 1_000_000
    const relay = createRelay({ now: () => nowMs })
    const page = createClient(relay)
    page.request('irn_publish', { topic: 't4', message: 'short', ttl: 30 })
    page.request('irn_publish', { topic: 't4', message: 'long', ttl: 300 })
    nowMs += 31_000
    const wallet = createClient(relay)
    wallet.request('irn_subscribe', { topic: 't4' })
    await flush()
    expect(
      wallet.deliveries().map((frame) => frame.params?.data.message),
    ).toEqual(['long'])
    nowMs += 300_000
    expect(relay.getMailbox('t4')).toEqual([])
  })

  test('behavior: an acknowledged message leaves the mailbox; an unacknowledged one is delivered again', async () => {
    const relay = createRelay()
    const page = createClient(relay)
    page.request('irn_publish', { topic: 't5', message: 'acked', ttl: 300 })
    page.request('irn_publish', { topic: 't5', message: 'unacked', ttl: 300 })
    const wallet = createClient(relay)
    wallet.request('irn_subscribe', { topic: 't5' })
    await flush()
    const acked = wallet
      .deliveries()
      .find((frame) => frame.params?.data.message === 'acked')
    wallet.acknowledge(acked?.id ?? null)
    expect(relay.getMailbox('t5')).toEqual(['unacked'])

    relay.disconnect(wallet.socket)
    const walletAgain = createClient(relay)
    walletAgain.request('irn_subscribe', { topic: 't5' })
    await flush()
    expect(
      walletAgain.deliveries().map((frame) => frame.params?.data.message),
    ).toEqual(['unacked'])
  })

  test('behavior: an unsubscribed client receives nothing more', async () => {
    const relay = createRelay()
    const page = createClient(relay)
    const wallet = createClient(relay)
    const { result: id } =
      wallet.request('irn_subscribe', { topic: 't6' }) ?? {}
    expect(
      wallet.request('irn_batchUnsubscribe', {
        subscriptions: [{ id, topic: 't6' }],
      })?.result,
    ).toBe(true)
    page.request('irn_publish', { topic: 't6', message: 'late', ttl: 300 })
    await flush()
    expect(wallet.deliveries()).toHaveLength(0)
  })

  test('behavior: routes the pairing methods sign-client publishes', async () => {
    const relay = createRelay()
    const page = createClient(relay)
    const wallet = createClient(relay)
    wallet.request('irn_subscribe', { topic: 'pairing' })
    page.request('irn_subscribe', { topic: 'pairing' })
    page.request('wc_proposeSession', {
      pairingTopic: 'pairing',
      sessionProposal: 'proposal',
      ttl: 300,
      tag: 1100,
    })
    page.request('irn_subscribe', { topic: 'session' })
    wallet.request('wc_approveSession', {
      sessionTopic: 'session',
      pairingTopic: 'pairing',
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    await flush()
    expect(
      wallet.deliveries().map((frame) => frame.params?.data.message),
    ).toEqual(['proposal'])
    expect(page.deliveries().map((frame) => frame.params?.data)).toMatchObject([
      { topic: 'pairing', message: 'response' },
      { topic: 'session', message: 'settle' },
    ])
  })

  test('behavior: answers malformed frames with JSON-RPC errors and keeps serving', () => {
    const relay = createRelay()
    const client = createClient(relay)
    relay.receive(client.socket, '{not json')
    relay.receive(client.socket, '[1,2]')
    relay.receive(client.socket, JSON.stringify({ jsonrpc: '2.0', id: 7 }))
    expect(client.frames.map((frame) => [frame.id, frame.error?.code])).toEqual(
      [
        [null, -32700],
        [null, -32600],
        [7, -32600],
      ],
    )
    expect(client.request('irn_nope', {})?.error?.code).toBe(-32601)
    expect(
      client.request('irn_publish', { topic: 't', ttl: 1 })?.error?.code,
    ).toBe(-32602)
    expect(
      client.request('irn_subscribe', { topic: 'still-here' })?.result,
    ).toEqual(expect.any(String))
  })
})
