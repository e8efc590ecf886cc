import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Address } from 'viem'
import {
  type RecipientProblem,
  validateRecipientInput,
} from '../validateRecipientInput'

export type RecipientFieldProps = {
  recipient: Address | null
  onChange: (recipient: Address | null) => void
}

const problemMessages: Record<RecipientProblem, MessageDescriptor> = {
  'not-an-address': msg`Enter an address: 0x followed by 40 hexadecimal characters.`,
  'bad-checksum': msg`This address fails its checksum, so it probably has a typo. Copy it again.`,
  'zero-address': msg`The zero address burns whatever is sent to it.`,
}

/** Optional recipient; shows the checksummed form of what will be used. */
export function RecipientField({ recipient, onChange }: RecipientFieldProps) {
  const id = useId()
  const { t, i18n } = useLingui()
  const [text, setText] = useState(recipient ?? '')
  const result = validateRecipientInput(text)
  const address = result.status === 'valid' ? result.address : null

  function onTextChange(next: string) {
    setText(next)
    const validated = validateRecipientInput(next)
    if (validated.status === 'valid') onChange(validated.address)
    if (validated.status === 'empty') onChange(null)
  }

  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans>Send the output to (optional)</Trans>
      </label>
      <div className="input-row">
        <input
          id={id}
          type="text"
          spellCheck={false}
          autoComplete="off"
          placeholder={t`Your connected wallet`}
          value={text}
          aria-invalid={result.status === 'invalid' ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(event) => onTextChange(event.target.value)}
        />
        {text ? (
          <button
            type="button"
            className="button-secondary"
            onClick={() => onTextChange('')}
          >
            <Trans>Clear</Trans>
          </button>
        ) : null}
      </div>
      <p id={`${id}-note`} className="field-note" aria-live="polite">
        {result.status === 'invalid' ? (
          <span className="text-error">
            {i18n._(problemMessages[result.problem])}
          </span>
        ) : address ? (
          <Trans>
            Output goes to{' '}
            <code className="address" dir="ltr">
              {address}
            </code>
          </Trans>
        ) : (
          <Trans>
            Leave empty to receive the output in your connected wallet.
          </Trans>
        )}
      </p>
    </div>
  )
}
