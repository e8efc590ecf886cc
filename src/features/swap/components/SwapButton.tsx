import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { IsolatedText } from '../../../ui/IsolatedText'
import type { PriceImpactGrade } from '../quote/gradePriceImpact'

export type SwapButtonProps = {
  label: string
  hint: string | null
  isDisabled: boolean
  /** A note under the form's button; a step's status; or an alert. */
  hintTone: 'note' | 'status' | 'alert'
  onAct: () => void
  onCancel: (() => void) | null
  /** Pointer or focus on the button: what a press needs is fetched. */
  onIntent?: () => void
  /**
   * Why a press does not count yet, or null (SwapHost.pressHold): the
   * button stays focusable and named, aria-disabled, a bar filling along it.
   */
  pressHold: string | null
  /**
   * How loud the trade's price impact is (../quote/gradePriceImpact.ts):
   * the button's colour; 'none' keeps the accent.
   */
  tone?: PriceImpactGrade
  /** A second line inside the button: what the trade loses, in words. */
  detail?: string | null
  /**
   * The service-given values the label, hint and detail may name (the
   * pair's symbols, the coin's, the chain's name): each shown in a <bdi>.
   */
  isolatedValues?: readonly (string | null | undefined)[]
}

const toneClass: Record<PriceImpactGrade, string> = {
  none: '',
  warning: ' is-warning',
  danger: ' is-danger',
  confirm: ' is-danger',
}

const hintClass = {
  note: 'field-note',
  status: 'field-note',
  alert: 'field-note text-error',
}
const hintRole = { note: undefined, status: 'status', alert: 'alert' }

/** The main button, from the form's first state to the swap's end. */
export function SwapButton({
  label,
  hint,
  isDisabled,
  hintTone,
  onAct,
  onCancel,
  onIntent,
  pressHold,
  tone = 'none',
  detail = null,
  isolatedValues = [],
}: SwapButtonProps) {
  const id = useId()
  const isHeld = pressHold !== null
  // The form's states are not waits; a flow's disabled step is one.
  const isBusy = hintTone === 'note' ? undefined : isDisabled
  return (
    <div className="swap-button-area">
      <button
        type="button"
        className={`button-primary button-large${toneClass[tone]}${isHeld ? ' is-arming' : ''}`}
        disabled={isDisabled}
        aria-disabled={isHeld || undefined}
        aria-busy={isBusy}
        aria-describedby={
          `${hint ? id : ''} ${pressHold ? `${id}h` : ''}`.trim() || undefined
        }
        onClick={isHeld ? undefined : onAct}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        <IsolatedText text={label} values={isolatedValues} />
        {detail ? (
          <span className="button-detail">
            <IsolatedText text={detail} values={isolatedValues} />
          </span>
        ) : null}
      </button>
      {pressHold ? (
        <span id={`${id}h`} className="visually-hidden">
          {pressHold}
        </span>
      ) : null}
      {hint ? (
        <p id={id} className={hintClass[hintTone]} role={hintRole[hintTone]}>
          <IsolatedText text={hint} values={isolatedValues} />
        </p>
      ) : null}
      {onCancel ? (
        <button type="button" className="button-link" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      ) : null}
    </div>
  )
}
