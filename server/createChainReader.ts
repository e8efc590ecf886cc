/**
 * Reads a transaction and its receipt by hash from a chain's node (the
 * proxy's RPC_URLS / PUBLIC_RPC_URLS, the same nodes checkRpcChainIds
 * checks), to tie an execution report to its quote's sender on chain
 * (checkReportOnChain). Plain JSON-RPC over fetch: two methods, and each
 * call is one request a node's own rate limit counts, never an upstream
 * (aggregator) call.
 */

export const CHAIN_READ_TIMEOUT_MS = 5000

export type ChainTransaction = {
  /** Lower case. */
  from: string
  /** Lower case; null for a contract creation. */
  to: string | null
}

export type ChainReceipt = {
  /** Lower case. */
  from: string
  transactionHash: string
  isSuccess: boolean
}

export type ChainReader = {
  /** Whether a node is configured for `chainId`. */
  hasChain: (chainId: number) => boolean
  /** The transaction, or null when the node does not know it (yet). */
  getTransaction: (
    chainId: number,
    hash: string,
  ) => Promise<ChainTransaction | null>
  /** The receipt, or null while the transaction is not mined (or unknown). */
  getReceipt: (chainId: number, hash: string) => Promise<ChainReceipt | null>
}

type CreateChainReaderParameters = {
  rpcUrls: Readonly<Record<number, string>>
  fetch?: typeof fetch
  timeoutMs?: number
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const lower = (value: unknown, what: string) => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw new Error(`the node's answer has no ${what}`)
  }
  return value.toLowerCase()
}

export function createChainReader({
  rpcUrls,
  fetch: fetchFn = (input, init) => fetch(input, init),
  timeoutMs = CHAIN_READ_TIMEOUT_MS,
}: CreateChainReaderParameters): ChainReader {
  let nextId = 1

  async function call(chainId: number, method: string, params: unknown[]) {
    const url = rpcUrls[chainId]
    if (!url) throw new Error(`no RPC URL for chain ${chainId}`)
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) {
      throw new Error(
        `chain ${chainId}'s node answered HTTP ${response.status}`,
      )
    }
    const body: unknown = await response.json()
    if (!isRecord(body) || 'error' in body || !('result' in body)) {
      throw new Error(`chain ${chainId}'s node refused ${method}`)
    }
    return body.result
  }

  return {
    hasChain: (chainId) => rpcUrls[chainId] !== undefined,

    async getTransaction(chainId, hash) {
      const result = await call(chainId, 'eth_getTransactionByHash', [hash])
      if (result === null) return null
      if (!isRecord(result)) throw new Error('not a transaction')
      return {
        from: lower(result.from, 'sender'),
        to: result.to === null ? null : lower(result.to, 'target'),
      }
    },

    async getReceipt(chainId, hash) {
      const result = await call(chainId, 'eth_getTransactionReceipt', [hash])
      if (result === null) return null
      if (!isRecord(result)) throw new Error('not a receipt')
      return {
        from: lower(result.from, 'sender'),
        transactionHash: lower(result.transactionHash, 'transaction hash'),
        isSuccess: lower(result.status, 'status') === '0x1',
      }
    },
  }
}
