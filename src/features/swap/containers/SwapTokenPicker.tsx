import { useLingui } from '@lingui/react/macro'
import type { AppChain } from '../../chains'
import { TokenPickerDialog } from '../../tokens'
import type { SwapModel } from '../hooks/useSwapModel'
import { useSwapFormActions } from '../store/SwapFormStoreProvider'
import type { SwapSide } from '../store/types'

export type SwapTokenPickerProps = {
  chain: AppChain
  model: SwapModel
  /** The side being picked; null when closed. */
  side: SwapSide | null
  onClose: () => void
  /** False where the host locks both tokens: the picker never opens. */
  canOpen: boolean
}

/** One picker for both sides; picking the other side's token flips them. */
export function SwapTokenPicker({
  chain,
  model,
  side,
  onClose,
  canOpen,
}: SwapTokenPickerProps) {
  const { t } = useLingui()
  const { tokenSelected } = useSwapFormActions()
  const current = side === 'sell' ? model.sellToken : model.buyToken
  const other = side === 'sell' ? model.buyToken : model.sellToken
  return (
    <TokenPickerDialog
      isOpen={side !== null}
      shouldPrepare={canOpen}
      onClose={onClose}
      chainId={chain.id}
      chainName={chain.name}
      nativeSymbol={chain.nativeSymbol}
      nativeName={chain.nativeName}
      nativeDecimals={chain.nativeDecimals}
      account={model.account.address ?? undefined}
      selectedAddress={current?.address}
      otherAddress={other?.address}
      title={
        side === 'buy' ? t`Select a token to buy` : t`Select a token to sell`
      }
      onSelect={(token) => {
        if (side) tokenSelected(side, token.address)
      }}
    />
  )
}
