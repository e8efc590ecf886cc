import { describe, expect, test } from 'vitest'
import { endpoints } from '../../../schema/endpoints'
import { specMessages } from '../../../schema/messages'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import { createApp, DEFAULT_API_KEY } from '../createApp'
import { setupAggregatorHarness } from '../testing/setupAggregatorHarness'

const harness = setupAggregatorHarness()

describe('GET /{chainId}/tokens', () => {
  test('behavior: native first under the sentinel, then the chain’s tokens, with prices', async () => {
    const { status, body } = await harness.call('/31337/tokens')
    expect(status).toBe(200)
    const list = endpoints.tokenList.response.parse(body)
    const entries = Object.values(list.tokens)
    expect(entries.map((token) => token.symbol)).toEqual([
      'ETH',
      'WETH',
      'USDC',
      'USDT',
      'WBTC',
      'DAI',
      'UNI',
      'LINK',
      'USDC',
      'MOON',
      'TAX',
      'TRAP',
    ])
    const raw = (body as { tokens: Record<string, object> }).tokens
    expect(raw[NATIVE_TOKEN_ADDRESS]).toMatchInlineSnapshot(
      { buyPriceUsd: expect.any(Number), sellPriceUsd: expect.any(Number) },
      `
      {
        "address": "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee",
        "buyPriceUsd": Any<Number>,
        "decimals": 18,
        "logoURI": "http://localhost/logos/eth.svg",
        "name": "Ether",
        "sellPriceUsd": Any<Number>,
        "symbol": "ETH",
        "tags": [
          "native",
        ],
        "verified": true,
      }
    `,
    )
    const bySymbol = (symbol: string) =>
      entries.find((token) => token.symbol === symbol && token.verified)
    expect(bySymbol('USDC')).toMatchObject({ buyPriceUsd: 1, sellPriceUsd: 1 })
    const weth = bySymbol('WETH')
    expect(weth?.sellPriceUsd).toBeGreaterThan(2900)
    expect(weth?.sellPriceUsd).toBeLessThan(weth?.buyPriceUsd ?? 0)
    expect(weth?.buyPriceUsd).toBeLessThan(3100)
    expect(bySymbol('WBTC')?.sellPriceUsd).toBeGreaterThan(55_000)
    expect(bySymbol('MOON')).toMatchObject({
      buyPriceUsd: null,
      sellPriceUsd: null,
    })
    // the lookalike is listed, unverified
    expect(
      entries.filter((token) => token.symbol === 'USDC').map((t) => t.verified),
    ).toEqual([true, false])
  })

  test('behavior: 0-based pages, limit and the verified filter', async () => {
    const page = async (query: string) =>
      Object.values(
        (await harness.callEndpoint('tokenList', `/31337/tokens?${query}`))
          .tokens,
      ).map((token) => token.symbol)
    expect(await page('page=0&limit=3')).toEqual(['ETH', 'WETH', 'USDC'])
    expect(await page('page=1&limit=3')).toEqual(['USDT', 'WBTC', 'DAI'])
    expect(await page('page=3&limit=3')).toEqual(['MOON', 'TAX', 'TRAP'])
    expect(await page('page=4&limit=3')).toEqual([])
    // only the USDC lookalike is unverified
    expect(await page('verified=true')).toEqual([
      'ETH',
      'WETH',
      'USDC',
      'USDT',
      'WBTC',
      'DAI',
      'UNI',
      'LINK',
      'MOON',
      'TAX',
      'TRAP',
    ])
    const bad = await harness.call('/31337/tokens?limit=1001')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ message: 'limit must be from 1 to 1000' })
  })

  test('behavior: logos are served where logoURI points, from a public base URL when set', async () => {
    const { devnet } = harness
    const app = createApp({
      client: devnet.publicClient,
      world: devnet.world,
      publicBaseUrl: 'http://127.0.0.1:8788/',
    })
    const response = await app.request('/31337/tokens?limit=2', {
      headers: { apikey: DEFAULT_API_KEY },
    })
    const list = endpoints.tokenList.response.parse(await response.json())
    const weth = Object.values(list.tokens)[1]
    expect(weth?.logoURI).toBe('http://127.0.0.1:8788/logos/weth.svg')
    const logo = await app.request(new URL(weth?.logoURI ?? '').pathname)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    expect((await app.request('/logos/nothing.svg')).status).toBe(404)
  })

  test('behavior: synthetic tokens scale the list to 10,000 more', async () => {
    const { devnet } = harness
    const app = createApp({
      client: devnet.publicClient,
      world: devnet.world,
      syntheticTokenCount: 10_000,
    })
    const read = async (query: string) => {
      const response = await app.request(`/31337/tokens?${query}`, {
        headers: { apikey: DEFAULT_API_KEY },
      })
      return endpoints.tokenList.response.parse(await response.json()).tokens
    }
    let total = 0
    for (let page = 0; ; page++) {
      const count = Object.keys(await read(`page=${page}&limit=1000`)).length
      total += count
      if (count < 1000) break
    }
    expect(total).toBe(10_012)
    const last = Object.values(await read('page=10&limit=1000'))
    expect(last.at(-1)).toMatchObject({
      symbol: 'SYN10000',
      tags: ['synthetic'],
      buyPriceUsd: null,
    })
    // 11 real verified tokens and one synthetic in five
    const verified = Object.keys(await read('verified=true&limit=1000&page=2'))
    expect(verified.length).toBe(11)
  })
})

describe('GET /{chainId}/tokens/{address}', () => {
  test('behavior: found by checksummed or lowercase address', async () => {
    const { DAI } = harness.devnet.world.tokens
    for (const address of [DAI.address, DAI.address.toLowerCase()]) {
      const detail = await harness.callEndpoint(
        'tokenDetail',
        `/31337/tokens/${address}`,
      )
      expect(detail).toMatchObject({
        symbol: 'DAI',
        name: 'Dai Stablecoin',
        decimals: 18,
        address: DAI.address,
        logoUri: 'http://localhost/logos/dai.svg',
        verified: true,
      })
      expect(detail.sellPriceUsd).toBeGreaterThan(0.98)
      expect(detail.buyPriceUsd).toBeLessThan(1.02)
    }
    const native = await harness.callEndpoint(
      'tokenDetail',
      `/31337/tokens/${NATIVE_TOKEN_ADDRESS}`,
    )
    expect(native.symbol).toBe('ETH')
  })

  test('behavior: 404 Token not found for an address not on the chain', async () => {
    for (const address of [
      '0x1111111111111111111111111111111111111111',
      'not-an-address',
    ]) {
      const { status, body } = await harness.call(`/31337/tokens/${address}`)
      expect(status).toBe(404)
      expect(body).toMatchObject({
        statusCode: 404,
        message: specMessages.tokenNotFound,
        path: `/31337/tokens/${address}`,
      })
    }
  })
})
