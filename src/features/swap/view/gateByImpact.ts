import type { PriceImpactGrade } from '../quote/gradePriceImpact'
import type { PriceImpactView } from './describePriceImpact'

/** What the gate reads and changes of the main button's action. */
type GatedAction = {
  isDisabled: boolean
  hint: string | null
  hintTone: 'note' | 'status' | 'alert'
}

/**
 * The price impact's grade on a press that leads to a signature: the
 * button's colour and a line saying the loss; above the ceiling, until
 * the person ticks the confirmation, it does nothing, nor while the
 * impact of a quote on screen is still being graded ('pending').
 */
export function gateByImpact<A extends GatedAction>(
  action: A,
  isSigningPress: boolean,
  impact: PriceImpactView | 'pending' | null,
) {
  if (!isSigningPress || impact === null) {
    return { action, tone: 'none' as const, detail: null }
  }
  const isPending = impact === 'pending'
  const tone: PriceImpactGrade = isPending ? 'none' : impact.grade
  const detail = isPending ? null : impact.buttonLine
  if (!isPending && impact.isAccepted) return { action, tone, detail }
  // A step's own news (a changed quote) stays; a note on the form gives
  // way to what the button waits for.
  const isNews = action.hint !== null && action.hintTone !== 'note'
  const tickHint = isPending ? null : impact.tickHint
  return {
    action: {
      ...action,
      isDisabled: true,
      hint: isNews ? action.hint : (tickHint ?? action.hint),
      hintTone: isNews ? action.hintTone : ('note' as const),
    },
    tone,
    detail,
  }
}
