import { describe, expect, test } from 'vitest'
import type { SwapFlowInputs } from './types'
import { getInputsKey } from './useSwapFlow'

const inputs: SwapFlowInputs = {
  chainId: 31337,
  sellToken: {
    address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    symbol: 'USDC',
    decimals: 6,
    isNative: false,
  },
  buyToken: {
    address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
    symbol: 'DAI',
    decimals: 18,
    isNative: false,
  },
  amountWei: 1_000_000n,
  payer: '0x70997970C51812dc3A010C7d01b50e20d4dc79C8',
  recipient: '0x70997970C51812dc3A010C7d01b50e20d4dc79C8',
  slippagePercent: '0.5',
}

describe('getInputsKey', () => {
  test('behavior: null without inputs; address case does not matter', () => {
    expect(getInputsKey(null)).toBeNull()
    const lower = {
      ...inputs,
      payer: inputs.payer.toLowerCase() as `0x${string}`,
    }
    expect(getInputsKey(lower)).toBe(getInputsKey(inputs))
  })

  test.each([
    ['amount', { amountWei: 2n }],
    ['slippage', { slippagePercent: '1' }],
    ['chain', { chainId: 1 }],
    ['recipient', { recipient: '0x0000000000000000000000000000000000000001' }],
  ] as const)('behavior: the %s is part of the key', (_, change) => {
    expect(getInputsKey({ ...inputs, ...change })).not.toBe(
      getInputsKey(inputs),
    )
  })
})
