// The verdict's wording and its memory per flow. The node here is viem's
// `custom` transport answering eth_chainId in memory; the same check
// against a real anvil, through checkApproval too, is
// test/dom/checkRpcChain.test.ts.
import { createPublicClient, custom, toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { checkRpcChain } from './checkRpcChain'
import type { GuardResult } from './types'

function nodeOf(chainId: number) {
  const asked: string[] = []
  const client = createPublicClient({
    transport: custom({
      request: async ({ method }: { method: string }) => {
        asked.push(method)
        if (method === 'eth_chainId') return toHex(chainId)
        throw new Error(`unexpected ${method}`)
      },
    }),
  })
  return { client: () => client, asked }
}

describe('checkRpcChain', () => {
  test('behavior: the node of the chain passes, asked once per chain in a flow', async () => {
    const node = nodeOf(8453)
    const verifiedRpcChains = new Map<number, Promise<GuardResult>>()
    for (let check = 0; check < 3; check++) {
      expect(
        await checkRpcChain({ chainId: 8453, ...node, verifiedRpcChains }),
      ).toEqual({ ok: true })
    }
    expect(node.asked).toEqual(['eth_chainId'])
  })

  test('behavior: a node of another chain is refused, saying which', async () => {
    expect(await checkRpcChain({ chainId: 1, ...nodeOf(137) })).toEqual({
      ok: false,
      check: 'rpc-chain',
      message:
        "The network's node answers for network 137, not 1: what it says about this transaction cannot be trusted. Nothing was sent to your wallet.",
    })
  })
})
