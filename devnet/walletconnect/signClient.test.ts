import { SignClient } from '@walletconnect/sign-client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type RunningRelay, startRelay } from './startRelay'

// Two real @walletconnect/sign-client instances, a dapp and a wallet, pair,
// settle a session and exchange a request through the local relay: the
// methods and message order the current client library uses.

let relay: RunningRelay

beforeAll(async () => {
  relay = await startRelay()
})

afterAll(() => relay.stop())

const metadata = {
  name: 'test',
  description: 'test',
  url: 'http://127.0.0.1',
  icons: [],
}

function createClient(name: string) {
  return SignClient.init({
    projectId: 'devnet',
    relayUrl: relay.url,
    metadata: { ...metadata, name },
    customStoragePrefix: `${name}-${Math.random()}`,
    storageOptions: { database: ':memory:' },
    logger: 'silent',
  })
}

test('behavior: a dapp and a wallet pair, settle a session and answer a request', async () => {
  const [dapp, wallet] = await Promise.all([
    createClient('dapp'),
    createClient('wallet'),
  ])
  const account = '0x0000000000000000000000000000000000000001'
  wallet.on('session_proposal', async ({ id }) => {
    await wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains: ['eip155:31337'],
          accounts: [`eip155:31337:${account}`],
          methods: ['eth_sendTransaction'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
  })
  wallet.on('session_request', async ({ id, topic }) => {
    await wallet.respond({
      topic,
      response: { id, jsonrpc: '2.0', result: '0xfeed' },
    })
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:31337'],
        methods: ['eth_sendTransaction'],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  })
  expect(uri).toMatch(/^wc:/)
  await wallet.pair({ uri: uri ?? '' })
  const session = await approval()
  expect(session.namespaces.eip155?.accounts).toEqual([
    `eip155:31337:${account}`,
  ])
  const result = await dapp.request({
    topic: session.topic,
    chainId: 'eip155:31337',
    request: { method: 'eth_sendTransaction', params: [{ from: account }] },
  })
  expect(result).toBe('0xfeed')
  await Promise.all([
    dapp.core.relayer.transportClose(),
    wallet.core.relayer.transportClose(),
  ])
}, 60_000)
