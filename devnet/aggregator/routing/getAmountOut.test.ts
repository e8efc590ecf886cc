import fc from 'fast-check'
import { expect, test } from 'vitest'
import { getAmountIn } from './getAmountIn'
import { getAmountOut } from './getAmountOut'

const uint112 = fc.bigInt({ min: 1n, max: 2n ** 112n - 1n })

test('behavior: 30 bps is exactly Uniswap V2 997/1000', () => {
  fc.assert(
    fc.property(
      uint112,
      uint112,
      uint112,
      (amountIn, reserveIn, reserveOut) => {
        const v2 =
          (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
        expect(
          getAmountOut({ amountIn, reserveIn, reserveOut, feeBps: 30n }),
        ).toBe(v2)
      },
    ),
  )
})

test('behavior: getAmountIn buys at least the amount asked', () => {
  fc.assert(
    fc.property(
      uint112,
      uint112,
      uint112,
      fc.integer({ min: 0, max: 9_999 }),
      (amountOut, reserveIn, reserveOut, fee) => {
        const feeBps = BigInt(fee)
        const amountIn = getAmountIn({
          amountOut,
          reserveIn,
          reserveOut,
          feeBps,
        })
        if (amountIn === null) {
          expect(amountOut >= reserveOut).toBe(true)
          return
        }
        const got = getAmountOut({ amountIn, reserveIn, reserveOut, feeBps })
        expect(got >= amountOut).toBe(true)
      },
    ),
  )
})

test('behavior: no output from nothing', () => {
  expect(
    getAmountOut({ amountIn: 0n, reserveIn: 1n, reserveOut: 1n, feeBps: 30n }),
  ).toBe(0n)
  expect(
    getAmountOut({ amountIn: 5n, reserveIn: 0n, reserveOut: 9n, feeBps: 30n }),
  ).toBe(0n)
})
