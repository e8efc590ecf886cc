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

/** What the flow knows of the swap's protection; null before it does. */
function flowProtection(state: SwapState): 'floor' | 'simulation' | null {
  switch (state.status) {
    case 'ready':
    case 'confirming-price-impact':
    case 'checking':
      return state.batch ? 'floor' : 'simulation'
    case 'accepting-simulation-only':
    case 'signing':
      return state.protection === 'on-chain' ? 'floor' : 'simulation'
    case 'pending':
    case 'confirmed':
    case 'reverted':
    case 'cancelled':
      return state.review.protection === 'on-chain' ? 'floor' : 'simulation'
    default:
      return null
  }
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
