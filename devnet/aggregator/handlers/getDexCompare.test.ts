import { describe, expect, test } from 'vitest'
import { specMessages } from '../../../schema/messages'
import { NATIVE_TOKEN_ADDRESS } from '../../../schema/primitives'
import { getAmountOut } from '../routing/getAmountOut'
import {
  queryString,
  setupAggregatorHarness,
} from '../testing/setupAggregatorHarness'

const harness = setupAggregatorHarness()

describe('GET /swap/v1/{chainId}/dex-compare', () => {
  test('behavior: the pair’s pools quoted alone, best first, beside the exact quote', async () => {
    const { world, publicClient } = harness.devnet
    const { WETH, USDT } = world.tokens
    const amount = 10n ** 19n
    const query = queryString({
      src: NATIVE_TOKEN_ADDRESS,
      dst: USDT.address,
      amount: String(amount),
    })
    const compare = await harness.callEndpoint(
      'dexCompare',
      `/swap/v1/31337/dex-compare?${query}`,
    )
    const quote = await harness.callEndpoint(
      'swapQuote',
      `/swap/v1/31337/quote?${query}`,
    )
    expect(compare.akkaQuote).toBe(quote.dstAmount)
    expect(compare.decimalsOut).toBe(6)
    expect(compare.pools.map((pool) => pool.poolType).sort()).toEqual([
      'devswap',
      'uniswap_v2',
    ])
    const amounts = compare.pools.map((pool) => BigInt(pool.amountOut))
    expect(amounts).toEqual([...amounts].sort((a, b) => (a > b ? -1 : 1)))
    expect(BigInt(compare.akkaQuote)).toBeGreaterThan(amounts[0] ?? 0n)

    // each pool's figure is that pool alone, from its reserves
    for (const entry of compare.pools) {
      const pool = world.pools.find((p) => p.address === entry.poolAddress)
      if (!pool) throw new Error(`unknown pool ${entry.poolAddress}`)
      const [reserve0, reserve1] = await publicClient.readContract({
        address: pool.address,
        abi: [
          {
            type: 'function',
            name: 'getReserves',
            stateMutability: 'view',
            inputs: [],
            outputs: [
              { type: 'uint112' },
              { type: 'uint112' },
              { type: 'uint32' },
            ],
          },
        ],
        functionName: 'getReserves',
      })
      const isWethToken0 = pool.token0 === WETH.address
      expect(entry.amountOut).toBe(
        String(
          getAmountOut({
            amountIn: amount,
            reserveIn: isWethToken0 ? reserve0 : reserve1,
            reserveOut: isWethToken0 ? reserve1 : reserve0,
            feeBps: BigInt(pool.feeBps),
          }),
        ),
      )
      expect(entry.decimalsOut).toBe(6)
    }
  })

  test('behavior: a pair with no direct pool lists no pools', async () => {
    const { UNI, DAI } = harness.devnet.world.tokens
    const compare = await harness.callEndpoint(
      'dexCompare',
      `/swap/v1/31337/dex-compare?${queryString({
        src: UNI.address,
        dst: DAI.address,
        amount: '1000000000000000000',
      })}`,
    )
    expect(compare.pools).toEqual([])
    expect(BigInt(compare.akkaQuote)).toBeGreaterThan(0n)
    expect(compare.decimalsOut).toBe(18)
  })

  test('behavior: 400 for bad input and for no route', async () => {
    const { MOON, DAI } = harness.devnet.world.tokens
    const bad = await harness.call(
      `/swap/v1/31337/dex-compare?src=${MOON.address}&dst=${DAI.address}&amount=x`,
    )
    expect(bad.body).toMatchObject({ message: specMessages.amountNotPositive })
    const none = await harness.call(
      `/swap/v1/31337/dex-compare?src=${MOON.address}&dst=${DAI.address}&amount=5`,
    )
    expect(none.status).toBe(400)
    expect(none.body).toMatchObject({ message: specMessages.noRoute })
  })
})
