import type { Address } from 'viem'
import type { DexCompare, DexComparePool } from '../api/types'
import type { CompareQuote } from '../types'

export const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
export const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
export const DAI: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
export const POOL_V2: Address = '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc'
export const POOL_DEV: Address = '0x397FF1542f962076d0BFE58eA045FfA2d347ACa0'

/** 1 WETH sold; the aggregator pays 2,000 USDC (6 decimals, $1). */
export function createCompareQuote(
  overrides: Partial<CompareQuote> = {},
): CompareQuote {
  return {
    chainId: 31337,
    src: WETH,
    dst: USDC,
    amountWei: 10n ** 18n,
    dstAmountWei: 2_000_000_000n,
    provenance: {
      blockNumber: null,
      generatedAtMs: null,
      receivedAtMs: 1_000_000,
    },
    sellToken: { symbol: 'WETH', decimals: 18, priceUsd: 2000 },
    buyToken: { symbol: 'USDC', decimals: 6, priceUsd: 1 },
    routes: null,
    priceImpact: null,
    isStale: false,
    ...overrides,
  }
}

export function createPool(
  address: Address,
  amountOutWei: bigint,
  poolType = 'uniswap_v2',
): DexComparePool {
  return { address, poolType, amountOutWei, decimalsOut: 6 }
}

/** Two pools, best first: 1,990 USDC (Uniswap V2) and 1,950 (DevSwap). */
export function createDexCompare(
  overrides: Partial<DexCompare> = {},
): DexCompare {
  return {
    aggregatorAmountOutWei: 2_000_000_000n,
    decimalsOut: 6,
    pools: [
      createPool(POOL_V2, 1_990_000_000n, 'uniswap_v2'),
      createPool(POOL_DEV, 1_950_000_000n, 'devswap'),
    ],
    receivedAtMs: 1_001_000,
    ...overrides,
  }
}
