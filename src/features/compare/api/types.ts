import type { Address } from 'viem'

export type DexComparePool = {
  address: Address
  /** As the service names it (`uniswap_v2`, `uni_v3`, …). */
  poolType: string
  /** What this pool alone pays for the whole amount, raw units. */
  amountOutWei: bigint
  decimalsOut: number
}

/** One dex-compare answer, with when it arrived. */
export type DexCompare = {
  /** The aggregator's exact quote at the time of the pools' figures. */
  aggregatorAmountOutWei: bigint
  decimalsOut: number
  /** In the order the service returned them. */
  pools: DexComparePool[]
  /** Local clock. */
  receivedAtMs: number
}
