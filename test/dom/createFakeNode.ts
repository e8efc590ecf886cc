import {
  type Chain,
  createPublicClient,
  custom,
  type Hex,
  numberToHex,
  type PublicClient,
} from 'viem'

/**
 * The one stand-in of the guards' entry-point tests: a node. A viem public
 * client whose transport (viem's `custom`) answers each JSON-RPC method
 * from a table the test writes, and counts what it was asked, so a test
 * can say which checks reached the node and which never ran. Everything
 * above the transport is the app's and viem's own code (encoding, decoding,
 * error classes). A method the table does not answer is "method not found"
 * (-32601), as a node without it answers.
 */

export type NodeAnswer = (params: readonly unknown[]) => unknown

export type FakeNode = {
  client: PublicClient
  /** Every method asked, in order. */
  calls: string[]
  /** How many times `method` was asked. */
  count: (method: string) => number
}

export const methodNotFound = { code: -32601, message: 'Method not found' }

/** A thrown JSON-RPC error, as viem's transport maps it by its code. */
export function rpcError(code: number, message: string, data?: Hex) {
  return Object.assign(new Error(message), {
    code,
    ...(data ? { data } : {}),
  })
}

/** The latest block of the fake chain: 1 gwei base fee, 30 M gas. */
export const latestBlock = {
  number: numberToHex(100n),
  hash: `0x${'ab'.repeat(32)}`,
  parentHash: `0x${'cd'.repeat(32)}`,
  timestamp: numberToHex(1_900_000_000n),
  gasLimit: numberToHex(30_000_000n),
  gasUsed: numberToHex(15_000_000n),
  baseFeePerGas: numberToHex(1_000_000_000n),
  miner: '0x00000000000000000000000000000000000000c0',
  nonce: '0x0000000000000000',
  difficulty: '0x0',
  totalDifficulty: '0x0',
  extraData: '0x',
  logsBloom: `0x${'00'.repeat(256)}`,
  mixHash: `0x${'00'.repeat(32)}`,
  receiptsRoot: `0x${'00'.repeat(32)}`,
  sha3Uncles: `0x${'00'.repeat(32)}`,
  stateRoot: `0x${'00'.repeat(32)}`,
  transactionsRoot: `0x${'00'.repeat(32)}`,
  size: '0x0',
  transactions: [],
  uncles: [],
}

export function createFakeNode(
  chain: Chain,
  answers: Record<string, NodeAnswer>,
): FakeNode {
  const calls: string[] = []
  const client = createPublicClient({
    chain,
    transport: custom(
      {
        async request({ method, params }) {
          calls.push(method)
          if (method === 'eth_chainId') return numberToHex(chain.id)
          const answer = answers[method]
          if (!answer)
            throw rpcError(methodNotFound.code, methodNotFound.message)
          return answer((params ?? []) as readonly unknown[])
        },
      },
      { retryCount: 0 },
    ),
  })
  return {
    client,
    calls,
    count: (method) => calls.filter((called) => called === method).length,
  }
}
