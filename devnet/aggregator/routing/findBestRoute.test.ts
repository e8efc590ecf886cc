import fc from 'fast-check'
import type { Address } from 'viem'
import { expect, test } from 'vitest'
import { findBestRoute } from './findBestRoute'
import { findCandidatePaths } from './findCandidatePaths'
import { getAmountOut } from './getAmountOut'
import { simulatePaths } from './simulatePaths'
import { type PoolState, poolKinds } from './types'

const token = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address
const [A, B, WETH, USDC] = [token(0xa), token(0xb), token(0xc), token(0xd)]
const hubs = [WETH, USDC]

function pool(
  id: number,
  token0: Address,
  token1: Address,
  reserve0: bigint,
  reserve1: bigint,
  feeBps = 30n,
): PoolState {
  return {
    address: token(0x1000 + id),
    kind: feeBps === 30n ? poolKinds.uniswapV2 : poolKinds.devSwap,
    token0,
    token1,
    reserve0,
    reserve1,
    feeBps,
    excess0: 0n,
    excess1: 0n,
  }
}

const reserve = fc.bigInt({ min: 10n ** 3n, max: 10n ** 30n })
const fee = fc.constantFrom(30n, 5n, 100n)
const poolsArbitrary = fc
  .tuple(
    fc.array(fc.tuple(reserve, reserve, fee), { minLength: 6, maxLength: 6 }),
    fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  )
  .map(([reserves, present]) => {
    const pairs: [Address, Address][] = [
      [A, B],
      [A, WETH],
      [WETH, B],
      [A, USDC],
      [USDC, B],
      [A, B],
    ]
    return pairs.flatMap(([t0, t1], i) => {
      const [r0, r1, f] = reserves[i] as [bigint, bigint, bigint]
      // the last A/B pool is the second family's
      const feeBps = i === 5 ? (f === 30n ? 25n : f) : 30n
      return present[i] ? [pool(i, t0, t1, r0, r1, feeBps)] : []
    })
  })

test('behavior: a split spends exactly the input and beats every single path', () => {
  fc.assert(
    fc.property(
      poolsArbitrary,
      fc.bigInt({ min: 1n, max: 10n ** 28n }),
      (pools, amountIn) => {
        const paths = findCandidatePaths({
          pools,
          tokenIn: A,
          tokenOut: B,
          hubs,
        })
        const route = findBestRoute({ paths, amountIn })
        const singles = paths.map((path) =>
          simulatePaths({ allocations: [{ path, amountIn }] }),
        )
        let bestSingle = 0n
        for (const single of singles) {
          if (single.isExecutable && single.amountOut > bestSingle) {
            bestSingle = single.amountOut
          }
        }
        if (!route) {
          expect(bestSingle).toBe(0n)
          return
        }
        const spent = route.paths.reduce((sum, p) => sum + p.amountIn, 0n)
        expect(spent).toBe(amountIn)
        expect(route.amountOut >= bestSingle).toBe(true)
        const again = simulatePaths({ allocations: route.paths })
        expect(again.isExecutable).toBe(true)
        expect(again.amountOut).toBe(route.amountOut)
      },
    ),
    { numRuns: 300 },
  )
})

test('behavior: one pool quotes exactly the pool formula', () => {
  const only = pool(0, A, B, 10n ** 21n, 5n * 10n ** 9n)
  const paths = findCandidatePaths({
    pools: [only],
    tokenIn: B,
    tokenOut: A,
    hubs,
  })
  const route = findBestRoute({ paths, amountIn: 12_345_678n })
  expect(route?.amountOut).toBe(
    getAmountOut({
      amountIn: 12_345_678n,
      reserveIn: 5n * 10n ** 9n,
      reserveOut: 10n ** 21n,
      feeBps: 30n,
    }),
  )
})

test('behavior: paths sharing a pool are simulated in order', () => {
  const shared = pool(1, A, WETH, 10n ** 24n, 10n ** 24n)
  const wethB1 = pool(2, WETH, B, 10n ** 24n, 10n ** 24n)
  const wethB2 = pool(3, WETH, B, 10n ** 24n, 10n ** 24n, 5n)
  const paths = findCandidatePaths({
    pools: [shared, wethB1, wethB2],
    tokenIn: A,
    tokenOut: B,
    hubs,
  })
  expect(paths).toHaveLength(2)
  const route = findBestRoute({ paths, amountIn: 10n ** 23n })
  expect(route?.paths.length).toBe(2)
  // Running each path alone on fresh reserves would overstate the output.
  const alone = (route?.paths ?? []).reduce(
    (sum, p) =>
      sum +
      simulatePaths({ allocations: [{ path: p.path, amountIn: p.amountIn }] })
        .amountOut,
    0n,
  )
  expect(alone > (route?.amountOut ?? 0n)).toBe(true)
})

test('behavior: large trades split across pools of both families', () => {
  const v2 = pool(1, A, B, 10n ** 24n, 10n ** 24n)
  const devSwap = pool(2, A, B, 10n ** 24n, 10n ** 24n, 5n)
  const paths = findCandidatePaths({
    pools: [v2, devSwap],
    tokenIn: A,
    tokenOut: B,
    hubs,
  })
  const route = findBestRoute({ paths, amountIn: 10n ** 23n })
  expect(route?.paths.map((p) => p.path.hops[0]?.pool.address)).toEqual([
    v2.address,
    devSwap.address,
  ])
})

test('behavior: no pools, no route', () => {
  expect(
    findBestRoute({
      paths: findCandidatePaths({ pools: [], tokenIn: A, tokenOut: B, hubs }),
      amountIn: 1n,
    }),
  ).toBeNull()
})
