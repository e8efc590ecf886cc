import { createStore, type StoreApi } from 'zustand/vanilla'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { isSameAddress } from '../../../lib/addressKey'
import type { SwapFormState, SwapFormValues, SwapLinkNotes } from './types'

export const emptySwapForm: SwapFormValues = {
  chainId: null,
  sellToken: null,
  buyToken: null,
  amountText: '',
}

export type SwapFormStore = StoreApi<SwapFormState>

const noLinkNotes: SwapLinkNotes = { chainId: null, problems: [] }

/** The swap form of one mounted app. Server data never lives here. */
export function createSwapFormStore(
  initial: Partial<SwapFormValues> = {},
  link: SwapLinkNotes = noLinkNotes,
): SwapFormStore {
  return createStore<SwapFormState>()((set) => ({
    ...emptySwapForm,
    ...initial,
    link,
    actions: {
      amountTyped: (amountText) => set({ amountText }),
      tokenSelected: (side, address) =>
        set((state) => {
          const other = side === 'sell' ? state.buyToken : state.sellToken
          const current = side === 'sell' ? state.sellToken : state.buyToken
          // Picking the other side's token swaps the two sides.
          if (other && isSameAddress(other, address)) {
            return { sellToken: state.buyToken, buyToken: state.sellToken }
          }
          if (current && isSameAddress(current, address)) return {}
          return side === 'sell'
            ? { sellToken: address }
            : { buyToken: address }
        }),
      directionFlipped: () =>
        set((state) => ({
          sellToken: state.buyToken,
          buyToken: state.sellToken,
        })),
      chainSelected: (chainId) =>
        set((state) =>
          state.chainId === chainId
            ? {}
            : { chainId, sellToken: NATIVE_TOKEN_ADDRESS, buyToken: null },
        ),
      formRestored: (values) => set(values),
      linkNoticeDismissed: () => set({ link: noLinkNotes }),
    },
  }))
}
