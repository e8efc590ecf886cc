import { useState } from 'react'

/**
 * The confirmation a person ticks for a loss above the ceiling
 * (../quote/gradePriceImpact.ts), held for one set of inputs (`inputsKey`):
 * other tokens or another amount untick it, and an impact that grew past
 * what was ticked is not covered. The flow reads `acceptedPercent` when it
 * takes a quote and at the swap press, so the tick gates the first press
 * and no later press asks again.
 */
export function usePriceImpactAcceptance(inputsKey: string) {
  const [accepted, setAccepted] = useState<{
    inputsKey: string
    percent: number
  } | null>(null)
  return {
    /** The impact the tick was given for; null while unticked. */
    acceptedPercent:
      accepted?.inputsKey === inputsKey ? accepted.percent : null,
    /** Ticks for the impact shown now, or unticks (null). */
    accept: (percent: number | null) =>
      setAccepted(percent === null ? null : { inputsKey, percent }),
  }
}
