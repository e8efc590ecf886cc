import { OPTIONAL_METHODS } from '@walletconnect/ethereum-provider'
import { SignClient } from '@walletconnect/sign-client'
import { type Address, type Hex, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devPrivateKeys } from '../../devnet/devAccounts.ts'
import { env, expect, expectMined, rpc } from './fixtures/test.ts'
import { test } from './fixtures/walletConnectPage.ts'
import type { WalletConnectWallet } from './fixtures/walletConnectWallet.ts'

/**
 * The WalletConnect test wallet every WalletConnect browser test relies
 * on, held to what testWallet.spec.ts holds the injected one to: it signs
 * the request's own fields on the request's own chain, refuses a sender,
 * chain or method that is not its to sign, and closes only once what it
 * sent is settled. The dapp here is a sign-client in Node, as the page's
 * WalletConnect provider is one in the browser: the wallet sees the same
 * session requests.
 */

const nodeA = () => env('E2E_RPC_URL')
const nodeB = () => env('E2E_RPC_URL_B')
const foreign = privateKeyToAccount(devPrivateKeys[3] as Hex).address

type Dapp = Awaited<ReturnType<typeof SignClient.init>>

/** A dapp paired with the wallet; requests name their chain (31337 by
 * default), as the page's provider does. */
async function pairDapp(wallet: WalletConnectWallet) {
  const dapp: Dapp = await SignClient.init({
    projectId: 'devnetLocalRelay',
    relayUrl: env('E2E_RELAY_URL'),
    metadata: { name: 'dapp', description: 'dapp', url: 'http://x', icons: [] },
    customStoragePrefix: `e2e-dapp-${Math.random()}`,
    storageOptions: { database: ':memory:' },
    logger: 'silent',
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
        // What the page's provider (wagmi's walletConnect() names no
        // methods) asks for: raw signing and EIP-5792's calls included.
        methods: [...OPTIONAL_METHODS],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  })
  const accountsHeard: unknown[] = []
  dapp.on('session_event', ({ params }) => {
    if (params.event.name === 'accountsChanged') {
      accountsHeard.push(params.event.data)
    }
  })
  await wallet.pair(uri ?? '')
  const session = await approval()
  const request = async (
    method: string,
    params: unknown[],
    chainId = 31337,
  ): Promise<{
    result?: unknown
    error?: { code: number; message: string }
  }> => {
    try {
      const result = await dapp.request({
        topic: session.topic,
        chainId: `eip155:${chainId}`,
        request: { method, params },
      })
      return { result }
    } catch (error) {
      const { code, message } = error as { code: number; message: string }
      return { error: { code, message } }
    }
  }
  return {
    session,
    accountsHeard,
    /** The session's accounts as the dapp holds them now. */
    accounts: () => dapp.session.get(session.topic).namespaces.eip155?.accounts,
    request,
    close: () => dapp.core.relayer.transportClose(),
  }
}

/** What could change on both chains if the wallet sent anything at all. */
async function chainFootprint(addresses: Address[]) {
  return Promise.all(
    [nodeA(), nodeB()].map(async (rpcUrl) => {
      const pool = await rpc<{ pending: object; queued: object }>(
        'txpool_content',
        [],
        rpcUrl,
      )
      return {
        block: await rpc<Hex>('eth_blockNumber', [], rpcUrl),
        nonces: await Promise.all(
          addresses.map((a) =>
            rpc<Hex>('eth_getTransactionCount', [a, 'pending'], rpcUrl),
          ),
        ),
        pending: Object.keys(pool.pending).length,
        queued: Object.keys(pool.queued).length,
      }
    }),
  )
}

test('behavior: approves its account on the chains it serves, and refuses a foreign sender, another chain, a chain with no node, raw signing and unknown methods, sending nothing', async ({
  newWalletConnectWallet,
}) => {
  const wallet = await newWalletConnectWallet({
    sessionChainIds: [31337, 31338, 1],
  })
  const me = wallet.account.address
  const dapp = await pairDapp(wallet)
  expect(dapp.session.namespaces.eip155?.accounts).toEqual([
    `eip155:31337:${me}`,
    `eip155:31338:${me}`,
    `eip155:1:${me}`,
  ])
  const before = await chainFootprint([me, foreign])
  const transfer = { to: foreign, value: '0x1' }

  const fromForeign = await dapp.request('eth_sendTransaction', [
    { ...transfer, from: foreign },
  ])
  expect(fromForeign.error?.code).toBe(4100)
  expect(fromForeign.error?.message).toContain(foreign)

  // The transaction names another chain than the request it came in.
  const otherChain = await dapp.request('eth_sendTransaction', [
    { ...transfer, from: me, chainId: numberToHex(31338) },
  ])
  expect(otherChain.error?.code).toBe(4901)
  expect(otherChain.error?.message).toMatch(/chainId 31338 is not .* 31337/)

  const noNode = await dapp.request(
    'eth_sendTransaction',
    [{ ...transfer, from: me }],
    1,
  )
  expect(noNode.error?.code).toBe(4901)

  const foreignMessage = await dapp.request('personal_sign', [
    '0x68656c6c6f',
    foreign,
  ])
  expect(foreignMessage.error?.code).toBe(4100)

  // The node's dev accounts are unlocked: forwarded, these would be signed.
  for (const method of [
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
  ]) {
    const answer = await dapp.request(method, [{ ...transfer, from: me }])
    expect(answer.error?.code, method).toBe(4200)
  }
  const unknownChain = await dapp.request('wallet_switchEthereumChain', [
    { chainId: numberToHex(5) },
  ])
  expect(unknownChain.error?.code).toBe(4902)

  // A person's refusal reads as one.
  wallet.decideNext('reject')
  const refused = await dapp.request('eth_sendTransaction', [
    { ...transfer, from: me },
  ])
  expect(refused.error?.code).toBe(4001)

  expect(await chainFootprint([me, foreign])).toEqual(before)
  // Its own message it signs, as its own account.
  const signed = await dapp.request('personal_sign', ['0x68656c6c6f', me])
  expect(signed.result).toMatch(/^0x[0-9a-f]{130}$/)
  await dapp.close()
})

test('behavior: signs the request’s nonce, type, gas and price as given, on the request’s chain (Devnet B)', async ({
  newWalletConnectWallet,
}) => {
  const wallet = await newWalletConnectWallet()
  const me = wallet.account.address
  const dapp = await pairDapp(wallet)
  const nonceOnA = await rpc<Hex>('eth_getTransactionCount', [me, 'latest'])
  const nonce = await rpc<Hex>(
    'eth_getTransactionCount',
    [me, 'pending'],
    nodeB(),
  )
  const sent = {
    // Lower case: the wallet compares addresses, not strings.
    from: me.toLowerCase(),
    to: foreign,
    value: '0x2',
    nonce,
    chainId: numberToHex(31338),
    type: '0x0',
    gas: numberToHex(30_000),
    gasPrice: numberToHex(7_000_000_000),
  }
  const answer = await dapp.request('eth_sendTransaction', [sent], 31338)
  expect(answer.error).toBeUndefined()
  expect(wallet.received).toEqual([
    { method: 'eth_sendTransaction', chainId: 'eip155:31338' },
  ])
  await expectMined(answer.result as Hex, nodeB())
  const mined = await rpc<Record<string, string>>(
    'eth_getTransactionByHash',
    [answer.result],
    nodeB(),
  )
  expect(mined).toMatchObject({
    from: me.toLowerCase(),
    to: foreign.toLowerCase(),
    value: '0x2',
    nonce,
    chainId: '0x7a6a',
    type: '0x0',
    gas: sent.gas,
    gasPrice: sent.gasPrice,
  })
  // Nothing went to Devnet A.
  expect(await rpc<Hex>('eth_getTransactionCount', [me, 'latest'])).toBe(
    nonceOnA,
  )
  await dapp.close()
})

test('behavior: the account switched in the wallet is the only one it signs for, and the dapp hears it', async ({
  newWalletConnectWallet,
}) => {
  const wallet = await newWalletConnectWallet()
  const first = wallet.account.address
  const dapp = await pairDapp(wallet)
  const second = privateKeyToAccount(devPrivateKeys[4] as Hex).address
  await wallet.switchAccount(devPrivateKeys[4] as Hex)
  expect(wallet.account.address).toBe(second)
  await expect.poll(() => dapp.accountsHeard).toEqual([[second]])
  await expect
    .poll(() => dapp.accounts())
    .toEqual([`eip155:31337:${second}`, `eip155:31338:${second}`])
  const old = await dapp.request('personal_sign', ['0x68656c6c6f', first])
  expect(old.error?.code).toBe(4100)
  const own = await dapp.request('personal_sign', ['0x68656c6c6f', second])
  expect(own.result).toMatch(/^0x/)
  await dapp.close()
})

test('behavior: close refuses a held request with 4001, waits for what it sent to be mined, and does not wait for a transaction replaced meanwhile', async ({
  newWalletConnectWallet,
}) => {
  const wallet = await newWalletConnectWallet()
  const me = wallet.account.address
  const dapp = await pairDapp(wallet)
  await rpc('evm_setAutomine', [false])
  try {
    // Sent, then replaced in the pool by the same nonce at a higher price
    // (anvil's dev accounts are unlocked): it will never be mined.
    const replacedAnswer = await dapp.request('eth_sendTransaction', [
      { from: me, to: foreign, value: '0x3', gasPrice: numberToHex(2e9) },
    ])
    const replaced = replacedAnswer.result as Hex
    const { nonce } = await rpc<{ nonce: Hex }>('eth_getTransactionByHash', [
      replaced,
    ])
    await rpc('eth_sendTransaction', [
      { from: me, to: me, value: '0x0', nonce, gasPrice: numberToHex(9e9) },
    ])
    // Sent and still in the pool: close waits for it.
    const waitingAnswer = await dapp.request('eth_sendTransaction', [
      { from: me, to: foreign, value: '0x4' },
    ])
    const waiting = waitingAnswer.result as Hex
    expect(waiting).toMatch(/^0x/)

    wallet.hold()
    const held = dapp.request('eth_sendTransaction', [
      { from: me, to: foreign, value: '0x5' },
    ])
    await expect.poll(() => wallet.requests.length).toBe(3)
    let isClosed = false
    const closing = wallet.close().then(() => {
      isClosed = true
    })
    expect((await held).error?.code).toBe(4001)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(isClosed).toBe(false)
    const started = Date.now()
    await rpc('evm_mine')
    await closing
    // Not the 10 s it gives a transaction that is never mined.
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(
      await rpc<{ status: Hex } | null>('eth_getTransactionReceipt', [waiting]),
    ).toMatchObject({ status: '0x1' })
    expect(
      await rpc<object | null>('eth_getTransactionReceipt', [replaced]),
    ).toBeNull()
  } finally {
    await rpc('evm_setAutomine', [true])
    await dapp.close()
  }
})

test('behavior: batches over the session on the request’s chain (Devnet B): capabilities, a held batch run whole once released, its status; a wallet that cannot batch says so and sends nothing', async ({
  newWalletConnectWallet,
}) => {
  const wallet = await newWalletConnectWallet({ canBatch: true })
  const me = wallet.account.address
  const other = privateKeyToAccount(devPrivateKeys[4] as Hex).address
  const dapp = await pairDapp(wallet)
  expect(dapp.session.namespaces.eip155?.methods).toEqual(
    expect.arrayContaining([
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
    ]),
  )
  const capabilities = await dapp.request(
    'wallet_getCapabilities',
    [me, ['0x7a6a']],
    31338,
  )
  expect(capabilities.result).toEqual({
    '0x7a6a': { atomic: { status: 'supported' } },
  })
  const balancesOnB = () =>
    Promise.all(
      [foreign, other].map(async (address) =>
        BigInt(await rpc<Hex>('eth_getBalance', [address, 'latest'], nodeB())),
      ),
    )
  const before = await balancesOnB()
  const nonceOnA = await rpc<Hex>('eth_getTransactionCount', [me, 'latest'])
  const batch = (from: Address) => [
    {
      version: '2.0.0',
      chainId: '0x7a6a',
      from,
      atomicRequired: true,
      calls: [
        { to: foreign, value: '0x5' },
        { to: other, value: '0x7' },
      ],
    },
  ]
  wallet.hold()
  const answer = dapp.request('wallet_sendCalls', batch(me), 31338)
  await expect.poll(() => wallet.requests).toEqual(['wallet_sendCalls'])
  wallet.release()
  const { result, error } = await answer
  expect(error).toBeUndefined()
  const { id } = result as { id: string }
  await expect
    .poll(async () => {
      const status = await dapp.request('wallet_getCallsStatus', [id], 31338)
      return (status.result as { status: number }).status
    })
    .toBe(200)
  expect(await balancesOnB()).toEqual([
    (before[0] ?? 0n) + 5n,
    (before[1] ?? 0n) + 7n,
  ])
  expect(await rpc<Hex>('eth_getTransactionCount', [me, 'latest'])).toBe(
    nonceOnA,
  )
  // One signing request; the reads were answered, not asked of the person.
  expect(wallet.requests).toEqual(['wallet_sendCalls'])
  expect(wallet.batches).toMatchObject([{ id, chainId: 31338 }])
  await dapp.close()

  const cannot = await newWalletConnectWallet({
    canBatch: false,
    privateKey: devPrivateKeys[5] as Hex,
  })
  const without = await pairDapp(cannot)
  const itself = cannot.account.address
  const unchanged = await chainFootprint([itself])
  expect(
    (await without.request('wallet_getCapabilities', [itself, ['0x7a69']]))
      .result,
  ).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
  const refused = await without.request(
    'wallet_sendCalls',
    [{ ...batch(itself)[0], chainId: '0x7a69' }],
    31337,
  )
  expect(refused.error?.code).toBe(5760)
  expect(await chainFootprint([itself])).toEqual(unchanged)
  await without.close()
})
