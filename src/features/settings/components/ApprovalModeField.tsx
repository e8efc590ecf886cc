import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ApprovalMode } from '../store/types'

export type ApprovalModeFieldProps = {
  mode: ApprovalMode
  onChange: (mode: ApprovalMode) => void
}

const options: {
  mode: ApprovalMode
  label: MessageDescriptor
  note: MessageDescriptor
}[] = [
  {
    mode: 'exact',
    label: msg`Exact amount`,
    note: msg`Approve only what each swap needs. Safer; one approval per swap.`,
  },
  {
    mode: 'unlimited',
    label: msg`Unlimited`,
    note: msg`Approve once per token. Fewer transactions, but the router may spend any amount of it.`,
  },
]

export function ApprovalModeField({ mode, onChange }: ApprovalModeFieldProps) {
  const id = useId()
  const { i18n } = useLingui()
  return (
    <fieldset className="field">
      <legend>
        <Trans>Token approval</Trans>
      </legend>
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
            <span className="radio-label">{i18n._(option.label)}</span>
            <span className="field-note">{i18n._(option.note)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
