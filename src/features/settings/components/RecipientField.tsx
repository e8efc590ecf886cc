import { useId, useState } from 'react'
import type { Address } from 'viem'
import { validateRecipientInput } from '../validateRecipientInput'

export type RecipientFieldProps = {
  recipient: Address | null
  onChange: (recipient: Address | null) => void
}

/** Optional recipient; shows the checksummed form of what will be used. */
export function RecipientField({ recipient, onChange }: RecipientFieldProps) {
  const id = useId()
  const [text, setText] = useState(recipient ?? '')
  const result = validateRecipientInput(text)

  function onTextChange(next: string) {
    setText(next)
    const validated = validateRecipientInput(next)
    if (validated.status === 'valid') onChange(validated.address)
    if (validated.status === 'empty') onChange(null)
  }

  return (
    <div className="field">
      <label htmlFor={id}>Send the output to (optional)</label>
      <div className="input-row">
        <input
          id={id}
          type="text"
          spellCheck={false}
          autoComplete="off"
          placeholder="Your connected wallet"
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
            Clear
          </button>
        ) : null}
      </div>
      <p id={`${id}-note`} className="field-note" aria-live="polite">
        {result.status === 'invalid' ? (
          <span className="text-error">{result.message}</span>
        ) : result.status === 'valid' ? (
          <>
            Output goes to <code className="address">{result.address}</code>
          </>
        ) : (
          'Leave empty to receive the output in your connected wallet.'
        )}
      </p>
    </div>
  )
}
