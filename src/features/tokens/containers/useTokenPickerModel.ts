import {
  type KeyboardEvent,
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
} from 'react'
import { orderByHoldings } from '../search/orderByHoldings'
import { parsePastedAddress } from '../search/parsePastedAddress'
import { searchTokens } from '../search/searchTokens'
import type { AppToken } from '../types'
import { getNextActiveIndex } from './getNextActiveIndex'
import {
  type UseTokenCatalogParameters,
  useTokenCatalog,
} from './useTokenCatalog'
import { useTokenConfirmation } from './useTokenConfirmation'
import { useTokenLookup } from './useTokenLookup'

const PAGE_SIZE = 5
const noTokens: AppToken[] = []

type UseTokenPickerModelParameters = UseTokenCatalogParameters & {
  /** A token the user has settled on (confirmed when it needed it). */
  onCommit: (token: AppToken) => void
}

/** Everything the picker shows, derived from the list, query and account. */
export function useTokenPickerModel({
  onCommit,
  ...parameters
}: UseTokenPickerModelParameters) {
  const catalog = useTokenCatalog(parameters)
  const { list, tokens, index, balances } = catalog
  const confirmation = useTokenConfirmation({ index, onCommit })
  const [query, setQuery] = useState('')
  const [activeIndex, setActiveIndex] = useState(0)
  const deferredQuery = useDeferredValue(query)
  const isSearching = deferredQuery.trim() !== ''

  const results = useMemo(
    () => (isSearching ? searchTokens(index, deferredQuery) : noTokens),
    [index, deferredQuery, isSearching],
  )
  const pasted = useMemo(
    () => parsePastedAddress(deferredQuery),
    [deferredQuery],
  )
  const lookup = useTokenLookup({
    chainId: parameters.chainId,
    pasted,
    isInList: results.length > 0,
    isListReady: list.isSuccess,
  })
  const items = useMemo(() => {
    if (lookup.token) return [lookup.token]
    return isSearching ? results : orderByHoldings(tokens, balances)
  }, [lookup.token, isSearching, results, tokens, balances])
  const active =
    items.length === 0 ? -1 : Math.min(activeIndex, items.length - 1)

  const onQueryChange = useCallback((value: string) => {
    setQuery(value)
    setActiveIndex(0)
  }, [])

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'Enter') {
      // The list on screen may still answer an earlier query (the search is
      // deferred): Enter picks from what was typed, never from stale rows.
      const token =
        query === deferredQuery ? items[active] : searchTokens(index, query)[0]
      if (!token) return
      event.preventDefault()
      confirmation.onPick(token)
      return
    }
    const next = getNextActiveIndex({
      key: event.key,
      activeIndex: active,
      count: items.length,
      pageSize: PAGE_SIZE,
    })
    if (next === null) return
    event.preventDefault()
    setActiveIndex(next)
  }

  return {
    ...catalog,
    ...confirmation,
    query,
    /** The query the shown rows answer; lags `query` by a render at most. */
    searchedQuery: deferredQuery,
    isSearching,
    items,
    activeIndex: active,
    setActiveIndex,
    lookup,
    onQueryChange,
    onSearchKeyDown,
  }
}

export type TokenPickerModel = ReturnType<typeof useTokenPickerModel>
