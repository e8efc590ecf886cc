import type { SwapHostEvent } from '../features/swap'
import type { FrameMessageBody } from './createFrameChannel'

/** A swap lifecycle event as the protocol carries it (amounts in wei). */
export function toFrameEvent(event: SwapHostEvent): FrameMessageBody {
  switch (event.type) {
    case 'quote':
      return {
        type: 'quote',
        chainId: event.chainId,
        sellToken: event.sellToken,
        buyToken: event.buyToken,
        sellAmount: event.sellAmountWei.toString(),
        buyAmount: event.buyAmountWei.toString(),
        quoteId: event.quoteId,
      }
    case 'swap:confirmed':
      return {
        type: 'swap:confirmed',
        hash: event.hash,
        amountReceived: event.receivedAmountWei?.toString() ?? null,
      }
    default:
      return { type: event.type, hash: event.hash }
  }
}
