import type { DexCompareResponse } from '../../../../schema/swap'
import { displayTextLimits, toDisplayText } from '../../../lib/toDisplayText'
import type { DexCompare } from './types'

/**
 * A parsed dex-compare answer in the app's units, pools in service order,
 * their type names through the display rule.
 */
export function toDexCompare(
  response: DexCompareResponse,
  receivedAtMs: number,
): DexCompare {
  return {
    aggregatorAmountOutWei: BigInt(response.akkaQuote),
    decimalsOut: response.decimalsOut,
    pools: response.pools.map((pool) => ({
      address: pool.poolAddress,
      poolType: toDisplayText(pool.poolType, displayTextLimits.poolName),
      amountOutWei: BigInt(pool.amountOut),
      decimalsOut: pool.decimalsOut,
    })),
    receivedAtMs,
  }
}
