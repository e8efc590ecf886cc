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
  /** The person closed the notice of what the page's link could not set. */
  linkNoticeDismissed: () => void
}

/** A value of the page's link that could not be read, by its parameter. */
export type SwapLinkProblem = {
  parameter: 'chain' | 'from' | 'to' | 'amount'
  value: string
}

/**
 * What the page's link asked for that the form may not take: its network
 * (known to be offered or not only once the registry is in) and the values
 * that could not be read. Named by the card (LinkNotice) until dismissed.
 */
export type SwapLinkNotes = {
  chainId: number | null
  problems: readonly SwapLinkProblem[]
}

export type SwapFormState = SwapFormValues & {
  link: SwapLinkNotes
  actions: SwapFormActions
}
