import { useState } from 'react'
import {
  gradePriceImpact,
  isPriceImpactAccepted,
  type PriceImpactGrade,
} from '../quote/gradePriceImpact'

/** The trade's price impact as the card grades and gates it. */
export type PriceImpactGate = {
  /** In percent; null when unknown. */
  percent: number | null
  grade: PriceImpactGrade
  /** Below the ceiling, or ticked for about this loss. */
  isAccepted: boolean
  /** The impact the tick was given for; null while unticked. */
  acceptedPercent: number | null
  /** Ticks (for the impact now shown) or unticks the confirmation. */
  setAccepted: (isChecked: boolean) => void
}

/**
 * The confirmation a person ticks for a loss above the ceiling, held for
 * one set of inputs (`inputsKey`): other tokens, another amount or another
 * network untick it, and an impact that grew past what was ticked is not
 * covered. The flow reads `acceptedPercent` when it takes a quote, so the
 * tick gates the first press and no later press asks again.
 */
export function usePriceImpactAcceptance(inputsKey: string) {
  const [accepted, setAcceptedFor] = useState<{
    inputsKey: string
    percent: number
  } | null>(null)
  const acceptedPercent =
    accepted?.inputsKey === inputsKey ? accepted.percent : null
  return {
    acceptedPercent,
    /** The gate for the impact on screen now. */
    gate(percent: number | null): PriceImpactGate {
      return {
        percent,
        grade: gradePriceImpact(percent),
        isAccepted: isPriceImpactAccepted(percent, acceptedPercent),
        acceptedPercent,
        setAccepted: (isChecked) =>
          setAcceptedFor(
            isChecked && percent !== null ? { inputsKey, percent } : null,
          ),
      }
    },
  }
}
