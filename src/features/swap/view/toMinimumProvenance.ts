import { isAddressEqual } from 'viem'
import { type AppChain, pinnedRouters } from '../../chains'
import type { MinimumProvenance } from '../components/QuoteDetails'
import type { SwapState } from '../lifecycle/types'

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

/** Where the card's minimum comes from, and what holds it. */
export function toMinimumProvenance(
  source: 'transaction' | 'slippage',
  chain: Pick<AppChain, 'id' | 'routerAddress'>,
  flowState: SwapState,
): MinimumProvenance {
  if (source === 'slippage') return 'slippage'
  if (isRouterDecoded(chain)) return 'decoded'
  return flowProtection(flowState) ?? 'quote'
}
