import {
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
  useCallback,
  useMemo,
  useState,
} from 'react'
import { getNextActiveIndex } from '../model/getNextActiveIndex'
import type { TokenRiskMark } from '../risk/tokenRiskMarks'
import type { TokenSearchIndex } from '../search/createTokenSearchIndex'
import { orderByHoldings } from '../search/orderByHoldings'
import { parsePastedAddress } from '../search/parsePastedAddress'
import { searchTokens } from '../search/searchTokens'
import type { AppToken } from '../types'
import {
  type TokenCatalog,
  type UseTokenCatalogParameters,
  useTokenCatalog,
} from './useTokenCatalog'
import {
  type TokenConfirmation,
  useTokenConfirmation,
} from './useTokenConfirmation'
import { type PastedAddressLookup, useTokenLookup } from './useTokenLookup'
import { useTokenRiskMarks } from './useTokenRiskMarks'

const PAGE_SIZE = 5
const noTokens: AppToken[] = []

/** Each search's duration as a User Timing entry (`npm run bench` reads
 * them: the search itself, apart from rendering its results). */
export const TOKEN_SEARCH_MEASURE = 'token search'

function measuredSearch(index: TokenSearchIndex, query: string) {
  const start = performance.now()
  const results = searchTokens(index, query)
  performance.measure(TOKEN_SEARCH_MEASURE, { start })
  return results
}

type UseTokenPickerModelParameters = UseTokenCatalogParameters & {
  /** A token the user has settled on (confirmed when it needed it). */
  onCommit: (token: AppToken) => void
}

/** What the picker shows and how it answers the keyboard and the search. */
export type TokenPickerModel = TokenCatalog &
  TokenConfirmation & {
    query: string
    isSearching: boolean
    /** The rows shown: the lookup's token, the results, or the list. */
    items: AppToken[]
    /** -1 when there is no row. */
    activeIndex: number
    setActiveIndex: Dispatch<SetStateAction<number>>
    lookup: PastedAddressLookup
    onQueryChange: (value: string) => void
    onSearchKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
    /** Tokens the swap's simulation found taxed or unsellable. */
    riskMarks: ReadonlyMap<string, TokenRiskMark>
  }

/** Everything the picker shows, derived from the list, query and account. */
export function useTokenPickerModel({
  onCommit,
  ...parameters
}: UseTokenPickerModelParameters): TokenPickerModel {
  const catalog = useTokenCatalog(parameters)
  const { list, tokens, index, balances } = catalog
  const confirmation = useTokenConfirmation({ index, onCommit })
  const [query, setQuery] = useState('')
  const [activeIndex, setActiveIndex] = useState(0)
  // Not deferred: one pass over the prebuilt index takes a millisecond or
  // two, and a deferred list would show a frame later than the typed text.
  const isSearching = query.trim() !== ''

  const results = useMemo(
    () => (isSearching ? measuredSearch(index, query) : noTokens),
    [index, query, isSearching],
  )
  const pasted = useMemo(() => parsePastedAddress(query), [query])
  const riskMarks = useTokenRiskMarks(parameters.chainId)
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
      const token = items[active]
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
    isSearching,
    items,
    activeIndex: active,
    setActiveIndex,
    lookup,
    onQueryChange,
    onSearchKeyDown,
    riskMarks,
  }
}
