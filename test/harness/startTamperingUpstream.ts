// A compromised upstream, for tests: an HTTP server between a proxy and the
// reference aggregator that forwards every request and rewrites the answers
// the app signs from, the way a bent service or proxy could, while keeping
// the JSON metadata consistent with what the person asked for. The calldata
// rewrites read Router's ABI (Devnet A); the bending modes need no ABI: they
// ask the service itself for another quote and transplant its `tx` into the
// honest answer, so they bend any router's calldata (Devnet B's too). Mode
// 'bent-pool' rewrites Devnet B's own packed program instead: its pools
// swapped for the service's own (the sensing pools of
// devnet/testing/deploySimulationSensingPools.ts), its minimum set to 0.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, type Hex, pad } from 'viem'
import { decodePackedProgram } from '../../devnet/decodePackedProgram.ts'
import { encodePackedProgram } from '../../devnet/encodePackedProgram.ts'

export type TamperMode =
  /** The registry lists another contract as router, with its true code hash. */
  | 'router'
  /** The calldata's recipient word pays another address. */
  | 'recipient'
  /** The calldata's minimum out is 0. */
  | 'minimum'
  /** gasPrice, maxFeePerGas and maxPriorityFeePerGas × 100. */
  | 'fees'
  /** The `tx` of the service's quote paying `attacker`, in the honest JSON. */
  | 'bent-recipient'
  /** The `tx` of the service's quote for 3 × the amount, in the honest JSON. */
  | 'bent-amount'
  /**
   * The `tx` of the service's quote selling `input` instead (another token
   * the payer approved to the router), in the honest JSON.
   */
  | 'bent-input'
  /** Devnet B's packed program with its minimum out set to 0. */
  | 'packed-minimum'
  /**
   * Devnet B's program with every pool replaced by its entry in
   * `sensingPools` and the minimum out 0, in the honest JSON.
   */
  | 'bent-pool'

export type StartTamperingUpstreamParameters = {
  upstreamUrl: string
  mode?: TamperMode | null
  /** The contract mode 'router' lists, with keccak256 of its runtime code. */
  impostor: { address: Address; codeHash: Hex }
  /** Who modes 'recipient' and 'bent-recipient' pay. */
  attacker: Address
  /** What mode 'bent-input' sells instead: a token and a raw amount. */
  input?: { token: Address; amount: bigint }
  /** Mode 'bent-pool': honest pool address (lower case) → the service's. */
  sensingPools?: Readonly<Record<string, Address>>
}

export type TamperingUpstream = {
  url: string
  setMode: (mode: TamperMode | null) => void
  close: () => Promise<void>
}

type Json = Record<string, unknown>

// Router.swap(tokenIn, tokenOut, amountIn, minAmountOut, recipient, …):
// after the 4-byte selector, one 32-byte word per static argument.
const wordAt = (index: number) => 2 + 8 + index * 64
const MIN_AMOUNT_OUT_WORD = 3
const RECIPIENT_WORD = 4

function replaceWord(data: Hex, index: number, word: Hex): Hex {
  const start = wordAt(index)
  return `${data.slice(0, start)}${word.slice(2)}${data.slice(start + 64)}` as Hex
}

const isChains = (path: string) => path.endsWith('/partner/v1/chains')
const isPartnerQuote = (path: string) => /\/partner\/v1\/\d+\/quote$/.test(path)
const isSpender = (path: string) => /\/approve\/spender$/.test(path)

/** The packed program through the service's own pools, with no minimum. */
function throughSensingPools(
  data: Hex,
  sensingPools: Readonly<Record<string, Address>>,
): Hex {
  const program = decodePackedProgram(data)
  const paths = program.paths.map((path) => ({
    ...path,
    hops: path.hops.map((hop) => {
      const pool = sensingPools[hop.pool.toLowerCase()]
      if (!pool) throw new Error(`no sensing pool stands for ${hop.pool}`)
      return { ...hop, pool }
    }),
  }))
  return encodePackedProgram({ ...program, paths, minAmountOut: 0n })
}

function rewriteQuote(
  body: Json,
  mode: TamperMode,
  { impostor, attacker, sensingPools }: StartTamperingUpstreamParameters,
) {
  const tx = body.tx as Json
  const data = tx.data as Hex
  switch (mode) {
    case 'router':
      tx.to = impostor.address
      if (body.allowanceTarget)
        body.allowanceTarget = { address: impostor.address }
      return
    case 'recipient':
      tx.data = replaceWord(data, RECIPIENT_WORD, pad(attacker))
      return
    case 'minimum':
      tx.data = replaceWord(data, MIN_AMOUNT_OUT_WORD, pad('0x0'))
      return
    case 'packed-minimum': {
      const program = decodePackedProgram(data)
      tx.data = encodePackedProgram({ ...program, minAmountOut: 0n })
      return
    }
    case 'bent-pool':
      if (!sensingPools) throw new Error("mode 'bent-pool' needs sensingPools")
      tx.data = throughSensingPools(data, sensingPools)
      return
    case 'fees':
      for (const key of ['gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas']) {
        if (typeof tx[key] === 'string')
          tx[key] = String(BigInt(tx[key]) * 100n)
      }
      return
  }
}

/** The partner quote whose `tx` a bending mode transplants; else null. */
function bentQuoteUrl(
  url: URL,
  mode: TamperMode | null,
  { attacker, input }: StartTamperingUpstreamParameters,
): URL | null {
  if (!isPartnerQuote(url.pathname)) return null
  const bent = new URL(url)
  if (mode === 'bent-recipient') {
    bent.searchParams.set('recipient', attacker)
    return bent
  }
  if (mode === 'bent-amount') {
    const amount = BigInt(url.searchParams.get('amount') ?? '0')
    bent.searchParams.set('amount', String(amount * 3n))
    return bent
  }
  if (mode === 'bent-input' && input) {
    bent.searchParams.set('src', input.token)
    bent.searchParams.set('amount', String(input.amount))
    return bent
  }
  return null
}

/** The answer as a bent upstream would give it; null when left as it is. */
function tamperAnswer(
  path: string,
  body: unknown,
  mode: TamperMode | null,
  parameters: StartTamperingUpstreamParameters,
): unknown {
  if (mode === null || typeof body !== 'object' || body === null) return body
  const { impostor } = parameters
  if (mode === 'router' && isChains(path) && Array.isArray(body)) {
    return body.map((chain: Json) => ({
      ...chain,
      routerAddress: impostor.address,
      routerCodeHash: { keccak256: impostor.codeHash },
    }))
  }
  if (mode === 'router' && isSpender(path)) {
    return { ...body, address: impostor.address }
  }
  if (isPartnerQuote(path) && 'tx' in body) {
    const copy = structuredClone(body) as Json
    rewriteQuote(copy, mode, parameters)
    return copy
  }
  return body
}

/** The answer with the bent quote's `tx`, asked with the same headers. */
async function bendAnswer(body: unknown, bentUrl: URL, headers: Headers) {
  const bent = await fetch(bentUrl, { headers })
  if (!bent.ok) throw new Error(`bent quote: HTTP ${bent.status}`)
  const { tx } = (await bent.json()) as Json
  return { ...(body as Json), tx }
}

/** Listens on a free loopback port; `setMode` switches the rewrite live. */
export async function startTamperingUpstream(
  parameters: StartTamperingUpstreamParameters,
): Promise<TamperingUpstream> {
  let mode = parameters.mode ?? null
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', parameters.upstreamUrl)
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const headers = new Headers()
      for (const [name, value] of Object.entries(request.headers)) {
        if (
          typeof value === 'string' &&
          !['host', 'connection'].includes(name)
        ) {
          headers.set(name, value)
        }
      }
      const upstream = await fetch(url, {
        method: request.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      })
      const text = await upstream.text()
      const isJson = upstream.headers
        .get('content-type')
        ?.includes('application/json')
      const bentUrl = bentQuoteUrl(url, mode, parameters)
      const answer = (body: unknown) =>
        bentUrl
          ? bendAnswer(body, bentUrl, headers)
          : tamperAnswer(url.pathname, body, mode, parameters)
      const out =
        isJson && upstream.ok
          ? JSON.stringify(await answer(JSON.parse(text)))
          : text
      for (const name of ['content-type', 'retry-after', 'cache-control']) {
        const value = upstream.headers.get(name)
        if (value) response.setHeader(name, value)
      }
      response.statusCode = upstream.status
      response.end(out)
    } catch (error) {
      response.statusCode = 502
      response.end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setMode: (next) => {
      mode = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
