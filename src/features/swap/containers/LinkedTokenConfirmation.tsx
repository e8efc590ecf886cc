import { useState } from 'react'
import type { Address } from 'viem'
import { isSameAddress } from '../../../lib/addressKey'
import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import type { AppChain } from '../../chains'
import { type AppToken, findToken } from '../../tokens'
import type { SwapModel } from '../hooks/useSwapModel'
import { useSwapFormActions } from '../store/SwapFormStoreProvider'
import type { SwapSide } from '../store/types'

export type LinkedTokenConfirmationProps = {
  model: SwapModel
  chain: AppChain
  /** The tokens the form held as the card mounted: the link's. */
  linkedAtMount: { sell: Address | null; buy: Address | null }
}

/** Shown only for a token that arrives by link: not in the first load. */
const linkedTokenDialog = lazyModule(
  () => import('../components/LinkedTokenDialog'),
)

const tokenOf = (model: SwapModel, side: SwapSide) =>
  side === 'sell' ? model.sellToken : model.buyToken

/**
 * A link can name any contract: a token that arrives by URL and is
 * unverified, not on the list or oddly named goes through the picker's
 * confirmation before it can be used, and one the app cannot compute with
 * is refused there with its reason; going back removes it from the form.
 */
export function LinkedTokenConfirmation({
  model,
  chain,
  linkedAtMount,
}: LinkedTokenConfirmationProps) {
  const { formRestored } = useSwapFormActions()
  const [linked, setLinked] = useState(linkedAtMount)
  const list = model.tokenList.data ?? []
  const needsConfirmation = (side: SwapSide): AppToken | null => {
    const address = linked[side]
    const token = tokenOf(model, side)
    if (!address || !token || !isSameAddress(token.address, address)) {
      return null
    }
    const isListed = findToken(list, token.address) !== undefined
    const isPlain =
      token.verified &&
      isListed &&
      !token.hasHiddenCharacters &&
      !token.hasUnsafeDecimals
    return isPlain ? null : token
  }
  const side = (['sell', 'buy'] as const).find((s) => needsConfirmation(s))
  const token = side ? needsConfirmation(side) : null
  const dialog = useLazyModule(linkedTokenDialog, token !== null)
  if (!side || !token || !dialog) return null
  const settle = () => setLinked((current) => ({ ...current, [side]: null }))
  const back = () => {
    formRestored(side === 'sell' ? { sellToken: null } : { buyToken: null })
    settle()
  }
  return (
    <dialog.LinkedTokenDialog
      token={token}
      chainName={chain.name}
      isImported={findToken(list, token.address) === undefined}
      onConfirm={settle}
      onBack={back}
    />
  )
}
