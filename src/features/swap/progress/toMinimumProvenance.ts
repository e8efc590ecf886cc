import { isAddressEqual } from 'viem'
import { type AppChain, pinnedRouters } from '../../chains'
import type { SwapState } from '../lifecycle/types'

/**
 * What the card may say holds the quote's minimum: only what the app
 * verified. `decoded`: the router's ABI is pinned, so the checks read the
 * minimum in the calldata before signing; `floor`: the swap goes in a batch
 * whose floor check enforces it on chain; `simulation`: only the app's
 * simulation checked it; `quote`: before a review, it is the service's
 * figure; `slippage`: no minimum in the quote, worked out from slippage.
 */
export type MinimumProvenance =
  | 'decoded'
  | 'floor'
  | 'simulation'
  | 'quote'
  | 'slippage'

/** Whether the app decodes this chain's router calldata (its ABI pinned). */
function isRouterDecoded(chain: Pick<AppChain, 'id' | 'routerAddress'>) {
  const pinned = pinnedRouters[chain.id]
  return (
    pinned !== undefined &&
    pinned.swapAbi !== null &&
    isAddressEqual(pinned.address, chain.routerAddress)
  )
}

/**
 * What the flow knows of the swap's protection; null before it does: the
 * review's after signing, the checks' while signing, the wallet's
 * batching before the checks.
 */
function flowProtection(state: SwapState): 'floor' | 'simulation' | null {
  const protection =
    'review' in state
      ? state.review.protection
      : 'protection' in state
        ? state.protection
        : 'batch' in state
          ? state.batch && 'on-chain'
          : undefined
  if (protection === undefined) return null
  return protection === 'on-chain' ? 'floor' : 'simulation'
}

/** What the minimum's provenance is worded from. */
export type MinimumProvenanceOf = {
  /** The transaction's minimum, or one worked out from the slippage. */
  source: 'transaction' | 'slippage'
  chain: Pick<AppChain, 'id' | 'routerAddress'>
  flowState: SwapState
}

/** Where the card's minimum comes from, and what holds it. */
export function toMinimumProvenance({
  source,
  chain,
  flowState,
}: MinimumProvenanceOf): MinimumProvenance {
  if (source === 'slippage') return 'slippage'
  if (isRouterDecoded(chain)) return 'decoded'
  return flowProtection(flowState) ?? 'quote'
}
