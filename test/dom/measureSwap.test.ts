// The app's own measurement of what a swap moves, against a real devnet and
// real quotes from the reference aggregator, by both paths: eth_simulateV1
// (anvil has it) and, for a node without it, one eth_call with a state
// override that runs the probe as the payer. The one stand-in is the node
// without a method or a feature: a JSON-RPC server in front of anvil that
// answers those calls itself (test/harness/startFilteringRpc.ts).
import {
  type Address,
  type ContractFunctionArgs,
  createPublicClient,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseGwei,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  queryString,
  setupAggregatorHarness,
} from '../../devnet/aggregator/testing/setupAggregatorHarness'
import { devAddresses } from '../../devnet/devAccounts'
import { NATIVE_TOKEN_ADDRESS } from '../../schema/constants'
import type { PartnerQuoteResponse } from '../../schema/partner'
import { devnetRouterSwapAbi } from '../../src/features/chains/pinnedRouters'
import { checkMeasuredSwap } from '../../src/features/swap/guards/checkMeasuredSwap'
import { measureSwap } from '../../src/features/swap/guards/measureSwap'

const CANNOT_SIMULATE_MESSAGE =
  "Your network's node cannot simulate this swap, so it cannot be checked; nothing was sent to your wallet."

import type {
  SwapFeeFields,
  SwapTransactionFields,
} from '../../src/features/swap/guards/types'
import { getMinimumReceived } from '../../src/features/swap/quote/getMinimumReceived'
import {
  type FilteringRpc,
  type RpcFilter,
  startFilteringRpc,
} from '../harness/startFilteringRpc'
import { type RpcRelay, startRpcRelay } from '../harness/startRpcRelay'
import { toMeasuredTransaction } from './toMeasuredTransaction'

const harness = setupAggregatorHarness()
const payer = devAddresses[1] as Address
const stranger: Address = '0x00000000000000000000000000000000000c0ffe'
const methodNotFound = { code: -32601, message: 'Method not found' }

const refuseSimulate: RpcFilter = ({ method }) =>
  method === 'eth_simulateV1' ? { error: methodNotFound } : undefined

const paths = [
  {
    name: 'eth_simulateV1',
    method: 'eth_simulateV1',
    calls: [
      'eth_getBlockByNumber',
      'eth_feeHistory',
      'eth_getTransactionCount',
      'eth_simulateV1',
    ],
    filter: () => undefined,
  },
  {
    name: 'eth_call with a state override (no eth_simulateV1)',
    method: 'eth_call',
    calls: [
      'eth_getBlockByNumber',
      'eth_feeHistory',
      'eth_getTransactionCount',
      'eth_simulateV1',
      'eth_call',
    ],
    filter: refuseSimulate,
  },
] as const satisfies readonly {
  name: string
  method: string
  calls: readonly string[]
  filter: RpcFilter
}[]

const relays = new Map<string, FilteringRpc>()
let failingNode: RpcRelay

const hasStateOverride = (params: unknown[]) =>
  params.length > 2 && params[2] !== undefined

beforeAll(async () => {
  const { rpcUrl } = harness.devnet
  for (const { name, filter } of paths) {
    relays.set(name, await startFilteringRpc(rpcUrl, filter))
  }
  relays.set(
    'no simulation at all',
    await startFilteringRpc(rpcUrl, (call) =>
      call.method === 'eth_call' && hasStateOverride(call.params)
        ? {
            error: {
              code: -32602,
              message: 'too many arguments, want at most 2',
            },
          }
        : refuseSimulate(call),
    ),
  )
  // A node that takes the third parameter and ignores it.
  relays.set(
    'override ignored',
    await startFilteringRpc(rpcUrl, (call) =>
      call.method === 'eth_call'
        ? { params: call.params.slice(0, 2) }
        : refuseSimulate(call),
    ),
  )
  relays.set(
    'rate limited',
    await startFilteringRpc(rpcUrl, ({ method }) =>
      method === 'eth_simulateV1' || method === 'eth_call'
        ? { error: { code: -32005, message: 'request rate exceeded' } }
        : undefined,
    ),
  )
  failingNode = await startRpcRelay(rpcUrl)
  failingNode.setFailing(true)
})

afterAll(async () => {
  for (const relay of relays.values()) await relay.close()
  await failingNode?.close()
})

function relay(name: string) {
  const found = relays.get(name)
  if (!found) throw new Error(`no relay ${name}`)
  return found
}

const clientOf = (url: string) =>
  createPublicClient({
    chain: harness.devnet.chain,
    transport: http(url, { retryCount: 0 }),
  }) as PublicClient

const tokens = () => harness.devnet.world.tokens
const NATIVE = NATIVE_TOKEN_ADDRESS as Address

function unitOf(address: Address) {
  if (address.toLowerCase() === NATIVE.toLowerCase()) {
    return { address, symbol: 'ETH', decimals: 18 }
  }
  const token = Object.values(tokens()).find(
    (candidate) => candidate.address.toLowerCase() === address.toLowerCase(),
  )
  if (!token) throw new Error(`unknown token ${address}`)
  return { address, symbol: token.symbol, decimals: token.decimals }
}

function partnerQuote(src: Address, dst: Address, amount: bigint) {
  const query = queryString({
    src,
    dst,
    amount: String(amount),
    payer,
    slippage: '0.5',
  })
  return harness.callEndpoint(
    'partnerQuote',
    `/partner/v1/${harness.devnet.chainId}/quote?${query}`,
  )
}

async function approveRouter(token: Address) {
  const wallet = harness.devnet.walletClientFor(1)
  const hash = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [harness.devnet.world.contracts.router, maxUint256],
  })
  await harness.devnet.publicClient.waitForTransactionReceipt({ hash })
}

type SwapCallArgs = ContractFunctionArgs<
  typeof devnetRouterSwapAbi,
  'payable',
  'swap'
>

/** The quote's transaction with its decoded swap arguments changed. */
function rewrite(
  quote: PartnerQuoteResponse,
  change: (args: SwapCallArgs) => SwapCallArgs,
): PartnerQuoteResponse['tx'] {
  const { args } = decodeFunctionData({
    abi: devnetRouterSwapAbi,
    data: quote.tx.data,
  })
  return {
    ...quote.tx,
    data: encodeFunctionData({
      abi: devnetRouterSwapAbi,
      functionName: 'swap',
      args: change(args),
    }),
  }
}

const withRecipient = (quote: PartnerQuoteResponse, recipient: Address) =>
  rewrite(quote, ([tokenIn, tokenOut, amountIn, minOut, , deadline, paths]) => [
    tokenIn,
    tokenOut,
    amountIn,
    minOut,
    recipient,
    deadline,
    paths,
  ])

/** Three times the amount, split as the quote split it: a valid call. */
function withTripledAmount(quote: PartnerQuoteResponse) {
  const tx = rewrite(
    quote,
    ([tokenIn, tokenOut, amountIn, minOut, recipient, deadline, paths]) => [
      tokenIn,
      tokenOut,
      amountIn * 3n,
      minOut,
      recipient,
      deadline,
      paths.map((path) => ({ ...path, amountIn: path.amountIn * 3n })),
    ],
  )
  return { ...tx, value: String(BigInt(tx.value) * 3n) }
}

type Verify = {
  client: PublicClient
  tx?: PartnerQuoteResponse['tx']
  recipient?: Address
  quoteMinimumWei?: bigint | null
}

/** measureSwap and checkMeasuredSwap, as checkSwap runs them. */
async function verify(quote: PartnerQuoteResponse, options: Verify) {
  const { client, tx = quote.tx, recipient = payer } = options
  const measured = await measureSwap({
    client,
    payer,
    recipient,
    sellToken: quote.sellToken,
    buyToken: quote.buyToken,
    tx: toMeasuredTransaction(tx),
  })
  if (!measured.ok) return measured
  const verdict = checkMeasuredSwap({
    measurement: measured.measurement,
    expected: {
      sellToken: unitOf(quote.sellToken),
      buyToken: unitOf(quote.buyToken),
      amountWei: BigInt(quote.sellAmount),
      payer,
      recipient,
    },
    nativeCurrency: { symbol: 'ETH', decimals: 18 },
    floorWei: getMinimumReceived({
      dstAmount: BigInt(quote.dstAmount),
      minAmountOut: null,
      slippagePercent: '0.5',
    }).amount,
    quoteMinimumWei:
      options.quoteMinimumWei === undefined
        ? quote.minAmountOut
          ? BigInt(quote.minAmountOut)
          : null
        : options.quoteMinimumWei,
  })
  return { ...verdict, measurement: measured.measurement }
}

/** Contract code that pays `recipient` the GASPRICE (3a) or BASEFEE (48). */
function echoCode(opcode: '3a' | '48', recipient: Address): Hex {
  // CALL(gas, recipient, value, 0, 0, 0, 0), POP, STOP
  return `0x6000600060006000${opcode}73${recipient.slice(2)}5af15000`
}

async function placeEcho(address: Address, opcode: '3a' | '48') {
  const { testClient } = harness.devnet
  await testClient.setCode({ address, bytecode: echoCode(opcode, stranger) })
  await testClient.setBalance({ address, value: 10n ** 18n })
}

describe.each(paths)('measureSwap by $name', (path) => {
  const client = () => clientOf(relay(path.name).url)
  const sent = async (run: () => Promise<unknown>) => {
    const before = relay(path.name).methods().length
    await run()
    return relay(path.name).methods().slice(before)
  }

  test('behavior: ETH → USDC, honest: the recipient gets the quote, the payer pays the amount and its fee', async () => {
    const amount = 10n ** 18n
    const quote = await partnerQuote(NATIVE, tokens().USDC.address, amount)
    let result: Awaited<ReturnType<typeof verify>> | undefined
    const calls = await sent(async () => {
      result = await verify(quote, { client: client() })
    })
    // The block, its successor's base fee and the pending nonce are read
    // side by side, in no order.
    expect([...calls].sort()).toEqual([...path.calls].sort())
    expect(result).toMatchObject({ ok: true })
    if (!result?.ok) return
    const { measurement, receivedWei } = result
    expect(measurement.method).toBe(path.method)
    // Mined on a devnet at rest: the simulation reproduces the quote.
    expect(receivedWei).toBe(BigInt(quote.dstAmount))
    expect(measurement.gasUsed).toBeGreaterThan(21_000n)
    const nativeDebit =
      measurement.before.payerNativeWei - measurement.after.payerNativeWei
    expect(nativeDebit - measurement.feePaidWei).toBe(amount)
    if (path.method === 'eth_simulateV1') {
      // The payer paid gas at the transaction's own fee fields.
      expect(measurement.feePaidWei).toBeGreaterThan(0n)
      expect(measurement.feePaidWei % measurement.gasUsed).toBe(0n)
      const pricePaid = measurement.feePaidWei / measurement.gasUsed
      expect(pricePaid).toBeGreaterThan(
        BigInt(quote.tx.maxPriorityFeePerGas ?? 0),
      )
      expect(pricePaid).toBeLessThanOrEqual(BigInt(quote.tx.maxFeePerGas ?? 0))
    } else {
      expect(measurement.feePaidWei).toBe(0n)
    }
  })

  test('behavior: USDC → ETH, honest: native output is measured exactly', async () => {
    await approveRouter(tokens().USDC.address)
    const amount = 3_000_000_000n
    const quote = await partnerQuote(tokens().USDC.address, NATIVE, amount)
    const mine = await verify(quote, { client: client() })
    expect(mine).toMatchObject({
      ok: true,
      receivedWei: BigInt(quote.dstAmount),
    })
    if (!mine.ok) return
    const { before, after } = mine.measurement
    expect(before.payerSellWei - after.payerSellWei).toBe(amount)
    // Paid to someone else, whose native balance is read just the same.
    const theirs = await verify(quote, {
      client: client(),
      recipient: stranger,
      tx: withRecipient(quote, stranger),
    })
    expect(theirs).toMatchObject({
      ok: true,
      receivedWei: BigInt(quote.dstAmount),
    })
  })

  test('behavior: USDC → DAI, honest: both tokens move by the quote', async () => {
    await approveRouter(tokens().USDC.address)
    const amount = 1_000_000_000n
    const quote = await partnerQuote(
      tokens().USDC.address,
      tokens().DAI.address,
      amount,
    )
    const result = await verify(quote, { client: client() })
    expect(result).toMatchObject({
      ok: true,
      receivedWei: BigInt(quote.dstAmount),
    })
    if (!result.ok) return
    const { before, after } = result.measurement
    expect(before.payerSellWei - after.payerSellWei).toBe(amount)
    expect(after.payerBuyWei - before.payerBuyWei).toBe(BigInt(quote.dstAmount))
  })

  test('behavior: calldata paying another address is refused', async () => {
    const quote = await partnerQuote(NATIVE, tokens().USDC.address, 10n ** 18n)
    const result = await verify(quote, {
      client: client(),
      tx: withRecipient(quote, stranger),
    })
    expect(result).toMatchObject({
      ok: false,
      check: 'output',
      message: expect.stringMatching(
        /^Simulated, you would receive 0 USDC, less than the [\d,.]+ USDC the quote promises after your slippage\. Nothing was sent to your wallet\.$/,
      ),
    })
    await approveRouter(tokens().USDC.address)
    const toEth = await partnerQuote(tokens().USDC.address, NATIVE, 10n ** 9n)
    expect(
      await verify(toEth, {
        client: client(),
        tx: withRecipient(toEth, stranger),
      }),
    ).toMatchObject({
      ok: false,
      check: 'output',
      message: expect.stringMatching(/^Simulated, you would receive 0 ETH,/),
    })
  })

  test('behavior: three times the amount under an unlimited allowance is refused', async () => {
    await approveRouter(tokens().USDC.address)
    const toDai = await partnerQuote(
      tokens().USDC.address,
      tokens().DAI.address,
      1_000_000n,
    )
    expect(
      await verify(toDai, { client: client(), tx: withTripledAmount(toDai) }),
    ).toMatchObject({
      ok: false,
      check: 'debit',
      message:
        'Simulated, this swap would take 3 USDC from your wallet, not the 1 you are swapping. Nothing was sent to your wallet.',
    })
    const toEth = await partnerQuote(tokens().USDC.address, NATIVE, 1_000_000n)
    expect(
      await verify(toEth, { client: client(), tx: withTripledAmount(toEth) }),
    ).toMatchObject({ ok: false, check: 'debit' })
    // Native in: three times the value leaves the wallet.
    const fromEth = await partnerQuote(
      NATIVE,
      tokens().USDC.address,
      10n ** 17n,
    )
    expect(
      await verify(fromEth, {
        client: client(),
        tx: withTripledAmount(fromEth),
      }),
    ).toMatchObject({
      ok: false,
      check: 'debit',
      message: expect.stringMatching(
        /^Simulated, this swap would take 0\.3\d* ETH from your wallet, not the 0\.1 you are swapping/,
      ),
    })
  })

  test('behavior: the fee fields reach the simulated call (gas price and base fee as the chain has them)', async () => {
    const gasPriceEcho: Address = '0x000000000000000000000000000000000000ec01'
    const baseFeeEcho: Address = '0x000000000000000000000000000000000000ec02'
    await placeEcho(gasPriceEcho, '3a')
    await placeEcho(baseFeeEcho, '48')
    const seen = async (to: Address, fees: SwapFeeFields) => {
      const tx: SwapTransactionFields = {
        to,
        data: '0x',
        value: 0n,
        gas: 100_000n,
        fees,
      }
      const measured = await measureSwap({
        client: client(),
        payer,
        recipient: stranger,
        sellToken: tokens().USDC.address,
        buyToken: NATIVE,
        tx,
      })
      if (!measured.ok) throw new Error(measured.message)
      const { before, after } = measured.measurement
      return after.recipientBuyWei - before.recipientBuyWei
    }
    const legacy = { gasPrice: parseGwei('7') }
    expect(await seen(gasPriceEcho, legacy)).toBe(parseGwei('7'))
    const eip1559 = {
      maxFeePerGas: parseGwei('50'),
      maxPriorityFeePerGas: parseGwei('2'),
    }
    const baseFee = await seen(baseFeeEcho, eip1559)
    expect(baseFee).toBeGreaterThan(0n)
    expect(await seen(gasPriceEcho, eip1559)).toBe(baseFee + parseGwei('2'))
  })

  test('behavior: a quote whose own minimum is below the slippage bound is refused', async () => {
    const quote = await partnerQuote(NATIVE, tokens().USDC.address, 10n ** 18n)
    expect(
      await verify(quote, { client: client(), quoteMinimumWei: 0n }),
    ).toMatchObject({
      ok: false,
      check: 'output',
      message: expect.stringContaining("The quote's own minimum (0 USDC)"),
    })
  })

  test('behavior: a reverting transaction is refused with its reason', async () => {
    const quote = await partnerQuote(NATIVE, tokens().USDC.address, 10n ** 18n)
    expect(
      await verify(quote, {
        client: client(),
        tx: { ...quote.tx, value: '1' },
      }),
    ).toMatchObject({
      ok: false,
      check: 'simulation',
      message: expect.stringMatching(
        /^Our own simulation of this exact transaction fails: it reverts with error 0x[0-9a-f]{8}\. Nothing was sent to your wallet\.$/,
      ),
    })
  })
})

describe('measureSwap where the node cannot simulate', () => {
  test('behavior: neither eth_simulateV1 nor a state override: refused, saying so', async () => {
    const quote = await partnerQuote(NATIVE, tokens().USDC.address, 10n ** 18n)
    const result = await verify(quote, {
      client: clientOf(relay('no simulation at all').url),
    })
    expect(result).toEqual({
      ok: false,
      check: 'simulation',
      message: CANNOT_SIMULATE_MESSAGE,
    })
  })

  test('behavior: a node that ignores the state override is refused the same way', async () => {
    const quote = await partnerQuote(NATIVE, tokens().USDC.address, 10n ** 18n)
    expect(
      await verify(quote, { client: clientOf(relay('override ignored').url) }),
    ).toEqual({
      ok: false,
      check: 'simulation',
      message: CANNOT_SIMULATE_MESSAGE,
    })
  })

  test('behavior: a node that does not answer, or not now, is an error, not a verdict', async () => {
    const quote = await partnerQuote(NATIVE, tokens().USDC.address, 10n ** 18n)
    await expect(
      verify(quote, { client: clientOf(failingNode.url) }),
    ).rejects.toThrow(/HTTP request failed/)
    await expect(
      verify(quote, { client: clientOf(relay('rate limited').url) }),
    ).rejects.toThrow(/request rate exceeded|limit/i)
  })
})
