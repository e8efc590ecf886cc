// Everything the swap flow needs once a review starts, in one chunk loaded
// on demand: the machine, its table, the details view and the effects.
export { getQuoteExpiryMs } from '../api/getQuoteExpiryMs'
export { QUOTE_SAFETY_MARGIN_MS } from '../guards/checkSwapTransaction'
export { getSwapAction } from '../machine/getSwapAction'
export { transition } from '../machine/transition'
export { runSwapStep } from './runSwapStep'
export { toSwapFlowDetails } from './toSwapFlowDetails'
