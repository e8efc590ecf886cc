import { useLingui } from '@lingui/react'
import type { Address } from 'viem'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import type { AppChain } from '../../chains'
import type { AppToken } from '../../tokens'
import { MeasuredChanges } from '../components/MeasuredChanges'
import { SwapFlowDetails } from '../components/SwapFlowDetails'
import { SwapProgress } from '../components/SwapProgress'
import { SwapSuccess } from '../components/SwapSuccess'
import { useSwapProgress } from '../hooks/useSwapProgress'
import type { SwapState } from '../lifecycle/types'
import {
  type MeasuredChangesContext,
  toMeasuredChangesView,
} from '../view/toMeasuredChangesView'
import { toSwapFlowDetails } from '../view/toSwapFlowDetails'
import { AfterSwapActions } from './AfterSwapActions'

export type SwapFlowPanelProps = {
  state: SwapState
  explorerUrl: string | null
  /** The tokens and the coin the measured changes are named with. */
  measuredContext: MeasuredChangesContext
  /** What a confirmed swap offers next: the allowance left, the wallet. */
  afterSwap: {
    chain: AppChain
    owner: Address | null
    sellToken: AppToken | null
    buyToken: AppToken | null
  }
}

/**
 * What a review shows under the button: the progress through the steps,
 * remembered across the flow's states, and what the flow knows beyond the
 * button's hint, with what the app's simulation measured once the checks
 * cleared the swap. Mounted (and its chunk fetched) only once a review
 * starts, so the first load carries none of it.
 */
export function SwapFlowPanel({
  state,
  explorerUrl,
  measuredContext,
  afterSwap,
}: SwapFlowPanelProps) {
  const { steps, nowMs } = useSwapProgress(state)
  const { i18n } = useLingui()
  const format = useFormatters()
  const measured = toMeasuredChangesView(state, measuredContext, {
    i18n,
    format,
  })
  const details = toSwapFlowDetails(state, explorerUrl, { i18n, format })
  const { owner, sellToken, buyToken } = afterSwap
  const isDone = state.status === 'confirmed' && sellToken && buyToken
  // What a note or a refusal may name, each shown isolated (IsolatedText).
  const symbols = [
    ...measuredContext.tokens.map((token) => token.symbol),
    measuredContext.native.symbol,
    'quote' in state ? state.quote.response.dstToken?.symbol : null,
  ]
  return (
    <>
      <SwapProgress
        steps={steps}
        nowMs={nowMs}
        explorerUrl={explorerUrl}
        isolatedValues={symbols}
      />
      <SwapFlowDetails
        {...details}
        isolatedValues={symbols}
        success={
          state.status === 'confirmed' && isDone ? (
            <SwapSuccess
              sellToken={sellToken}
              buyToken={buyToken}
              soldWei={BigInt(state.quote.shown.inputs.amount)}
              receivedWei={state.receivedAmountWei}
              hash={state.hash}
              explorerTxUrl={details.outcome?.explorerTxUrl ?? null}
            />
          ) : null
        }
      />
      {measured ? <MeasuredChanges {...measured} /> : null}
      {isDone && owner ? (
        <AfterSwapActions
          chain={afterSwap.chain}
          owner={owner}
          sellToken={sellToken}
          buyToken={buyToken}
          router={state.quote.response.tx.to}
        />
      ) : null}
    </>
  )
}
