import { createContext, type ReactNode, useContext } from 'react'
import type { Address, Hash } from 'viem'

/**
 * What a page embedding the swap (the iframe widget) hears and decides:
 * lifecycle events as the flow accepts them, and parts of the card to hide
 * or lock. The full page mounts no provider: nothing is reported or hidden.
 */
export type SwapHostEvent =
  | {
      type: 'quote'
      chainId: number
      sellToken: Address
      buyToken: Address
      sellAmountWei: bigint
      buyAmountWei: bigint
      quoteId: string | null
    }
  | { type: 'approval:submitted'; hash: Hash }
  | { type: 'approval:confirmed'; hash: Hash }
  | { type: 'swap:submitted'; hash: Hash }
  | { type: 'swap:confirmed'; hash: Hash; receivedAmountWei: bigint | null }
  | { type: 'swap:reverted'; hash: Hash }

export type SwapHost = {
  onEvent: (event: SwapHostEvent) => void
  hide: { compare: boolean; settings: boolean; activity: boolean }
  /** Tokens fixed by the host: no picker, no flip. */
  isTokenLocked: boolean
  /**
   * Why nothing may be signed yet (settings the host chose wait for the
   * person's confirmation), or null. While set, the button starts no review
   * and sends nothing, and a review under way goes back to the form.
   */
  signingHold: string | null
  /**
   * Why presses that lead to a signature do not count yet, or null: the
   * widget's frame has not been in plain sight for a second (clickjacking,
   * src/embed/frameArm.ts). Unlike signingHold it only holds the button
   * back, aria-disabled and focusable: a review under way goes on.
   */
  pressHold: string | null
}

const none: SwapHost = {
  onEvent: () => {},
  hide: { compare: false, settings: false, activity: false },
  isTokenLocked: false,
  signingHold: null,
  pressHold: null,
}

const SwapHostContext = createContext<SwapHost>(none)

export type SwapHostProviderProps = { host: SwapHost; children: ReactNode }

export function SwapHostProvider({ host, children }: SwapHostProviderProps) {
  return (
    <SwapHostContext.Provider value={host}>{children}</SwapHostContext.Provider>
  )
}

export function useSwapHost(): SwapHost {
  return useContext(SwapHostContext)
}
