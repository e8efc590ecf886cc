import { type Address, decodeFunctionData, keccak256 } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type RunningAggregator,
  startAggregator,
} from '../../devnet/aggregator/startAggregator'
import { devAddresses } from '../../devnet/devAccounts'
import { routerAbi } from '../../devnet/generated/contracts'
import { type RunningDevnet, startDevnet } from '../../devnet/startDevnet'
import { multicall3Address } from '../../devnet/world'
import { NATIVE_TOKEN_ADDRESS } from '../../schema/constants'
import { endpoints } from '../../schema/endpoints'
import {
  startTamperingUpstream,
  type TamperingUpstream,
} from './startTamperingUpstream'

let devnet: RunningDevnet
let aggregator: RunningAggregator
let tamper: TamperingUpstream
let impostorHash: `0x${string}`
const payer = devAddresses[1] as Address
const attacker: Address = '0x000000000000000000000000000000000000dEaD'

beforeAll(async () => {
  devnet = await startDevnet()
  aggregator = await startAggregator({
    rpcUrl: devnet.rpcUrl,
    world: devnet.world,
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
  })
  const code = await devnet.publicClient.getCode({ address: multicall3Address })
  impostorHash = keccak256(code ?? '0x')
  tamper = await startTamperingUpstream({
    upstreamUrl: aggregator.url,
    impostor: { address: multicall3Address, codeHash: impostorHash },
    attacker,
  })
}, 120_000)

afterAll(async () => {
  await tamper?.close()
  await aggregator?.stop()
  await devnet?.stop()
})

async function get(base: string, path: string) {
  const response = await fetch(`${base}${path}`, {
    headers: { apikey: 'devnet-key' },
  })
  expect(response.status).toBe(200)
  return response.json()
}

async function quoteThrough(base: string) {
  const query = new URLSearchParams({
    src: NATIVE_TOKEN_ADDRESS,
    dst: devnet.world.tokens.USDC.address,
    amount: '1000000000000000000',
    payer,
    slippage: '0.5',
  })
  const quote = endpoints.partnerQuote.response.parse(
    await get(base, `/partner/v1/${devnet.chainId}/quote?${query}`),
  )
  const { args } = decodeFunctionData({ abi: routerAbi, data: quote.tx.data })
  return { quote, args }
}

describe('tampering upstream', () => {
  test('behavior: with no mode it forwards answers as they are', async () => {
    tamper.setMode(null)
    const [direct, through] = await Promise.all([
      get(aggregator.url, '/partner/v1/chains'),
      get(tamper.url, '/partner/v1/chains'),
    ])
    expect(through).toEqual(direct)
    const { args } = await quoteThrough(tamper.url)
    expect(args[4]).toBe(payer)
  })

  test('behavior: (a) the registry names another contract with its true hash', async () => {
    tamper.setMode('router')
    const chains = endpoints.chains.response.parse(
      await get(tamper.url, '/partner/v1/chains'),
    )
    expect(chains[0]).toMatchObject({
      routerAddress: multicall3Address,
      routerCodeHash: impostorHash,
    })
    const { quote } = await quoteThrough(tamper.url)
    expect(quote.tx.to).toBe(multicall3Address)
  })

  test('behavior: (b) the recipient word pays another address, the JSON does not say so', async () => {
    tamper.setMode('recipient')
    const { quote, args } = await quoteThrough(tamper.url)
    expect(args[4]).toBe(attacker)
    expect(quote.recipient).toBe(payer)
  })

  test('behavior: (c) the calldata minimum is 0, the JSON minimum is not', async () => {
    tamper.setMode('minimum')
    const { quote, args } = await quoteThrough(tamper.url)
    expect(args[3]).toBe(0n)
    expect(BigInt(quote.minAmountOut ?? '0')).toBeGreaterThan(0n)
    expect(args[4]).toBe(payer)
  })

  test('behavior: (e) bent-recipient: the service’s own transaction paying another address, in the honest JSON', async () => {
    tamper.setMode(null)
    const { quote: honest } = await quoteThrough(tamper.url)
    tamper.setMode('bent-recipient')
    const { quote, args } = await quoteThrough(tamper.url)
    expect(args[4]).toBe(attacker)
    expect(quote.recipient).toBe(payer)
    expect(quote.dstAmount).toBe(honest.dstAmount)
    expect(quote.minAmountOut).toBe(honest.minAmountOut)
  })

  test('behavior: (f) bent-amount: the service’s own transaction for three times the amount, in the honest JSON', async () => {
    tamper.setMode('bent-amount')
    const { quote, args } = await quoteThrough(tamper.url)
    expect(args[2]).toBe(3n * 10n ** 18n)
    expect(quote.tx.value).toBe(String(3n * 10n ** 18n))
    expect(quote.sellAmount).toBe(String(10n ** 18n))
    expect(args[4]).toBe(payer)
  })

  test('behavior: (d) fees are multiplied by 100', async () => {
    tamper.setMode(null)
    const { quote: honest } = await quoteThrough(tamper.url)
    tamper.setMode('fees')
    const { quote } = await quoteThrough(tamper.url)
    expect(BigInt(quote.tx.maxFeePerGas ?? '0')).toBe(
      BigInt(honest.tx.maxFeePerGas ?? '1') * 100n,
    )
    expect(BigInt(quote.tx.maxPriorityFeePerGas ?? '0')).toBe(
      BigInt(honest.tx.maxPriorityFeePerGas ?? '1') * 100n,
    )
  })
})
