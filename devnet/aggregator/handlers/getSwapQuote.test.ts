import { describe, expect, test } from 'vitest'
import { specMessages } from '../../../schema/messages'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import {
  queryString,
  setupAggregatorHarness,
} from '../testing/setupAggregatorHarness'

const harness = setupAggregatorHarness()

function path(query: Record<string, string | undefined>) {
  return `/swap/v1/31337/quote?${queryString(query)}`
}

describe('GET /swap/v1/{chainId}/quote', () => {
  test('behavior: by default answers only dstAmount', async () => {
    const { WETH, USDC } = harness.devnet.world.tokens
    const { status, body } = await harness.call(
      path({
        src: WETH.address,
        dst: USDC.address,
        amount: '1000000000000000000',
      }),
    )
    expect(status).toBe(200)
    expect(body).toEqual({ dstAmount: expect.stringMatching(/^[1-9][0-9]*$/) })
  })

  test('behavior: flags add tokens, gas, routes and graph', async () => {
    const { LINK, WETH, USDC } = harness.devnet.world.tokens
    const quote = await harness.callEndpoint(
      'swapQuote',
      path({
        src: LINK.address,
        dst: WETH.address,
        amount: String(20_000n * 10n ** 18n),
        includeTokensInfo: 'true',
        includeGas: 'true',
        includeRoutes: 'true',
        includeGraph: 'true',
      }),
    )
    expect(quote.srcToken).toMatchObject({ symbol: 'LINK', decimals: 18 })
    expect(quote.dstToken).toMatchObject({ symbol: 'WETH', decimals: 18 })
    expect(Number(quote.gas)).toBeGreaterThan(100_000)
    const routes = quote.routes ?? []
    // LINK only trades against USDC; USDC → WETH splits over both families
    expect(routes.map((route) => route.path.map((t) => t.symbol))).toEqual([
      ['LINK', 'USDC', 'WETH'],
      ['LINK', 'USDC', 'WETH'],
    ])
    expect(routes.map((route) => route.pools.map((p) => p.poolType))).toEqual([
      ['devswap', 'uniswap_v2'],
      ['devswap', 'devswap'],
    ])
    expect(routes[0]?.pools[0]).toEqual({
      address: expect.any(String),
      fee: 10,
      exchange: 'DevSwap',
      poolType: 'devswap',
    })
    // Largest remainder: the shown shares add up to exactly 100.00 %.
    const hundredths = routes.map((route) => Math.round(route.percent * 100))
    expect(hundredths.reduce((sum, h) => sum + h, 0)).toBe(10_000)
    expect(quote.graph).toHaveLength(4)
    expect(quote.graph?.[0]).toMatchObject({
      from: LINK.address,
      to: USDC.address,
      exchange: 'DevSwap',
      poolType: 'devswap',
      percentage: routes[0]?.percent,
    })
    expect(quote.graph?.[3]?.percentage).toBe(routes[1]?.percent)
  })

  test('behavior: a native source is reported as the wrapped token', async () => {
    const { WETH, DAI } = harness.devnet.world.tokens
    const quote = await harness.callEndpoint(
      'swapQuote',
      path({
        src: NATIVE_TOKEN_ADDRESS,
        dst: DAI.address,
        amount: '1000000000000000000',
        includeTokensInfo: 'true',
      }),
    )
    expect(quote.srcToken).toMatchObject({
      address: WETH.address,
      symbol: 'WETH',
    })
    expect(quote.dstToken?.logoUri).toBe('http://localhost/logos/dai.svg')
  })

  test('behavior: the gas is sent as a number', async () => {
    const { WETH, USDC } = harness.devnet.world.tokens
    const { body } = await harness.call(
      path({
        src: WETH.address,
        dst: USDC.address,
        amount: '1000000000000',
        includeGas: 'true',
      }),
    )
    expect(typeof (body as { gas: unknown }).gas).toBe('number')
  })

  test.each([
    [{ src: 'nope' }, specMessages.srcNotAddress],
    [{ dst: '0x' }, specMessages.dstNotAddress],
    [{ amount: '00' }, specMessages.amountNotPositive],
    [{ includeGas: 'yes' }, 'includeGas must be true or false'],
  ])('behavior: 400 for %o', async (change, message) => {
    const { WETH, USDC } = harness.devnet.world.tokens
    const { status, body } = await harness.call(
      path({ src: WETH.address, dst: USDC.address, amount: '1', ...change }),
    )
    expect(status).toBe(400)
    expect(body).toMatchObject({ statusCode: 400, message })
  })

  test.each([
    ['a token without pools', 'MOON', 'WETH', '1000'],
    ['the native token and its wrapped form', 'ETH', 'WETH', '1000'],
    ['the same token twice', 'DAI', 'DAI', '1000'],
    ['an amount too small to buy anything', 'DAI', 'WBTC', '1'],
  ])('behavior: 400 No route found for %s', async (_, src, dst, amount) => {
    const { tokens } = harness.devnet.world
    const address = (symbol: string) =>
      symbol === 'ETH'
        ? NATIVE_TOKEN_ADDRESS
        : tokens[symbol as keyof typeof tokens].address
    const { status, body } = await harness.call(
      path({ src: address(src), dst: address(dst), amount }),
    )
    expect(status).toBe(400)
    expect(body).toMatchObject({ message: specMessages.noRoute })
  })

  test('behavior: an unknown or listed-only token has no route', async () => {
    const { DAI } = harness.devnet.world.tokens
    const { status, body } = await harness.call(
      path({
        src: '0x1111111111111111111111111111111111111111',
        dst: DAI.address,
        amount: '1000',
      }),
    )
    expect(status).toBe(400)
    expect(body).toMatchObject({ message: specMessages.noRoute })
  })
})
