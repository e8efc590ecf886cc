import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import {
  getSlippageWarning,
  MAX_SLIPPAGE_PERCENT,
  SLIPPAGE_PRESETS,
  type SlippageProblem,
  type SlippageWarning,
  validateSlippageInput,
} from '../validateSlippageInput'

/**
 * Here, not beside the check: the stored settings are checked as the page
 * starts (migrateSettings.ts), and these words only show in the dialog.
 */
const slippageWarningMessages: Record<SlippageWarning, MessageDescriptor> = {
  'may-fail': msg`Slippage this low may make your swap fail.`,
  'may-be-front-run': msg`Slippage this high means your swap may be front-run.`,
}

export type SlippageFieldProps = {
  percent: string
  onChange: (percent: string) => void
}

const isPreset = (percent: string) =>
  (SLIPPAGE_PRESETS as readonly string[]).includes(percent)

const problemMessages: Record<
  Exclude<SlippageProblem, 'too-high'>,
  MessageDescriptor
> = {
  empty: msg`Enter a slippage percentage.`,
  negative: msg`Slippage cannot be negative.`,
  'not-a-number': msg`Slippage must be a number, like 0.5.`,
  'too-many-decimals': msg`Use at most 4 decimal places.`,
}

/** Presets as radio buttons plus a custom percent; only valid input is kept. */
export function SlippageField({ percent, onChange }: SlippageFieldProps) {
  const id = useId()
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const [customText, setCustomText] = useState(isPreset(percent) ? '' : percent)
  const typed = customText ? validateSlippageInput(customText) : null
  const maximum = format.percent(MAX_SLIPPAGE_PERCENT)
  const error =
    typed?.status !== 'invalid'
      ? null
      : typed.problem === 'too-high'
        ? t`Slippage can be at most ${maximum}.`
        : i18n._(problemMessages[typed.problem])
  const warning = getSlippageWarning(percent)
  const chosen = format.percent(Number(percent), 4)

  function onCustomChange(text: string) {
    setCustomText(text)
    const result = validateSlippageInput(text)
    if (result.status === 'valid') onChange(result.percent)
  }

  return (
    <fieldset className="field slippage-field">
      <legend>
        <Trans>Maximum slippage</Trans>
      </legend>
      <div className="segmented">
        {SLIPPAGE_PRESETS.map((preset) => (
          <label key={preset} className="segment">
            <input
              type="radio"
              name={`${id}-slippage`}
              value={preset}
              checked={!customText && percent === preset}
              onChange={() => {
                setCustomText('')
                onChange(preset)
              }}
            />
            <span>{format.percent(Number(preset))}</span>
          </label>
        ))}
        <label className="segment segment-input">
          <span className="visually-hidden">
            <Trans>Custom slippage in percent</Trans>
          </span>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t`Custom`}
            value={customText}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-slippage-note`}
            onChange={(event) => onCustomChange(event.target.value)}
          />
          <span aria-hidden="true">%</span>
        </label>
      </div>
      <p id={`${id}-slippage-note`} className="field-note" aria-live="polite">
        {error ? (
          <span className="text-error">{error}</span>
        ) : warning ? (
          <span className="text-warning">
            {i18n._(slippageWarningMessages[warning])}
          </span>
        ) : (
          <Trans>
            Your swap reverts if the price moves against you by more than{' '}
            {chosen}.
          </Trans>
        )}
      </p>
    </fieldset>
  )
}
