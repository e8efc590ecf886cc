import { encodeErrorResult } from 'viem'
import { describe, expect, test } from 'vitest'
import { describeRouterRevert, routerErrorsAbi } from './routerErrors'

describe('describeRouterRevert', () => {
  test('behavior: a slippage revert says the price moved, in token units', () => {
    const data = encodeErrorResult({
      abi: routerErrorsAbi,
      errorName: 'InsufficientOutput',
      args: [99_000_000n, 99_500_000n],
    })
    expect(
      describeRouterRevert({ data, buyDecimals: 6, buySymbol: 'USDC' }),
    ).toBe(
      'the price moved: the swap would pay 99 USDC, below your minimum of 99.5 USDC (slippage).',
    )
  })

  test('behavior: unknown or empty revert data gives null', () => {
    const args = { buyDecimals: 18, buySymbol: 'DAI' }
    expect(describeRouterRevert({ data: null, ...args })).toBeNull()
    expect(describeRouterRevert({ data: '0x', ...args })).toBeNull()
    expect(describeRouterRevert({ data: '0xdeadbeef', ...args })).toBeNull()
  })
})
