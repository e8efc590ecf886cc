import { useState } from 'react'
import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import type { AppChain } from '../../chains'
import type { SwapModel } from '../hooks/useSwapModel'

/** The check of a linked token: fetched only when the card starts from a
 * link that names one. */
const linkedTokenConfirmation = lazyModule(
  () => import('./LinkedTokenConfirmation'),
)

export type LazyLinkedTokenConfirmationProps = {
  model: SwapModel
  chain: AppChain
}

/**
 * LinkedTokenConfirmation, for a card that mounted with tokens in its form
 * (they came by link); a card that starts empty (a first visit) never
 * loads it.
 */
export function LazyLinkedTokenConfirmation({
  model,
  chain,
}: LazyLinkedTokenConfirmationProps) {
  const [linkedAtMount] = useState(() => ({
    sell: model.form.sellToken,
    buy: model.form.buyToken,
  }))
  const confirmation = useLazyModule(
    linkedTokenConfirmation,
    linkedAtMount.sell !== null || linkedAtMount.buy !== null,
  )
  if (!confirmation) return null
  return (
    <confirmation.LinkedTokenConfirmation
      model={model}
      chain={chain}
      linkedAtMount={linkedAtMount}
    />
  )
}
