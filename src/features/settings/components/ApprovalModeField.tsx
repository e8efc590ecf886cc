import { useId } from 'react'
import type { ApprovalMode } from '../store/types'

export type ApprovalModeFieldProps = {
  mode: ApprovalMode
  onChange: (mode: ApprovalMode) => void
}

const options: { mode: ApprovalMode; label: string; note: string }[] = [
  {
    mode: 'exact',
    label: 'Exact amount',
    note: 'Approve only what each swap needs. Safer; one approval per swap.',
  },
  {
    mode: 'unlimited',
    label: 'Unlimited',
    note: 'Approve once per token. Fewer transactions, but the router may spend any amount of it.',
  },
]

export function ApprovalModeField({ mode, onChange }: ApprovalModeFieldProps) {
  const id = useId()
  return (
    <fieldset className="field">
      <legend>Token approval</legend>
      {options.map((option) => (
        <label key={option.mode} className="radio-row">
          <input
            type="radio"
            name={`${id}-approval`}
            value={option.mode}
            checked={mode === option.mode}
            onChange={() => onChange(option.mode)}
          />
          <span>
            <span className="radio-label">{option.label}</span>
            <span className="field-note">{option.note}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
