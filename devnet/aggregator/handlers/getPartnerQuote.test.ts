import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  isAddressEqual,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { endpoints } from '../../../schema/endpoints'
import { specMessages } from '../../../schema/messages'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import { devAddresses } from '../../devAccounts'
import { routerAbi } from '../../generated/contracts'
import { applySlippage } from '../quoting/applySlippage'
import {
  queryString,
  setupAggregatorHarness,
} from '../testing/setupAggregatorHarness'

const harness = setupAggregatorHarness()
const payer = devAddresses[1]
// holds ETH but none of the devnet tokens
const emptyHanded = devAddresses[7]
// holds nothing at all
const penniless = '0x000000000000000000000000000000000000dEaD' as Address

type QuoteQuery = {
  src: string
  dst: string
  amount: string
  payer: string
  recipient?: string
  slippage: string
}

function tokens() {
  return harness.devnet.world.tokens
}

function defaultQuery(): QuoteQuery {
  return {
    src: tokens().WETH.address,
    dst: tokens().USDC.address,
    amount: String(10n ** 19n),
    payer,
    slippage: '0.5',
  }
}

function quotePath(query: Partial<QuoteQuery> = {}) {
  return `/partner/v1/31337/quote?${queryString({ ...defaultQuery(), ...query })}`
}

function getQuote(query: Partial<QuoteQuery> = {}) {
  return harness.callEndpoint('partnerQuote', quotePath(query))
}

function decodeSwap(data: `0x${string}`) {
  const { functionName, args } = decodeFunctionData({ abi: routerAbi, data })
  if (functionName !== 'swap') throw new Error(`not a swap: ${functionName}`)
  const [
    tokenIn,
    tokenOut,
    amountIn,
    minAmountOut,
    recipient,
    deadline,
    paths,
  ] = args
  return {
    tokenIn,
    tokenOut,
    amountIn,
    minAmountOut,
    recipient,
    deadline,
    paths,
  }
}

describe('a funded, approved payer', () => {
  test('behavior: answers every field of PartnerQuoteResponse', async () => {
    await harness.approveAll(1)
    const { status, body } = await harness.call(quotePath())
    expect(status).toBe(200)
    expect(Object.keys(body as object)).toMatchInlineSnapshot(`
      [
        "dstAmount",
        "srcToken",
        "dstToken",
        "gas",
        "tx",
        "encodedTx",
        "quoteId",
        "blockNumber",
        "generatedAt",
        "expiresAt",
        "minAmountOut",
        "allowanceTarget",
        "simulationIncomplete",
        "simulationStatus",
        "chainId",
        "sellToken",
        "buyToken",
        "sellAmount",
        "buyAmount",
        "payer",
        "recipient",
        "issues",
        "validation",
        "simulation",
        "quotedAtBlock",
        "validForSeconds",
        "validitySource",
        "partnerId",
      ]
    `)
    const quote = endpoints.partnerQuote.response.parse(body)
    const { world, publicClient } = harness.devnet
    const block = await publicClient.getBlockNumber({ cacheTime: 0 })
    expect(quote).toMatchObject({
      chainId: 31337,
      sellToken: tokens().WETH.address,
      buyToken: tokens().USDC.address,
      sellAmount: String(10n ** 19n),
      buyAmount: quote.dstAmount,
      payer,
      recipient: payer,
      issues: [],
      simulationIncomplete: false,
      simulationStatus: 'SUCCESS',
      quotedAtBlock: String(block),
      blockNumber: String(block),
      validForSeconds: 30,
      validitySource: 'ROUTE_DEADLINE',
      partnerId: 'devnet',
      allowanceTarget: { address: world.contracts.router },
      srcToken: {
        address: tokens().WETH.address,
        symbol: 'WETH',
        decimals: 18,
        name: 'Wrapped Ether',
        logoUri: 'http://localhost/logos/weth.svg',
      },
      dstToken: { symbol: 'USDC', decimals: 6 },
    })
    expect(quote.validation).toEqual({
      balance: {
        status: 'VALID',
        actual: String(100n * 10n ** 18n),
        expected: String(10n ** 19n),
      },
      allowance: {
        status: 'VALID',
        actual: String(2n ** 256n - 1n),
        expected: String(10n ** 19n),
      },
      gas: {
        status: 'VALID',
        actual: expect.any(String),
        expected: expect.any(String),
      },
    })
    expect(quote.simulation).toEqual({
      status: 'SUCCESS',
      method: 'estimateGas',
      gas: quote.gas,
      blockNumber: String(block),
    })
    expect(BigInt(quote.tx.gas)).toBeGreaterThanOrEqual(
      (BigInt(quote.simulation.gas) * 12n) / 10n,
    )
  })

  test('behavior: tx is eip1559 by default and encodedTx is its tuple', async () => {
    const quote = await getQuote()
    const { world } = harness.devnet
    expect(Object.keys(quote.tx)).toEqual([
      'from',
      'to',
      'data',
      'value',
      'gasPrice',
      'gas',
      'type',
      'maxFeePerGas',
      'maxPriorityFeePerGas',
    ])
    expect(quote.tx).toMatchObject({
      from: payer,
      to: world.contracts.router,
      value: '0',
      type: 'eip1559',
    })
    expect(BigInt(quote.tx.maxFeePerGas ?? 0)).toBeGreaterThanOrEqual(
      BigInt(quote.tx.maxPriorityFeePerGas ?? 0),
    )
    const [from, to, data, value, gasPrice, gas] = decodeAbiParameters(
      [
        { type: 'address' },
        { type: 'address' },
        { type: 'bytes' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
      ],
      quote.encodedTx,
    )
    expect({ from, to, data, value, gasPrice, gas }).toEqual({
      from: payer,
      to: world.contracts.router,
      data: quote.tx.data,
      value: 0n,
      gasPrice: BigInt(quote.tx.gasPrice),
      gas: BigInt(quote.tx.gas),
    })
  })

  test('behavior: tx type switches to legacy at run time (gasPrice only)', async () => {
    harness.settings.update({ txType: 'legacy' })
    const quote = await getQuote()
    expect(quote.tx.type).toBe('legacy')
    expect(quote.tx).not.toHaveProperty('maxFeePerGas')
    expect(quote.tx).not.toHaveProperty('maxPriorityFeePerGas')
    expect(BigInt(quote.tx.gasPrice)).toBeGreaterThan(0n)
  })

  test('behavior: calldata carries minAmountOut from slippage and the deadline of expiresAt', async () => {
    const frozen = Date.parse('2031-05-06T07:08:09.750Z')
    harness.clock.set(frozen)
    const quote = await getQuote({ slippage: '1.25', recipient: emptyHanded })
    const swap = decodeSwap(quote.tx.data)
    expect(quote.generatedAt).toBe('2031-05-06T07:08:09.750Z')
    expect(quote.expiresAt).toBe('2031-05-06T07:08:39.000Z')
    expect(swap.deadline).toBe(BigInt(Date.parse(quote.expiresAt ?? '') / 1000))
    expect(quote.minAmountOut).toBe(
      String(
        applySlippage({
          amountOut: BigInt(quote.dstAmount),
          slippagePercent: '1.25',
        }),
      ),
    )
    expect(swap.minAmountOut).toBe(BigInt(quote.minAmountOut ?? 0))
    expect(swap.recipient).toBe(emptyHanded)
    expect(quote.recipient).toBe(emptyHanded)
    expect(swap.amountIn).toBe(10n ** 19n)
    expect(swap.paths.reduce((sum, path) => sum + path.amountIn, 0n)).toBe(
      10n ** 19n,
    )
  })

  test('behavior: the quote lifetime follows validForSeconds', async () => {
    harness.clock.set(Date.parse('2031-01-01T00:00:00.000Z'))
    harness.settings.update({ validForSeconds: 90 })
    const quote = await getQuote()
    expect(quote.validForSeconds).toBe(90)
    expect(quote.expiresAt).toBe('2031-01-01T00:01:30.000Z')
  })

  test('behavior: every quote has its own quoteId', async () => {
    const ids = new Set<string | undefined>()
    for (let index = 0; index < 3; index++) ids.add((await getQuote()).quoteId)
    expect(ids.size).toBe(3)
  })

  test('behavior: native input needs no approval and sends the amount as value', async () => {
    const quote = await getQuote({ src: NATIVE_TOKEN_ADDRESS })
    expect(quote.allowanceTarget).toBeNull()
    expect(quote.validation.allowance).toEqual({
      status: 'NOT_REQUIRED',
      reason: 'native input needs no approval',
    })
    expect(quote.tx.value).toBe(String(10n ** 19n))
    expect(quote.srcToken).toMatchObject({
      address: NATIVE_TOKEN_ADDRESS,
      symbol: 'ETH',
    })
    expect(quote.simulation.status).toBe('SUCCESS')
    const swap = decodeSwap(quote.tx.data)
    expect(isAddressEqual(swap.tokenIn, NATIVE_TOKEN_ADDRESS)).toBe(true)
  })
})

describe('payer issues', () => {
  test('behavior: missing balance and allowance are issues, and simulation is INCOMPLETE', async () => {
    const quote = await getQuote({ payer: emptyHanded })
    const { router } = harness.devnet.world.contracts
    expect(quote.issues).toEqual([
      {
        code: 'INSUFFICIENT_BALANCE',
        message: specMessages.notEnoughBalance('0'),
        actual: '0',
        expected: String(10n ** 19n),
        token: tokens().WETH.address,
      },
      {
        code: 'INSUFFICIENT_ALLOWANCE',
        message: specMessages.notEnoughAllowance('0'),
        actual: '0',
        expected: String(10n ** 19n),
        token: tokens().WETH.address,
        spender: router,
      },
    ])
    expect(quote.validation.balance.status).toBe('ISSUE')
    expect(quote.validation.allowance.status).toBe('ISSUE')
    expect(quote.validation.gas.status).toBe('VALID')
    expect(quote.simulation).toMatchObject({
      status: 'INCOMPLETE',
      method: 'routeGasFloor',
    })
    expect(quote.simulationIncomplete).toBe(true)
    expect(quote.simulationStatus).toBe('INCOMPLETE')
  })

  test('behavior: a payer without native money has a gas issue', async () => {
    const quote = await getQuote({
      src: NATIVE_TOKEN_ADDRESS,
      payer: penniless,
    })
    expect(quote.issues.map((issue) => issue.code)).toEqual([
      'INSUFFICIENT_BALANCE',
      'INSUFFICIENT_GAS_BALANCE',
    ])
    const gasIssue = quote.issues[1]
    expect(gasIssue).toMatchObject({
      actual: '0',
      token: NATIVE_TOKEN_ADDRESS,
    })
    // the value and the most the gas can cost
    expect(BigInt(gasIssue?.expected ?? 0)).toBeGreaterThan(10n ** 19n)
    expect(quote.validation.gas.status).toBe('ISSUE')
    expect(quote.validation.allowance.status).toBe('NOT_REQUIRED')
  })

  test('behavior: an approved payer short of input gets only the balance issue', async () => {
    await harness.approveAll(1)
    const quote = await getQuote({ amount: String(101n * 10n ** 18n) })
    expect(quote.issues.map((issue) => issue.code)).toEqual([
      'INSUFFICIENT_BALANCE',
    ])
    expect(quote.validation.allowance.status).toBe('VALID')
  })

  test('behavior: a check the service cannot read is UNKNOWN', async () => {
    // USDC's code now reverts on every call: its balance cannot be read
    await harness.devnet.testClient.setCode({
      address: tokens().USDC.address,
      bytecode: '0x60006000fd',
    })
    const quote = await getQuote({
      src: tokens().USDC.address,
      dst: tokens().WETH.address,
      amount: '1000000000',
    })
    expect(quote.validation.balance).toMatchObject({
      status: 'UNKNOWN',
      reason: 'balance could not be read',
    })
    expect(quote.validation.allowance.status).toBe('UNKNOWN')
    expect(quote.issues).toEqual([])
    expect(quote.simulation.status).toBe('INCOMPLETE')
  })

  test('behavior: a DEGRADED chain skips simulation (SKIPPED_METRIC_STATE)', async () => {
    await harness.approveAll(1)
    harness.settings.update({ operationalStatus: 'DEGRADED' })
    const quote = await getQuote()
    expect(quote.simulation).toMatchObject({
      status: 'SKIPPED_METRIC_STATE',
      method: 'routeGasFloor',
    })
    expect(quote.simulationStatus).toBe('SKIPPED_METRIC_STATE')
    expect(quote.simulationIncomplete).toBe(true)
  })
})

describe('errors', () => {
  const cases: [
    string,
    Partial<QuoteQuery> | ((q: QuoteQuery) => void),
    string,
  ][] = [
    ['src is not an address', { src: '0x1234' }, specMessages.srcNotAddress],
    [
      'src is missing',
      (q) => Reflect.deleteProperty(q, 'src'),
      specMessages.srcNotAddress,
    ],
    ['dst is not an address', { dst: 'usdc' }, specMessages.dstNotAddress],
    ['amount is zero', { amount: '0' }, specMessages.amountNotPositive],
    ['amount is negative', { amount: '-5' }, specMessages.amountNotPositive],
    [
      'amount is not a number',
      { amount: 'ten' },
      specMessages.amountNotPositive,
    ],
    ['amount is a fraction', { amount: '1.5' }, specMessages.amountNotPositive],
    [
      'amount is missing',
      (q) => Reflect.deleteProperty(q, 'amount'),
      specMessages.amountNotPositive,
    ],
    [
      'slippage is above 50',
      { slippage: '50.0001' },
      specMessages.slippageTooHigh,
    ],
    [
      'payer is not an address',
      { payer: 'me' },
      'payer must be an Ethereum address',
    ],
  ]

  test.each(cases)('behavior: 400 when %s', async (_, change, message) => {
    const query = defaultQuery()
    if (typeof change === 'function') change(query)
    else Object.assign(query, change)
    const { status, body } = await harness.call(
      `/partner/v1/31337/quote?${queryString({ ...query })}`,
    )
    expect(status).toBe(400)
    expect(body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message,
      path: '/partner/v1/31337/quote',
    })
  })

  test('behavior: 400 No route found for a token without pools', async () => {
    const { status, body } = await harness.call(
      quotePath({ dst: tokens().MOON.address }),
    )
    expect(status).toBe(400)
    expect(body).toMatchObject({ message: specMessages.noRoute })
  })
})
