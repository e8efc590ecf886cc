import { afterAll, beforeAll, expect, test } from 'vitest'
import WebSocket from 'ws'
import { RELAY_OUTAGE_PATH, type RunningRelay, startRelay } from './startRelay'

// Over a real WebSocket: what a client sees of the relay's framing.

let relay: RunningRelay

beforeAll(async () => {
  relay = await startRelay()
})

afterAll(() => relay.stop())

function open(url: string) {
  const socket = new WebSocket(`${url}/?auth=any.jwt.value&projectId=devnet`)
  const frames: Record<string, unknown>[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Record<string, unknown>)
    for (const wake of waiters.splice(0)) wake()
  })
  const next = async (count: number) => {
    while (frames.length < count) {
      await new Promise<void>((resolve) => waiters.push(resolve))
    }
    return frames
  }
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return { socket, next, opened }
}

test('behavior: a published message reaches a subscriber over WebSocket, and bad frames keep the connection', async () => {
  const page = open(relay.url)
  const wallet = open(relay.url)
  await Promise.all([page.opened, wallet.opened])

  wallet.socket.send('not json')
  const [parseError] = await wallet.next(1)
  expect(parseError).toMatchObject({ id: null, error: { code: -32700 } })

  wallet.socket.send(
    JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'irn_subscribe',
      params: { topic: 'abc' },
    }),
  )
  await wallet.next(2)
  page.socket.send(
    JSON.stringify({
      jsonrpc: '2.0',
      id: 2,
      method: 'irn_publish',
      params: { topic: 'abc', message: 'sealed', ttl: 300 },
    }),
  )
  expect((await page.next(1))[0]).toMatchObject({ id: 2, result: true })
  const frames = await wallet.next(3)
  expect(frames[2]).toMatchObject({
    method: 'irn_subscription',
    params: { data: { topic: 'abc', message: 'sealed' } },
  })
  wallet.socket.send(
    JSON.stringify({ jsonrpc: '2.0', id: frames[2]?.id, result: true }),
  )
  await expect.poll(() => relay.relay.getMailbox('abc')).toEqual([])
  page.socket.close()
  wallet.socket.close()
})

test('behavior: an outage cuts every socket and refuses new ones until it ends; stored messages survive it', async () => {
  const client = open(relay.url)
  await client.opened
  client.socket.send(
    JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'irn_publish',
      params: { topic: 'outage', message: 'kept', ttl: 300 },
    }),
  )
  await client.next(1)
  const closed = new Promise((resolve) => client.socket.once('close', resolve))
  const httpUrl = relay.url.replace(/^ws/, 'http')
  const start = await fetch(`${httpUrl}${RELAY_OUTAGE_PATH}`, {
    method: 'POST',
  })
  expect(start.status).toBe(204)
  await closed

  const refused = new WebSocket(relay.url)
  // Ending a socket that never opened reports an error: expected here.
  refused.on('error', () => {})
  const status = await new Promise((resolve) => {
    refused.once('unexpected-response', (_request, response) =>
      resolve(response.statusCode),
    )
    refused.once('open', () => resolve('open'))
  })
  expect(status).toBe(503)
  refused.terminate()

  const end = await fetch(`${httpUrl}${RELAY_OUTAGE_PATH}`, {
    method: 'DELETE',
  })
  expect(end.status).toBe(204)
  const again = open(relay.url)
  await again.opened
  expect(relay.relay.getMailbox('outage')).toEqual(['kept'])
  again.socket.close()
})
