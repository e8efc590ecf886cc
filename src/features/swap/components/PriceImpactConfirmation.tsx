import { Trans } from '@lingui/react/macro'

export type PriceImpactConfirmationProps = {
  /** The loss in the locale's percent ("38 %"). */
  impactText: string
  isChecked: boolean
  onChange: (isChecked: boolean) => void
}

/**
 * Above the ceiling the person ticks this before the main button does
 * anything: a choice made with the loss named, not a reflex press.
 */
export function PriceImpactConfirmation({
  impactText,
  isChecked,
  onChange,
}: PriceImpactConfirmationProps) {
  return (
    <label className="impact-confirmation">
      <input
        type="checkbox"
        checked={isChecked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>
        <Trans>
          I understand I lose about{' '}
          <span className="number" data-number="">
            {impactText}
          </span>{' '}
          of this trade’s value to price impact.
        </Trans>
      </span>
    </label>
  )
}
