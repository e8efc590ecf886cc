// A returning person's balances, read ahead of the wallet (src/features/
// tokens/balances/readBalancesAhead.ts), for real: the account comes from
// what wagmi itself saved when the Devnet wallet connected, the read goes
// to a real anvil through a counting relay, and the card's balance query
// takes it instead of asking the node again. A node that answers nonsense
// is a real HTTP server here too.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { QueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Config, createConfig, createStorage, http } from 'wagmi'
import { connect } from 'wagmi/actions'
import { devAddresses } from '../../devnet/devAccounts'
import { testTokenAbi } from '../../devnet/generated/contracts'
import { type RunningDevnet, startDevnet } from '../../devnet/startDevnet'
import { NATIVE_TOKEN_ADDRESS } from '../../schema/constants'
import { fetchTokenBalances } from '../../src/features/tokens/balances/fetchTokenBalances'
import {
  getTokenBalancesQueryOptions,
  TOKEN_BALANCES_STALE_MS,
} from '../../src/features/tokens/balances/getTokenBalancesQueryOptions'
import {
  readBalancesAhead,
  readBalancesAheadFor,
  takeBalancesReadAhead,
} from '../../src/features/tokens/balances/readBalancesAhead'
import { createDevnetConnector } from '../../src/features/wallet/devnet/createDevnetConnector'
import { createMemoryStorage } from '../../src/lib/createMemoryStorage'
import {
  hasSavedWalletSession,
  readSavedWalletAccount,
  WALLET_STORAGE_KEY,
} from '../../src/lib/hasSavedWalletSession'
import { type RpcRelay, startRpcRelay } from '../harness/startRpcRelay'

let devnet: RunningDevnet
let relay: RpcRelay
let config: Config
const storage = createMemoryStorage()

beforeAll(async () => {
  devnet = await startDevnet()
  relay = await startRpcRelay(devnet.rpcUrl)
  config = createConfig({
    chains: [devnet.chain],
    transports: { [devnet.chainId]: http(relay.url, { batch: true }) },
    connectors: [createDevnetConnector()],
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ key: WALLET_STORAGE_KEY, storage }),
  })
  const [connector] = config.connectors
  if (!connector) throw new Error('the Devnet wallet connector is missing')
  await connect(config, { connector })
})

afterAll(async () => {
  await relay?.close()
  await devnet?.stop()
})

const usdc = () => devnet.world.tokens.USDC.address.toLowerCase()
const dai = () => devnet.world.tokens.DAI.address.toLowerCase()

test('behavior: the account and chain are read from what wagmi saved when the wallet connected', () => {
  expect(readSavedWalletAccount(storage)).toEqual({
    address: devAddresses[1],
    chainId: devnet.chainId,
  })
})

test('behavior: the card’s query takes the balances read ahead, in one request to the node, and they are the chain’s', async () => {
  const account = devAddresses[1] as Address
  const before = relay.requestCount()
  expect(
    readBalancesAheadFor({
      savedAccount: readSavedWalletAccount(storage),
      link: {
        sellToken: NATIVE_TOKEN_ADDRESS,
        buyToken: devnet.world.tokens.USDC.address,
      },
      rpcUrls: { [devnet.chainId]: relay.url },
    }),
  ).toBe(true)
  const addresses = [NATIVE_TOKEN_ADDRESS, usdc()]
  const client = new QueryClient()
  const options = getTokenBalancesQueryOptions(config, {
    chainId: devnet.chainId,
    account,
    addresses,
  })
  const taken = await client.fetchQuery(options)
  expect(relay.requestCount() - before).toBe(1)
  // The same figures as the query's own read (Multicall3) and the node's.
  const own = await fetchTokenBalances(config, {
    chainId: devnet.chainId,
    account,
    addresses,
  })
  expect(taken).toEqual(own)
  expect(taken[NATIVE_TOKEN_ADDRESS]).toBe(
    await devnet.publicClient.getBalance({ address: account }),
  )
  expect(taken[usdc()]).toBe(
    await devnet.publicClient.readContract({
      address: devnet.world.tokens.USDC.address,
      abi: testTokenAbi,
      functionName: 'balanceOf',
      args: [account],
    }),
  )
  expect(taken[usdc()]).toBeGreaterThan(0n)
  // Taken once: the next read is the query's own.
  const again = relay.requestCount()
  await client.refetchQueries({ queryKey: options.queryKey })
  expect(relay.requestCount() - again).toBe(1)
})

describe('a read ahead that does not match is not used', () => {
  const account = devAddresses[1] as Address
  const readAhead = (nowMs = Date.now()) =>
    readBalancesAhead({
      rpcUrl: relay.url,
      chainId: devnet.chainId,
      account,
      tokens: [devnet.world.tokens.USDC.address],
      nowMs,
    })

  /** The query's take, for the devnet's chain and account unless told. */
  const take = (
    addresses: readonly string[],
    { chainId = devnet.chainId, owner = account, nowMs = Date.now() } = {},
  ) =>
    takeBalancesReadAhead({
      chainId,
      account: owner,
      addresses,
      freshMs: TOKEN_BALANCES_STALE_MS,
      nowMs,
    })

  test('behavior: another chain, another account, a token it did not read', async () => {
    readAhead()
    const native = [NATIVE_TOKEN_ADDRESS]
    expect(await take(native, { chainId: devnet.chainId + 1 })).toBeNull()
    expect(await take(native, { owner: devAddresses[2] as Address })).toBeNull()
    expect(await take([NATIVE_TOKEN_ADDRESS, dai()])).toBeNull()
    // What it did read is still there, for fewer tokens too, once.
    expect(Object.keys((await take([usdc()])) ?? {})).toEqual([usdc()])
    expect(await take([usdc()])).toBeNull()
  })

  test('behavior: one older than the balances’ stale time', async () => {
    const askedAtMs = Date.now()
    readAhead(askedAtMs)
    const native = [NATIVE_TOKEN_ADDRESS]
    expect(
      await take(native, { nowMs: askedAtMs + TOKEN_BALANCES_STALE_MS + 1 }),
    ).toBeNull()
    // Just within it, the same read is taken.
    expect(
      await take(native, { nowMs: askedAtMs + TOKEN_BALANCES_STALE_MS }),
    ).toEqual({
      [NATIVE_TOKEN_ADDRESS]: await devnet.publicClient.getBalance({
        address: account,
      }),
    })
  })

  test('behavior: no saved session, or no RPC for the chain: nothing is asked', () => {
    const before = relay.requestCount()
    const link = {}
    expect(
      readBalancesAheadFor({ savedAccount: null, link, rpcUrls: {} }),
    ).toBe(false)
    expect(
      readBalancesAheadFor({
        savedAccount: { address: account, chainId: devnet.chainId },
        link: { chainId: 999 },
        rpcUrls: { [devnet.chainId]: relay.url },
      }),
    ).toBe(false)
    expect(relay.requestCount()).toBe(before)
  })
})

describe('a node that answers nonsense: the query reads for itself', () => {
  let server: Server
  let answer: { status: number; body: string }
  let url: string

  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume()
      request.on('end', () => {
        response.writeHead(answer.status, {
          'content-type': 'application/json',
        })
        response.end(answer.body)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const account = devAddresses[1] as Address
  const token = '0x5fbdb2315678afecb367f032d93f642f64180aa3' as const
  const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`
  const rpc = (results: unknown[]) =>
    JSON.stringify(
      results.map((result, id) => ({ jsonrpc: '2.0', id, result })),
    )

  async function readAgainst(
    status: number,
    body: string,
    addresses: readonly string[] = [NATIVE_TOKEN_ADDRESS, token],
  ) {
    answer = { status, body }
    readBalancesAhead({ rpcUrl: url, chainId: 1, account, tokens: [token] })
    return takeBalancesReadAhead({
      chainId: 1,
      account,
      addresses,
      freshMs: TOKEN_BALANCES_STALE_MS,
    })
  }

  test('behavior: a well-formed answer is read', async () => {
    expect(await readAgainst(200, rpc(['0x2a', word(7n)]))).toEqual({
      [NATIVE_TOKEN_ADDRESS]: 42n,
      [token]: 7n,
    })
  })

  test.each([
    ['a server error', 500, rpc(['0x2a', word(7n)])],
    ['malformed JSON', 200, '{"jsonrpc":'],
    ['an object, not a batch', 200, '{"result":"0x2a"}'],
    ['a balance that is not hex', 200, rpc(['42', word(7n)])],
    [
      'a balance wider than a word',
      200,
      rpc([`0x1${'0'.repeat(64)}`, word(7n)]),
    ],
    ['an empty balanceOf (no contract there)', 200, rpc(['0x2a', '0x'])],
    [
      'a balanceOf of two words',
      200,
      rpc(['0x2a', word(7n) + word(7n).slice(2)]),
    ],
    [
      'an error instead of a result',
      200,
      JSON.stringify([
        { jsonrpc: '2.0', id: 0, error: { code: -32000, message: 'no' } },
        { jsonrpc: '2.0', id: 1, result: word(7n) },
      ]),
    ],
    [
      'answers under ids it never asked',
      200,
      JSON.stringify([
        { jsonrpc: '2.0', id: 5, result: '0x2a' },
        { jsonrpc: '2.0', id: '1', result: word(7n) },
      ]),
    ],
  ])('behavior: %s is not used', async (_name, status, body) => {
    expect(await readAgainst(status, body)).toBeNull()
  })

  test('behavior: a balance that was read is used where only it is asked for', async () => {
    expect(
      await readAgainst(200, rpc(['0x2a', '0x']), [NATIVE_TOKEN_ADDRESS]),
    ).toEqual({ [NATIVE_TOKEN_ADDRESS]: 42n })
  })
})

describe('a saved session is read for its shape only', () => {
  const storageWith = (value: unknown) =>
    createMemoryStorage({
      [`${WALLET_STORAGE_KEY}.store`]:
        typeof value === 'string' ? value : JSON.stringify(value),
    })
  const saved = (value: unknown) => readSavedWalletAccount(storageWith(value))
  const connection = (accounts: unknown, chainId: unknown) => ({
    state: {
      current: 'uid-1',
      connections: {
        __type: 'Map',
        value: [['uid-1', { accounts, chainId, connector: { id: 'x' } }]],
      },
    },
  })

  test.each([
    ['not JSON', '{"state":'],
    ['no current connection', { state: { connections: { value: [] } } }],
    ['an account that is not an address', connection(['0x1234'], 1)],
    ['no account', connection([], 1)],
    [
      'a chain that is not a positive integer',
      connection([devAddresses[1]], -1),
    ],
    ['a chain given as text', connection([devAddresses[1]], '1')],
  ])('behavior: %s reads as no session', (_name, value) => {
    expect(saved(value)).toBeNull()
  })

  test('behavior: a session is saved where a current connection is named, whatever its account', () => {
    expect(hasSavedWalletSession(storageWith('{"state":'))).toBe(false)
    expect(
      hasSavedWalletSession(storageWith({ state: { connections: {} } })),
    ).toBe(false)
    expect(hasSavedWalletSession(storageWith(connection([], 1)))).toBe(true)
  })

  test('behavior: the current connection’s first account and chain', () => {
    expect(saved(connection([devAddresses[1], devAddresses[2]], 10))).toEqual({
      address: devAddresses[1],
      chainId: 10,
    })
  })
})
