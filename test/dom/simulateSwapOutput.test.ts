// The app's own measurement of what a swap pays, against a real devnet and
// real quotes from the reference aggregator. The one stand-in: an RPC without
// eth_simulateV1 (anvil has it), made by a forwarder that answers that method
// with "method not found" and passes everything else to anvil.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type StartAggregatorReturnType,
  startAggregator,
} from '../../devnet/aggregator/startAggregator'
import { devAddresses } from '../../devnet/devAccounts'
import {
  type StartDevnetReturnType,
  startDevnet,
} from '../../devnet/startDevnet'
import { multicall3Address } from '../../devnet/world'
import { NATIVE_TOKEN_ADDRESS } from '../../schema/constants'
import { endpoints } from '../../schema/endpoints'
import type { PartnerQuoteResponse } from '../../schema/partner'
import { devnetRouterSwapAbi } from '../../src/features/chains/pinnedRouters'
import {
  type SimulateSwapOutputParameters,
  simulateSwapOutput,
} from '../../src/features/swap/guards/simulateSwapOutput'

let devnet: StartDevnetReturnType
let aggregator: StartAggregatorReturnType
let noSimulateRpc: Server
let noSimulateUrl: string
const payer = devAddresses[1] as Address
const stranger: Address = '0x00000000000000000000000000000000000c0ffe'

beforeAll(async () => {
  devnet = await startDevnet()
  aggregator = await startAggregator({
    rpcUrl: devnet.rpcUrl,
    world: devnet.world,
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
  })
  noSimulateRpc = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const { id, method } = JSON.parse(body) as { id: number; method: string }
    response.setHeader('content-type', 'application/json')
    if (method === 'eth_simulateV1') {
      response.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id,
          error: { code: -32601, message: 'Method not found' },
        }),
      )
      return
    }
    const upstream = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response.end(await upstream.text())
  })
  await new Promise<void>((resolve) =>
    noSimulateRpc.listen(0, '127.0.0.1', resolve),
  )
  const { port } = noSimulateRpc.address() as AddressInfo
  noSimulateUrl = `http://127.0.0.1:${port}`
}, 120_000)

afterAll(async () => {
  await new Promise((resolve) => noSimulateRpc?.close(resolve))
  await aggregator?.stop()
  await devnet?.stop()
})

async function partnerQuote(src: Address, dst: Address, amount: bigint) {
  const query = new URLSearchParams({
    src,
    dst,
    amount: amount.toString(),
    payer,
    slippage: '0.5',
  })
  const response = await fetch(
    `${aggregator.url}/partner/v1/${devnet.chainId}/quote?${query}`,
    { headers: { apikey: 'devnet-key' } },
  )
  expect(response.status).toBe(200)
  return endpoints.partnerQuote.response.parse(await response.json())
}

function parametersOf(
  quote: PartnerQuoteResponse,
  overrides: Partial<SimulateSwapOutputParameters> = {},
): SimulateSwapOutputParameters {
  return {
    client: devnet.publicClient,
    payer,
    tx: quote.tx,
    buyToken: quote.buyToken,
    recipient: payer,
    multicall3Address,
    dstAmountWei: BigInt(quote.dstAmount),
    minAmountOutWei: quote.minAmountOut ? BigInt(quote.minAmountOut) : null,
    slippagePercent: '0.5',
    ...overrides,
  }
}

function withRecipient(quote: PartnerQuoteResponse, recipient: Address) {
  const { args } = decodeFunctionData({
    abi: devnetRouterSwapAbi,
    data: quote.tx.data,
  })
  const [tokenIn, tokenOut, amountIn, minOut, , deadline, paths] = args
  return {
    ...quote.tx,
    data: encodeFunctionData({
      abi: devnetRouterSwapAbi,
      functionName: 'swap',
      args: [tokenIn, tokenOut, amountIn, minOut, recipient, deadline, paths],
    }),
  }
}

describe('simulateSwapOutput', () => {
  test('behavior: ETH → USDC measures what the recipient receives', async () => {
    const usdc = devnet.world.tokens.USDC.address
    const quote = await partnerQuote(NATIVE_TOKEN_ADDRESS, usdc, 10n ** 18n)
    const result = await simulateSwapOutput(parametersOf(quote))
    expect(result).toMatchObject({ ok: true, isVerified: true })
    if (!result.ok || !result.isVerified) return
    // Mined on a devnet at rest: the simulation reproduces the quote.
    expect(result.receivedWei).toBe(BigInt(quote.dstAmount))
    expect(result.gasUsed).toBeGreaterThan(21_000n)
  })

  test('behavior: USDC → ETH reads the native balance through Multicall3', async () => {
    const usdc = devnet.world.tokens.USDC.address
    const wallet = devnet.walletClientFor(1)
    await wallet.writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'approve',
      args: [devnet.world.contracts.router, maxUint256],
    })
    const quote = await partnerQuote(usdc, NATIVE_TOKEN_ADDRESS, 3_000_000_000n)
    const result = await simulateSwapOutput(
      parametersOf(quote, {
        recipient: stranger,
        tx: withRecipient(quote, stranger),
      }),
    )
    expect(result).toMatchObject({ ok: true, isVerified: true })
    if (result.ok && result.isVerified) {
      expect(result.receivedWei).toBe(BigInt(quote.dstAmount))
    }
    // A chain without Multicall3 cannot read a native balance in the call.
    expect(
      await simulateSwapOutput(
        parametersOf(quote, { multicall3Address: null }),
      ),
    ).toMatchObject({ ok: true, isVerified: false })
  })

  test('behavior: calldata paying someone else is refused', async () => {
    const usdc = devnet.world.tokens.USDC.address
    const quote = await partnerQuote(NATIVE_TOKEN_ADDRESS, usdc, 10n ** 18n)
    const result = await simulateSwapOutput(
      parametersOf(quote, { tx: withRecipient(quote, stranger) }),
    )
    expect(result).toMatchObject({
      ok: false,
      check: 'output',
      message: expect.stringMatching(/would receive 0 \(smallest units\)/),
    })
  })

  test('behavior: a quote whose own minimum is below the slippage bound is refused', async () => {
    const usdc = devnet.world.tokens.USDC.address
    const quote = await partnerQuote(NATIVE_TOKEN_ADDRESS, usdc, 10n ** 18n)
    const result = await simulateSwapOutput(
      parametersOf(quote, { minAmountOutWei: 0n }),
    )
    expect(result).toMatchObject({
      ok: false,
      check: 'output',
      message: expect.stringContaining("The quote's own minimum (0)"),
    })
  })

  test('behavior: a reverting transaction is refused with its reason', async () => {
    const usdc = devnet.world.tokens.USDC.address
    const quote = await partnerQuote(NATIVE_TOKEN_ADDRESS, usdc, 10n ** 18n)
    const result = await simulateSwapOutput(
      parametersOf(quote, { tx: { ...quote.tx, value: '1' } }),
    )
    expect(result).toMatchObject({ ok: false, check: 'simulation' })
  })

  test('behavior: without eth_simulateV1 it falls back to eth_call and says so', async () => {
    const client = createPublicClient({
      chain: devnet.chain,
      transport: http(noSimulateUrl, { retryCount: 0 }),
    })
    const usdc = devnet.world.tokens.USDC.address
    const quote = await partnerQuote(NATIVE_TOKEN_ADDRESS, usdc, 10n ** 18n)
    expect(await simulateSwapOutput(parametersOf(quote, { client }))).toEqual({
      ok: true,
      isVerified: false,
      note: 'output not independently verified',
    })
    const reverting = await simulateSwapOutput(
      parametersOf(quote, { client, tx: { ...quote.tx, value: '1' } }),
    )
    expect(reverting).toMatchObject({ ok: false, check: 'simulation' })
  })
})
