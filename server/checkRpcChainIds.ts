import type { RpcUrlVariable } from './readDeploymentEnv'

/**
 * At start-up, each configured RPC URL is asked `eth_chainId`: a URL
 * listed for chain 1 that serves another chain would have the app read
 * balances, simulate and check fees on the wrong chain. A node that
 * answers another chain id is a configuration error: the proxy refuses to
 * start. A node that does not answer (down, slow, a network not yet up) is
 * a loud warning, not a refusal: a provider's outage must not keep the
 * swap API down with it, and the app checks the chain id itself before
 * anything is signed (src/features/swap/guards/checkRpcChain.ts), so a
 * node that comes back wrong is still refused there.
 */

export const RPC_CHAIN_CHECK_TIMEOUT_MS = 5000

type CheckRpcChainIdsParameters = {
  rpcUrls: Readonly<Record<number, string>>
  sources: Readonly<Record<number, RpcUrlVariable>>
  fetch?: typeof fetch
  timeoutMs?: number
}

export type RpcChainIdReport = {
  /** Nodes answering another chain: the proxy must not start. */
  mismatches: string[]
  /** Nodes that gave no usable answer: warned about. */
  unanswered: string[]
}

async function askChainId(
  url: string,
  fetchFn: typeof fetch,
  timeoutMs: number,
): Promise<bigint> {
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_chainId',
      params: [],
    }),
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const body = (await response.json()) as { result?: unknown }
  if (typeof body?.result !== 'string' || !/^0x[0-9a-f]+$/i.test(body.result)) {
    throw new Error('no chain id in the answer')
  }
  return BigInt(body.result)
}

export async function checkRpcChainIds({
  rpcUrls,
  sources,
  fetch: fetchFn = fetch,
  timeoutMs = RPC_CHAIN_CHECK_TIMEOUT_MS,
}: CheckRpcChainIdsParameters): Promise<RpcChainIdReport> {
  const report: RpcChainIdReport = { mismatches: [], unanswered: [] }
  await Promise.all(
    Object.entries(rpcUrls).map(async ([chainId, url]) => {
      const name = sources[Number(chainId)] ?? 'RPC_URLS'
      const { protocol, host } = new URL(url)
      const where = `${name}: chain ${chainId}'s node ${protocol}//${host}`
      try {
        const answered = await askChainId(url, fetchFn, timeoutMs)
        if (answered !== BigInt(chainId)) {
          report.mismatches.push(
            `${where} answers eth_chainId ${answered}, not ${chainId}: it serves another chain`,
          )
        }
      } catch (error) {
        const reason =
          error instanceof Error && error.name === 'TimeoutError'
            ? `no answer within ${timeoutMs} ms`
            : error instanceof Error
              ? error.message
              : 'failed'
        report.unanswered.push(
          `${where} did not answer eth_chainId (${reason.slice(0, 120)}); the app will refuse to sign on it until it answers chain ${chainId}`,
        )
      }
    }),
  )
  return report
}
