import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestProxy, readErrorMessage } from './testing/createTestProxy'
import { startTestAnvil, type TestAnvil } from './testing/startTestAnvil'
import {
  PAYER,
  ROUTER,
  sampleApiPaths,
  sampleExecutionReport,
} from './testing/upstreamFixtures'

// Execution reports tied to their quote's sender on chain: the proxy reads
// the reported transaction (SUBMITTED) or its receipt (CONFIRMED,
// REVERTED) from the quote's chain through its RPC_URLS, a real anvil
// here, and forwards only reports about the quote's payer's transaction
// with the status the chain shows. The upstream is an injected fetch
// standing in for the production service, which cannot exist in tests;
// the quote it serves names PAYER, whose transactions anvil sends by
// impersonation.

const path = '/api/partner/v1/executions'
let anvil: TestAnvil
/** anvil's unlocked accounts: people other than the quote's payer. */
let others: string[] = []

async function rpc(method: string, params: unknown[]) {
  const response = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: unknown }
  if (body.error) throw new Error(JSON.stringify(body.error))
  return body.result
}

/** Sends a transaction from `from` (unlocked or impersonated), mined at
 * once; `data` with no `to` creates a contract. */
const send = async (from: string, fields: Record<string, string>) =>
  (await rpc('eth_sendTransaction', [
    { from, gas: '0x30000', ...fields },
  ])) as string

beforeAll(async () => {
  anvil = await startTestAnvil(sampleExecutionReport.chainId)
  others = anvil.accounts
  await rpc('anvil_setBalance', [PAYER, '0xde0b6b3a7640000'])
  await rpc('anvil_impersonateAccount', [PAYER])
  // The quote's router: stops on an empty call, reverts on any calldata
  // (CALLDATASIZE, JUMPI to a REVERT), so a swap can fail for real.
  await rpc('anvil_setCode', [ROUTER, '0x36600557005b60006000fd'])
})

afterAll(async () => {
  await anvil?.stop()
})

/** A proxy reading anvil, having served the sample quote (payer PAYER). */
async function createQuotedProxy() {
  let rpcCalls = 0
  const proxy = createTestProxy({
    env: { RPC_URLS: `${sampleExecutionReport.chainId}=${anvil.rpcUrl}` },
    rpcFetch: (input, init) => {
      rpcCalls += 1
      return fetch(input, init)
    },
  })
  expect((await proxy.request(sampleApiPaths.partnerQuote)).status).toBe(200)
  proxy.calls.length = 0
  return { proxy, rpcCalls: () => rpcCalls }
}

const report = (status: string, transactionHash: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ ...sampleExecutionReport, status, transactionHash }),
})

describe('execution reports tied to the quote’s sender on chain', () => {
  test('behavior: a SUBMITTED naming someone else’s transaction, or the payer’s to another address, is 422 and goes nowhere; the payer’s own to the router goes through, then its CONFIRMED, and 100 replays cost no upstream call and no RPC call', async () => {
    const { proxy, rpcCalls } = await createQuotedProxy()
    const theirs = await send(others[2] ?? '', { to: others[3] ?? '' })
    const refused = await proxy.request(path, report('SUBMITTED', theirs))
    expect(refused.status).toBe(422)
    expect(await readErrorMessage(refused)).toBe(
      `transaction ${theirs} was sent by ${others[2]?.toLowerCase()}, not by ${PAYER}, the payer of quote ${sampleExecutionReport.quoteId}`,
    )
    expect(proxy.calls).toHaveLength(0)

    // The payer's, but not to the quote's router: not the quote's.
    const elsewhere = await send(PAYER, { to: others[3] ?? '' })
    const misdirected = await proxy.request(
      path,
      report('SUBMITTED', elsewhere),
    )
    expect(misdirected.status).toBe(422)
    expect(await readErrorMessage(misdirected)).toMatch(
      new RegExp(`goes to ${others[3]?.toLowerCase()}, not to ${ROUTER}`),
    )
    const ours = await send(PAYER, { to: ROUTER })
    const submitted = await proxy.request(path, report('SUBMITTED', ours))
    expect(submitted.status).toBe(202)
    // Succeeded on chain: it cannot be reported REVERTED.
    const wrong = await proxy.request(path, report('REVERTED', ours))
    expect(wrong.status).toBe(422)
    expect(await readErrorMessage(wrong)).toMatch(/succeeded on chain 31337/)
    const confirmed = await proxy.request(path, report('CONFIRMED', ours))
    expect(confirmed.status).toBe(202)
    expect(proxy.calls).toHaveLength(2)
    const readsSoFar = rpcCalls()
    expect(readsSoFar).toBe(5)
    for (let i = 0; i < 100; i++) {
      const again = await proxy.request(path, report('CONFIRMED', ours))
      expect(again.status).toBe(200)
    }
    expect(proxy.calls).toHaveLength(2)
    expect(rpcCalls()).toBe(readsSoFar)
  })

  test('behavior: a reverted transaction is reported REVERTED, not CONFIRMED', async () => {
    const { proxy } = await createQuotedProxy()
    const reverted = await send(PAYER, { to: ROUTER, data: '0x01' })
    expect(
      (await proxy.request(path, report('SUBMITTED', reverted))).status,
    ).toBe(202)
    const wrong = await proxy.request(path, report('CONFIRMED', reverted))
    expect(wrong.status).toBe(422)
    expect(await readErrorMessage(wrong)).toMatch(/reverted on chain 31337/)
    expect(
      (await proxy.request(path, report('REVERTED', reverted))).status,
    ).toBe(202)
    expect(proxy.calls).toHaveLength(2)
  })

  test('behavior: a transaction the node does not know is polled for 3 s, then 503 with a Retry-After, and may be reported again', async () => {
    const { proxy, rpcCalls } = await createQuotedProxy()
    const unknown = `0x${'cd'.repeat(32)}`
    const startedAtMs = Date.now()
    const later = await proxy.request(path, report('SUBMITTED', unknown))
    // Six polls 500 ms apart (timers may fire a hair early: a bound below).
    expect(Date.now() - startedAtMs).toBeGreaterThanOrEqual(2900)
    expect(later.status).toBe(503)
    expect(later.headers.get('retry-after')).toBe('15')
    expect(await readErrorMessage(later)).toBe(
      `transaction ${unknown} is not known on chain 31337 yet; report again later`,
    )
    expect(rpcCalls()).toBe(7)
    expect(proxy.calls).toHaveLength(0)
    // The claim was given back: the real transaction may still be reported.
    // A batch: the payer's call to its own account (EIP-7702).
    const ours = await send(PAYER, { to: PAYER })
    expect((await proxy.request(path, report('SUBMITTED', ours))).status).toBe(
      202,
    )
  })

  test('behavior: with no RPC URL for the quote’s chain, reports are forwarded unchecked and that is logged once', async () => {
    const proxy = createTestProxy()
    expect((await proxy.request(sampleApiPaths.partnerQuote)).status).toBe(200)
    const hash = `0x${'ef'.repeat(32)}`
    expect((await proxy.request(path, report('SUBMITTED', hash))).status).toBe(
      202,
    )
    expect((await proxy.request(path, report('CONFIRMED', hash))).status).toBe(
      202,
    )
    const warnings = proxy.logLines.filter((line) =>
      line.includes('not checked on chain'),
    )
    expect(warnings).toHaveLength(1)
  })
})
