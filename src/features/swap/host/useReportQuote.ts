import { useEffect } from 'react'
import type { Quote } from '../api/types'
import { useSwapHost } from './SwapHostProvider'

/** Tells the host (if any) about each quote shown, once per answer. */
export function useReportQuote(quote: Quote | null, isStale: boolean) {
  const { onEvent } = useSwapHost()
  useEffect(() => {
    if (!quote || isStale) return
    onEvent({
      type: 'quote',
      chainId: quote.inputs.chainId,
      sellToken: quote.inputs.src,
      buyToken: quote.inputs.dst,
      sellAmountWei: BigInt(quote.inputs.amount),
      buyAmountWei: quote.dstAmount,
      quoteId: quote.kind === 'executable' ? quote.quoteId : null,
    })
  }, [quote, isStale, onEvent])
}
