import { useId, useState } from 'react'
import {
  getSlippageWarning,
  SLIPPAGE_PRESETS,
  slippageWarningMessages,
  validateSlippageInput,
} from '../validateSlippageInput'

export type SlippageFieldProps = {
  percent: string
  onChange: (percent: string) => void
}

const isPreset = (percent: string) =>
  (SLIPPAGE_PRESETS as readonly string[]).includes(percent)

/** Presets as radio buttons plus a custom percent; only valid input is kept. */
export function SlippageField({ percent, onChange }: SlippageFieldProps) {
  const id = useId()
  const [customText, setCustomText] = useState(isPreset(percent) ? '' : percent)
  const typed = customText ? validateSlippageInput(customText) : null
  const error = typed?.status === 'invalid' ? typed.message : null
  const warning = getSlippageWarning(percent)

  function onCustomChange(text: string) {
    setCustomText(text)
    const result = validateSlippageInput(text)
    if (result.status === 'valid') onChange(result.percent)
  }

  return (
    <fieldset className="field slippage-field">
      <legend>Maximum slippage</legend>
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
            <span>{preset}%</span>
          </label>
        ))}
        <label className="segment segment-input">
          <span className="visually-hidden">Custom slippage in percent</span>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Custom"
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
            {slippageWarningMessages[warning]}
          </span>
        ) : (
          `Your swap reverts if the price moves against you by more than ${percent}%.`
        )}
      </p>
    </fieldset>
  )
}
