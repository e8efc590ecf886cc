// The app asks the node it reads for its chain id before anything is
// signed: a real anvil (chain 31337), listed once for its own chain and
// once as if it were chain 8453's node, behind a recording JSON-RPC relay
// (test/harness/startFilteringRpc.ts, forwarding everything) so the calls
// it gets can be counted.
import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RunningAnvil, startAnvil } from '../../devnet/anvil'
import { checkApproval } from '../../src/features/swap/guards/checkApproval'
import { checkRpcChain } from '../../src/features/swap/guards/checkRpcChain'
import type { GuardResult } from '../../src/features/swap/guards/types'
import {
  type FilteringRpc,
  startFilteringRpc,
} from '../harness/startFilteringRpc'

let anvil: RunningAnvil
let relay: FilteringRpc
let client: PublicClient

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  relay = await startFilteringRpc(anvil.rpcUrl, () => undefined)
  client = createPublicClient({ transport: http(relay.url) })
})

afterAll(async () => {
  await relay?.close()
  await anvil?.stop()
})

const countOf = (method: string) =>
  relay.methods().filter((seen) => seen === method).length

const WRONG_NODE =
  "The network's node answers for network 31337, not 8453: what it says about this transaction cannot be trusted. Nothing was sent to your wallet."

describe('checkRpcChain', () => {
  test('behavior: the node of the chain passes, asked once per flow however often the flow checks', async () => {
    const verifiedRpcChains = new Map<number, Promise<GuardResult>>()
    const before = countOf('eth_chainId')
    for (let check = 0; check < 3; check++) {
      expect(
        await checkRpcChain({
          chainId: 31337,
          client: () => client,
          verifiedRpcChains,
        }),
      ).toEqual({ ok: true })
    }
    expect(countOf('eth_chainId') - before).toBe(1)
  })

  test('behavior: a node serving another chain is refused, in words', async () => {
    expect(
      await checkRpcChain({ chainId: 8453, client: () => client }),
    ).toEqual({ ok: false, check: 'rpc-chain', message: WRONG_NODE })
  })

  test('behavior: in the approval policy it refuses before the router is read', async () => {
    const before = countOf('eth_getCode')
    const verdict = await checkApproval({
      chain: {
        id: 8453,
        routerAddress: '0x00000000000000000000000000000000000000aa',
        routerCodeHash: null,
        isRouterAcknowledged: true,
      },
      verifiedRouters: new Map(),
      verifiedRpcChains: new Map(),
      client: () => client,
      walletChainId: 8453,
      approvalTx: {
        to: '0x00000000000000000000000000000000000000bb',
        data: '0x',
        value: 0n,
      },
      token: '0x00000000000000000000000000000000000000bb',
      expectedAmount: 1n,
    })
    expect(verdict).toEqual({
      ok: false,
      check: 'rpc-chain',
      message: WRONG_NODE,
    })
    expect(countOf('eth_getCode')).toBe(before)
  })

  test('behavior: a node that does not answer is an error, not a verdict, and is asked again', async () => {
    const verifiedRpcChains = new Map<number, Promise<GuardResult>>()
    const down = createPublicClient({
      transport: http('http://127.0.0.1:9', { retryCount: 0 }),
    })
    await expect(
      checkRpcChain({ chainId: 31337, client: () => down, verifiedRpcChains }),
    ).rejects.toThrow()
    expect(verifiedRpcChains.size).toBe(0)
  })
})
