import { useId } from 'react'

export type SwapFlowButtonProps = {
  label: string
  hint: string | null
  isDisabled: boolean
  /** Tone of the hint: a refusal or a failure reads as an alert. */
  isAlert: boolean
  onAct: () => void
  onCancel: (() => void) | null
}

/** The main button while a swap is being reviewed, signed or tracked. */
export function SwapFlowButton({
  label,
  hint,
  isDisabled,
  isAlert,
  onAct,
  onCancel,
}: SwapFlowButtonProps) {
  const id = useId()
  return (
    <div className="swap-button-area">
      <button
        type="button"
        className="button-primary button-large"
        disabled={isDisabled}
        aria-busy={isDisabled}
        aria-describedby={hint ? id : undefined}
        onClick={onAct}
      >
        {label}
      </button>
      {hint ? (
        <p
          id={id}
          className={isAlert ? 'field-note text-error' : 'field-note'}
          role={isAlert ? 'alert' : 'status'}
        >
          {hint}
        </p>
      ) : null}
      {onCancel ? (
        <button type="button" className="button-link" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </div>
  )
}
