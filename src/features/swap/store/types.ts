import type { Address } from 'viem'

export type SwapSide = 'sell' | 'buy'

export type SwapFormValues = {
  chainId: number | null
  sellToken: Address | null
  buyToken: Address | null
  /** The amount field's text, exactly as typed. */
  amountText: string
}

export type SwapFormActions = {
  amountTyped: (text: string) => void
  tokenSelected: (side: SwapSide, address: Address) => void
  directionFlipped: () => void
  /** The person picked a chain: tokens reset to the native coin → nothing. */
  chainSelected: (chainId: number) => void
  /** A link or history entry restored the form. */
  formRestored: (values: Partial<SwapFormValues>) => void
}

export type SwapFormState = SwapFormValues & { actions: SwapFormActions }
