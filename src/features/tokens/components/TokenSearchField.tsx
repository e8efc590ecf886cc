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
  return (
    <input
      ref={inputRef}
      type="text"
      className="token-search"
      role="combobox"
      aria-label="Search by name, symbol or address"
      aria-controls={listboxId}
      aria-expanded="true"
      aria-autocomplete="list"
      aria-activedescendant={activeOptionId}
      placeholder="Search name or paste address"
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
