import { createContext, type ReactNode, useContext, useState } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { createSwapFormStore, type SwapFormStore } from './createSwapFormStore'
import type { SwapFormActions, SwapFormValues, SwapLinkNotes } from './types'

const SwapFormStoreContext = createContext<SwapFormStore | null>(null)

export type SwapFormStoreProviderProps = {
  /** Starting values, e.g. read from the page's URL. */
  initial?: Partial<SwapFormValues>
  /** What the page's link could not set, for the card to name. */
  link?: SwapLinkNotes
  children: ReactNode
}

export function SwapFormStoreProvider({
  initial,
  link,
  children,
}: SwapFormStoreProviderProps) {
  const [store] = useState(() => createSwapFormStore(initial, link))
  return (
    <SwapFormStoreContext.Provider value={store}>
      {children}
    </SwapFormStoreContext.Provider>
  )
}

export function useSwapFormStore(): SwapFormStore {
  const store = useContext(SwapFormStoreContext)
  if (!store) throw new Error('Swap form hooks need a <SwapFormStoreProvider>')
  return store
}

export function useSwapForm(): SwapFormValues {
  return useStore(
    useSwapFormStore(),
    useShallow(({ chainId, sellToken, buyToken, amountText }) => ({
      chainId,
      sellToken,
      buyToken,
      amountText,
    })),
  )
}

export function useSwapLinkNotes(): SwapLinkNotes {
  return useStore(useSwapFormStore(), (state) => state.link)
}

export function useSwapFormActions(): SwapFormActions {
  return useStore(useSwapFormStore(), (state) => state.actions)
}
