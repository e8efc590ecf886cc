import type { SwapFlowInputs } from './stepTypes'

/** One string for every input a quote depends on; a change ends the flow. */
export function getInputsKey(inputs: SwapFlowInputs | null): string | null {
  if (!inputs) return null
  return [
    inputs.chainId,
    inputs.sellToken.address.toLowerCase(),
    inputs.buyToken.address.toLowerCase(),
    inputs.amountWei.toString(),
    inputs.payer.toLowerCase(),
    inputs.recipient.toLowerCase(),
    inputs.slippagePercent,
  ].join('|')
}
