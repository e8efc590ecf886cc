import { describe, expect, test } from 'vitest'
import { endpoints } from '../../../schema/endpoints'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import { setupAggregatorHarness } from '../testing/setupAggregatorHarness'
import { HOSTILE_HTML, HOSTILE_LONG_SYMBOL } from '../tokens/toHostileTokens'

const harness = setupAggregatorHarness()

type RawToken = Record<string, unknown> & { address: string; symbol: string }

async function listRaw() {
  const { status, body } = await harness.call('/31337/tokens')
  expect(status).toBe(200)
  return Object.values((body as { tokens: Record<string, RawToken> }).tokens)
}

const switchHostile = (hostileTokenList: boolean) =>
  harness.call('/__devnet/settings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hostileTokenList }),
  })

describe('the hostile token list (devnet switch)', () => {
  test('behavior: switched on, real tokens are listed under hostile words, numbers and logos; switched off, as before', async () => {
    const before = await listRaw()
    expect((await switchHostile(true)).status).toBe(200)
    const hostile = await listRaw()
    expect(hostile.map((token) => token.address)).toEqual(
      before.map((token) => token.address),
    )
    const { tokens } = harness.devnet.world
    const at = (address: string) =>
      hostile.find((token) => token.address === address)
    expect(at(tokens.LINK.address)).toMatchObject({
      symbol: HOSTILE_HTML,
      name: HOSTILE_HTML,
      verified: false,
      sellPriceUsd: 1e308,
    })
    expect(at(tokens.LINK.address)?.logoURI).toMatch(/^data:/)
    expect(at(tokens.USDC_LOOKALIKE.address)).toMatchObject({
      symbol: 'USDC\u202e',
      logoURI: 'javascript:alert(1)',
      sellPriceUsd: 'NaN',
    })
    expect(at(tokens.UNI.address)).toMatchObject({
      symbol: HOSTILE_LONG_SYMBOL,
      logoURI: 'http://logos.invalid/long.png',
      buyPriceUsd: -5,
    })
    expect(HOSTILE_LONG_SYMBOL).toHaveLength(120)
    expect(at(tokens.WBTC.address)).toMatchObject({
      symbol: 'W\u200dB\u200dT\u200dC',
      verified: true,
      sellPriceUsd: 0,
    })
    expect(at(tokens.MOON.address)).toMatchObject({
      decimals: 255,
      logoURI: '/logos/moon.svg',
    })
    // Verified USDC and the native coin are untouched.
    expect(at(tokens.USDC.address)?.symbol).toBe('USDC')
    expect(at(NATIVE_TOKEN_ADDRESS)?.symbol).toBe('ETH')
    // The list still passes the contract the proxy checks answers with.
    expect(
      Object.keys(
        endpoints.tokenList.response.parse({
          tokens: Object.fromEntries(hostile.map((t) => [t.address, t])),
        }).tokens,
      ),
    ).toHaveLength(hostile.length)

    await switchHostile(false)
    expect(await listRaw()).toEqual(before)
  })

  test('behavior: the hostile tokens are quoted for real, their routes named the hostile way', async () => {
    await switchHostile(true)
    const { tokens } = harness.devnet.world
    const quote = await harness.callEndpoint(
      'swapQuote',
      `/swap/v1/31337/quote?src=${NATIVE_TOKEN_ADDRESS}&dst=${tokens.LINK.address}&amount=${10n ** 17n}&includeRoutes=true&includeTokensInfo=true`,
    )
    expect(BigInt(quote.dstAmount)).toBeGreaterThan(0n)
    expect(quote.dstToken?.symbol).toBe(HOSTILE_HTML)
    expect(quote.routes?.[0]?.path.at(-1)?.symbol).toBe(HOSTILE_HTML)
    for (const key of ['UNI', 'WBTC', 'USDC_LOOKALIKE'] as const) {
      const answer = await harness.call(
        `/swap/v1/31337/quote?src=${NATIVE_TOKEN_ADDRESS}&dst=${tokens[key].address}&amount=${10n ** 16n}`,
      )
      expect(answer.status, key).toBe(200)
    }
    const detail = await harness.callEndpoint(
      'tokenDetail',
      `/31337/tokens/${tokens.MOON.address}`,
    )
    expect(detail.decimals).toBe(255)
  })
})
