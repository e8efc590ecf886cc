import type { Page } from '@playwright/test'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  numberToHex,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devPrivateKeys } from '../../devnet/devAccounts.ts'
import { testTokenAbi } from '../../devnet/generated/contracts.ts'
import { world } from '../../devnet/world.ts'
import { openSwapPage } from './fixtures/swapPage.ts'
import { expect, expectMined, rpc, test } from './fixtures/test.ts'

/**
 * The test wallet every signing test relies on: it signs the page's own
 * transaction fields, and refuses a sender or chain that is not its own, so
 * an app that sends either wrong fails its tests. Requests go through the
 * provider the page discovers over EIP-6963, as the app's would.
 */

type Answer = { result?: unknown; error?: { code: number; message: string } }

/** One EIP-1193 request from the page, through the announced provider. */
function walletRequest(page: Page, method: string, params: unknown[] = []) {
  return page.evaluate(
    async ({ method, params }): Promise<Answer> => {
      type Provider = {
        request: (args: { method: string; params: unknown[] }) => unknown
      }
      const provider = await new Promise<Provider>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (event) => {
          const { info, provider } = (event as CustomEvent).detail
          if (info.rdns === 'dev.test.wallet') resolve(provider)
        })
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      })
      try {
        return { result: await provider.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { error: { code, message } }
      }
    },
    { method, params },
  )
}

const foreign = privateKeyToAccount(devPrivateKeys[2] as Hex).address

/** What could change if the wallet sent anything at all. */
async function chainFootprint(addresses: Address[]) {
  const pool = await rpc<{ pending: object; queued: object }>('txpool_content')
  return {
    block: await rpc<Hex>('eth_blockNumber'),
    nonces: await Promise.all(
      addresses.map((a) => rpc<Hex>('eth_getTransactionCount', [a, 'pending'])),
    ),
    pending: Object.keys(pool.pending).length,
    queued: Object.keys(pool.queued).length,
  }
}

test('behavior: refuses a foreign sender, another chain, an unconnected page and raw signing, and sends nothing', async ({
  page,
  wallet,
}) => {
  const me = wallet.account.address
  await openSwapPage(page)
  const before = await chainFootprint([me, foreign])
  const transfer = { to: foreign, value: '0x1' }

  const unconnected = await walletRequest(page, 'eth_sendTransaction', [
    { ...transfer, from: me },
  ])
  expect(unconnected.error?.code).toBe(4100)

  expect((await walletRequest(page, 'eth_requestAccounts')).result).toEqual([
    me,
  ])
  const fromForeign = await walletRequest(page, 'eth_sendTransaction', [
    { ...transfer, from: foreign },
  ])
  expect(fromForeign.error?.code).toBe(4100)
  expect(fromForeign.error?.message).toContain(foreign)

  const otherChain = await walletRequest(page, 'eth_sendTransaction', [
    { ...transfer, from: me, chainId: numberToHex(1) },
  ])
  expect(otherChain.error?.code).toBe(4901)
  expect(otherChain.error?.message).toMatch(/chainId 1 is not .* 31337/)

  const foreignMessage = await walletRequest(page, 'personal_sign', [
    '0x68656c6c6f',
    foreign,
  ])
  expect(foreignMessage.error?.code).toBe(4100)

  // The node's dev accounts are unlocked: forwarded, these would be signed.
  for (const method of ['eth_sign', 'eth_signTransaction', 'anvil_mine']) {
    const answer = await walletRequest(page, method, [
      { ...transfer, from: foreign },
    ])
    expect(answer.error?.code, method).toBe(4200)
  }

  expect(wallet.requests).toEqual([
    'eth_sendTransaction',
    'eth_sendTransaction',
    'eth_sendTransaction',
    'personal_sign',
  ])
  expect(await chainFootprint([me, foreign])).toEqual(before)
})

test('behavior: signs the page’s nonce, type, gas and price as given', async ({
  page,
  wallet,
}) => {
  const me = wallet.account.address
  await openSwapPage(page)
  await walletRequest(page, 'eth_requestAccounts')
  const nonce = await rpc<Hex>('eth_getTransactionCount', [me, 'pending'])
  const sent = {
    // Lower case: the wallet compares addresses, not strings.
    from: me.toLowerCase(),
    to: foreign,
    value: '0x2',
    nonce,
    chainId: numberToHex(31337),
    type: '0x0',
    gas: numberToHex(30_000),
    gasPrice: numberToHex(7_000_000_000),
  }
  const answer = await walletRequest(page, 'eth_sendTransaction', [sent])
  expect(answer.error).toBeUndefined()
  // Read back as mined, not as it sits in the pool.
  await expectMined(answer.result as Hex)
  const mined = await rpc<Record<string, string>>('eth_getTransactionByHash', [
    answer.result,
  ])
  expect(mined).toMatchObject({
    from: me.toLowerCase(),
    to: foreign.toLowerCase(),
    value: '0x2',
    nonce,
    chainId: '0x7a69',
    type: '0x0',
    gas: sent.gas,
    gasPrice: sent.gasPrice,
  })
  expect(mined.blockNumber).toMatch(/^0x/)
})

const usdc = world.tokens.USDC.address

const usdcTransfer = (to: Address, amount: string) => ({
  to: usdc,
  data: encodeFunctionData({
    abi: testTokenAbi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, 6)],
  }),
})

async function usdcOf(owner: Address) {
  const data = encodeFunctionData({
    abi: testTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })
  return BigInt(await rpc<Hex>('eth_call', [{ to: usdc, data }, 'latest']))
}

/** wallet_sendCalls as the app will ask it: atomic, on Devnet. */
const batchOf = (from: Address, calls: unknown[]) => [
  { version: '2.0.0', chainId: '0x7a69', from, atomicRequired: true, calls },
]

test.describe('a wallet that batches', () => {
  test.use({ walletCanBatch: true })

  test('behavior: reports atomic batching and runs a held batch whole once released, as one signing request', async ({
    page,
    wallet,
  }) => {
    const me = wallet.account.address
    const other = privateKeyToAccount(devPrivateKeys[3] as Hex).address
    await openSwapPage(page)
    await walletRequest(page, 'eth_requestAccounts')
    expect(
      (await walletRequest(page, 'wallet_getCapabilities', [me, ['0x7a69']]))
        .result,
    ).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })
    expect(
      (await walletRequest(page, 'wallet_getCapabilities', [foreign])).error
        ?.code,
    ).toBe(4100)

    const before = await Promise.all([foreign, other].map(usdcOf))
    const nonce = await rpc<Hex>('eth_getTransactionCount', [me, 'latest'])
    wallet.hold()
    const answer = walletRequest(
      page,
      'wallet_sendCalls',
      batchOf(me, [usdcTransfer(foreign, '2'), usdcTransfer(other, '3')]),
    )
    await expect.poll(() => wallet.requests).toEqual(['wallet_sendCalls'])
    // Held: nothing has reached the chain.
    expect(await rpc<Hex>('eth_getTransactionCount', [me, 'pending'])).toBe(
      nonce,
    )
    wallet.release()
    const { result, error } = await answer
    expect(error).toBeUndefined()
    const { id } = result as { id: string }
    await expect
      .poll(async () => {
        const status = await walletRequest(page, 'wallet_getCallsStatus', [id])
        return (status.result as { status: number }).status
      })
      .toBe(200)
    expect(await Promise.all([foreign, other].map(usdcOf))).toEqual([
      (before[0] ?? 0n) + parseUnits('2', 6),
      (before[1] ?? 0n) + parseUnits('3', 6),
    ])
    expect(wallet.batches).toHaveLength(1)
    expect(wallet.batches[0]?.calls.map(({ to }) => to)).toEqual([usdc, usdc])
    // The status reads were not signing requests.
    expect(wallet.requests).toEqual(['wallet_sendCalls'])
    // A refused batch sends nothing.
    wallet.decideNext('reject')
    const refused = await walletRequest(
      page,
      'wallet_sendCalls',
      batchOf(me, [usdcTransfer(foreign, '1')]),
    )
    expect(refused.error?.code).toBe(4001)
    expect(wallet.batches).toHaveLength(1)
  })
})

test.describe('a wallet that cannot batch', () => {
  test.use({ walletCanBatch: false })

  test('behavior: reports no atomic batching and refuses a batch, sending nothing', async ({
    page,
    wallet,
  }) => {
    const me = wallet.account.address
    await openSwapPage(page)
    await walletRequest(page, 'eth_requestAccounts')
    const before = await chainFootprint([me])
    expect(
      (await walletRequest(page, 'wallet_getCapabilities', [me])).result,
    ).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
    const refused = await walletRequest(
      page,
      'wallet_sendCalls',
      batchOf(me, [usdcTransfer(foreign, '1')]),
    )
    expect(refused.error).toEqual({
      code: 5760,
      message: 'This wallet cannot execute calls atomically.',
    })
    expect(wallet.batches).toEqual([])
    expect(await chainFootprint([me])).toEqual(before)
  })
})
