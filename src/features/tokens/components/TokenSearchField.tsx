import { useLingui } from '@lingui/react/macro'
import type { KeyboardEvent, RefObject } from 'react'

export type TokenSearchFieldProps = {
  inputRef: RefObject<HTMLInputElement | null>
  value: string
  listboxId: string
  activeOptionId: string | undefined
  onChange: (value: string) => void
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
}

/** The picker's search box: an ARIA combobox over the token listbox. */
export function TokenSearchField({
  inputRef,
  value,
  listboxId,
  activeOptionId,
  onChange,
  onKeyDown,
}: TokenSearchFieldProps) {
  const { t } = useLingui()
  return (
    <input
      ref={inputRef}
      type="text"
      className="token-search"
      role="combobox"
      aria-label={t`Search by name, symbol or address`}
      aria-controls={listboxId}
      aria-expanded="true"
      aria-autocomplete="list"
      aria-activedescendant={activeOptionId}
      placeholder={t`Search name or paste address`}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
    />
  )
}
