import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A real HTTP JSON-RPC server answering `eth_chainId` with the id it is
 * given (or never, when `isSilent`): a node listed for the wrong chain,
 * without starting an anvil per case.
 */
export async function startChainIdNode(
  chainId: number,
  { isSilent = false } = {},
) {
  let calls = 0
  const server = createServer((request, response) => {
    calls += 1
    if (isSilent) return
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify(
          method === 'eth_chainId'
            ? { jsonrpc: '2.0', id, result: `0x${chainId.toString(16)}` }
            : { jsonrpc: '2.0', id, error: { code: -32601, message: 'no' } },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
