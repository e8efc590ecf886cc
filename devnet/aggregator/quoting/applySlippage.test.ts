import { expect, test } from 'vitest'
import { applySlippage } from './applySlippage'

test('behavior: slippage in percent with up to 4 decimals, floored', () => {
  const amountOut = 1_000_000_007n
  expect(applySlippage({ amountOut, slippagePercent: '0' })).toBe(amountOut)
  expect(applySlippage({ amountOut, slippagePercent: '0.5' })).toBe(
    995_000_006n,
  )
  expect(applySlippage({ amountOut, slippagePercent: '1.2345' })).toBe(
    987_655_006n,
  )
  expect(applySlippage({ amountOut, slippagePercent: '50' })).toBe(500_000_003n)
})
