import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type RefObject, useCallback, useEffect, useId, useMemo } from 'react'
import type { Address } from 'viem'
import { toUserError } from '../../../lib/toUserError'
import { TokenListbox } from '../components/TokenListbox'
import { TokenLookupNotice } from '../components/TokenLookupNotice'
import { TokenSearchField } from '../components/TokenSearchField'
import { TokenShortcuts } from '../components/TokenShortcuts'
import type { TokenPickerModel } from '../hooks/useTokenPickerModel'

export type TokenPickerBodyProps = {
  model: TokenPickerModel
  inputRef: RefObject<HTMLInputElement | null>
  chainName: string
  selectedAddress: Address | undefined
  otherAddress: Address | undefined
  /**
   * Set when coming back from the confirmation step. Not on first opening:
   * the dialog focuses the search box itself, after noting what to return
   * focus to on close.
   */
  shouldFocusSearch: boolean
}

function getStatusText(model: TokenPickerModel, i18n: I18n) {
  if (model.list.isPending) return i18n._(msg`Loading tokens…`)
  if (model.list.isError) return ''
  const count = model.items.length
  return i18n._(msg`${plural(count, { one: '# token', other: '# tokens' })}`)
}

/** Search box, shortcuts and the list: the picker's browsing view. */
export function TokenPickerBody({
  model,
  inputRef,
  chainName,
  selectedAddress,
  otherAddress,
  shouldFocusSearch,
}: TokenPickerBodyProps) {
  const { t, i18n } = useLingui()
  const listboxId = useId()
  const getOptionId = useCallback(
    (index: number) => `${listboxId}-option-${index}`,
    [listboxId],
  )
  useEffect(() => {
    if (shouldFocusSearch) inputRef.current?.focus()
  }, [shouldFocusSearch, inputRef])
  const imported = useMemo(
    () =>
      new Set(
        model.lookup.token ? [model.lookup.token.address.toLowerCase()] : [],
      ),
    [model.lookup.token],
  )
  const { list, items, activeIndex } = model
  const query = model.query.trim()
  const listError = list.isError ? toUserError(list.error, i18n).message : ''
  const isEmpty =
    list.isSuccess && items.length === 0 && model.lookup.state.status === 'idle'
  return (
    <div className="token-picker-body">
      <TokenSearchField
        inputRef={inputRef}
        value={model.query}
        listboxId={listboxId}
        activeOptionId={activeIndex >= 0 ? getOptionId(activeIndex) : undefined}
        onChange={model.onQueryChange}
        onKeyDown={model.onSearchKeyDown}
      />
      {!model.isSearching && (
        <>
          <TokenShortcuts
            title={t`Common tokens`}
            tokens={model.pinned}
            onPick={model.onPick}
          />
          <TokenShortcuts
            title={t`Recent`}
            tokens={model.recent}
            onPick={model.onPick}
          />
        </>
      )}
      <TokenLookupNotice
        state={model.lookup.state}
        chainName={chainName}
        onRetry={model.lookup.retry}
      />
      {list.isError && (
        <div className="token-notice token-notice--warning">
          <p>{t`Could not load the token list: ${listError}`}</p>
          <button
            type="button"
            className="token-button"
            onClick={() => void list.refetch()}
          >
            {t`Try again`}
          </button>
        </div>
      )}
      {isEmpty && (
        <p className="token-notice">{t`No token matches “${query}”.`}</p>
      )}
      <TokenListbox
        id={listboxId}
        label={t`Tokens`}
        tokens={items}
        activeIndex={activeIndex}
        getOptionId={getOptionId}
        balances={model.balances}
        selectedAddress={selectedAddress}
        otherAddress={otherAddress}
        importedAddresses={imported}
        riskMarks={model.riskMarks}
        onPick={model.onPick}
        onActiveIndexChange={model.setActiveIndex}
      />
      <p role="status" className="token-visually-hidden">
        {getStatusText(model, i18n)}
      </p>
    </div>
  )
}
