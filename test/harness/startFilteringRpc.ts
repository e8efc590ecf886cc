import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A JSON-RPC server in front of a real node that answers chosen calls
 * itself, the way a node without a method or without a feature answers:
 * `filter` sees each call and returns an error to answer with, new params
 * to forward instead, or nothing to forward it unchanged. What a page or a
 * client meets is a real node with that one difference: it allows any
 * origin (CORS), as anvil and public RPC endpoints do, so a page reads
 * through it too.
 */

type RpcCall = { method: string; params: unknown[] }

export type RpcFilter = (
  call: RpcCall,
) =>
  | { error: { code: number; message: string } }
  | { params: unknown[] }
  | undefined

export type FilteringRpc = {
  url: string
  /** Methods of every call received, in order. */
  methods: () => string[]
  close: () => Promise<void>
}

type RpcRequest = RpcCall & { jsonrpc: '2.0'; id: unknown }

async function answer(
  targetUrl: string,
  filter: RpcFilter,
  request: RpcRequest,
): Promise<unknown> {
  const verdict = filter({ method: request.method, params: request.params })
  if (verdict && 'error' in verdict) {
    return { jsonrpc: '2.0', id: request.id, error: verdict.error }
  }
  const forwarded = verdict ? { ...request, params: verdict.params } : request
  const upstream = await fetch(targetUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(forwarded),
  })
  return upstream.json()
}

export async function startFilteringRpc(
  targetUrl: string,
  filter: RpcFilter,
): Promise<FilteringRpc> {
  const seen: string[] = []
  const server = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
      response.setHeader('access-control-allow-headers', 'content-type')
      response.statusCode = 204
      response.end()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString()) as
      | RpcRequest
      | RpcRequest[]
    const calls = Array.isArray(body) ? body : [body]
    for (const call of calls) seen.push(call.method)
    const answers = await Promise.all(
      calls.map((call) => answer(targetUrl, filter, call)),
    )
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    methods: () => [...seen],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
