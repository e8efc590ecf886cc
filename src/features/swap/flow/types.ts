import type { Address, Hex } from 'viem'
import type { Config } from 'wagmi'
import type { ActivityActions } from '../../activity'
import type { ApprovalMode } from '../../settings'
import type { SwapEvent } from '../machine/types'

export type SwapFlowToken = {
  address: Address
  symbol: string
  decimals: number
  isNative: boolean
}

/** What the person sees on screen; the flow acts on nothing else. */
export type SwapFlowInputs = {
  chainId: number
  sellToken: SwapFlowToken
  buyToken: SwapFlowToken
  amountWei: bigint
  payer: Address
  recipient: Address
  slippagePercent: string
}

export type SwapFlowChain = {
  id: number
  routerAddress: Address
  routerCodeHash: Hex | null
  explorerUrl: string | null
  /** The person accepted this chain's router as not independently verified. */
  isRouterAcknowledged?: boolean
}

/** Everything a step needs to act; read fresh for every step. */
export type SwapFlowContext = {
  config: Config
  chain: SwapFlowChain
  inputs: SwapFlowInputs
  approvalMode: ApprovalMode
  /** From the live quote's view; null when unknown. */
  priceImpactPercent: number | null
  api: { baseUrl: string; fetchFn?: typeof fetch }
  activity: Pick<
    ActivityActions,
    'swapSubmitted' | 'swapReplaced' | 'swapSettled'
  >
  dispatch: (event: SwapEvent) => void
}
