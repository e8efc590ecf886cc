import { describe, expect, test } from 'vitest'
import {
  needsQuoteChangeAcceptance,
  QUOTE_CHANGE_TOLERANCE_BPS,
} from './needsQuoteChangeAcceptance'

// 1,000,000 out at 1 % slippage: the tolerance is the 0.5 % cap.
const reviewed = { dstAmount: '1000000', minAmountOut: '990000' }
const scaled = (bps: number) => ({
  dstAmount: String(1_000_000 - bps * 100),
  minAmountOut: String(990_000 - bps * 99),
})

describe('needsQuoteChangeAcceptance', () => {
  test('behavior: the same or a better figure proceeds', () => {
    expect(needsQuoteChangeAcceptance(reviewed, reviewed)).toBe(false)
    expect(
      needsQuoteChangeAcceptance(reviewed, {
        dstAmount: '1200000',
        minAmountOut: '1188000',
      }),
    ).toBe(false)
  })

  test('behavior: a fall within the tolerance proceeds, one beyond it asks', () => {
    expect(QUOTE_CHANGE_TOLERANCE_BPS).toBe(50n)
    expect(needsQuoteChangeAcceptance(reviewed, scaled(49))).toBe(false)
    expect(needsQuoteChangeAcceptance(reviewed, scaled(50))).toBe(false)
    expect(needsQuoteChangeAcceptance(reviewed, scaled(51))).toBe(true)
    expect(needsQuoteChangeAcceptance(reviewed, scaled(500))).toBe(true)
  })

  test('behavior: a tight slippage tightens the tolerance to half of it', () => {
    // 0.2 % slippage: 10 bps may pass silently, 11 may not.
    const tight = { dstAmount: '1000000', minAmountOut: '998000' }
    const within = { dstAmount: '999000', minAmountOut: '997002' }
    const beyond = { dstAmount: '998900', minAmountOut: '996902' }
    expect(needsQuoteChangeAcceptance(tight, within)).toBe(false)
    expect(needsQuoteChangeAcceptance(tight, beyond)).toBe(true)
  })

  test('behavior: a minimum that falls beyond the tolerance asks even when the output holds', () => {
    expect(
      needsQuoteChangeAcceptance(reviewed, {
        dstAmount: '1000000',
        minAmountOut: '980000',
      }),
    ).toBe(true)
  })

  test('behavior: a re-quote that lost its minimum asks', () => {
    expect(needsQuoteChangeAcceptance(reviewed, { dstAmount: '1000000' })).toBe(
      true,
    )
  })

  test('behavior: without a minimum the fixed tolerance applies to the output', () => {
    const bare = { dstAmount: '1000000' }
    expect(needsQuoteChangeAcceptance(bare, { dstAmount: '995000' })).toBe(
      false,
    )
    expect(needsQuoteChangeAcceptance(bare, { dstAmount: '994999' })).toBe(true)
  })
})
