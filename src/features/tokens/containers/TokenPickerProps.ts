import type { Address } from 'viem'
import type { AppToken } from '../types'

export type TokenPickerDialogProps = {
  isOpen: boolean
  /** Called on Escape, the close button, a click outside, and after a pick. */
  onClose: () => void
  chainId: number
  nativeSymbol: string
  nativeName: string
  /** The chain's native decimals, as the swap form names the list. */
  nativeDecimals?: number | undefined
  account?: Address | undefined
  /** The token this side holds now; marked in the list. */
  selectedAddress?: Address | undefined
  /** The other side's token; still pickable (the swap form flips). */
  otherAddress?: Address | undefined
  onSelect: (token: AppToken) => void
  /** For messages such as "No token at this address on HyperEVM". */
  chainName?: string | undefined
  title?: string | undefined
  /** Whether the closed picker readies itself while the page is idle
   * (its code, the list's index); off where it can never open. */
  shouldPrepare?: boolean | undefined
}
