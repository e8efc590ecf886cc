import { queryOptions } from '@tanstack/react-query'
import type { Token } from '../../../../schema/tokens'
import { fetchEndpoint } from '../../../lib/apiClient'
import { lazyModule } from '../../../lib/lazyModule'
import { runWhenIdle } from '../../../lib/runWhenIdle'
import { shouldRetryRequest } from '../../../lib/shouldRetryRequest'
import type { AppToken, TokenListAge } from '../types'
import { collectTokenPages } from './collectTokenPages'
import { toAppToken } from './toAppToken'
import { withNativeToken } from './withNativeToken'

/** The largest page the service has been seen to serve. */
export const TOKEN_LIST_PAGE_SIZE = 1000
/** 50,000 tokens; also caps what one list load costs the request budget. */
export const TOKEN_LIST_MAX_PAGES = 50
export const TOKEN_LIST_STALE_MS = 60_000

type GetTokenListQueryKeyParameters = {
  chainId: number
  /** Where the proxy lives; the app's own '/api' when omitted. */
  baseUrl?: string | undefined
}

export function getTokenListQueryKey({
  chainId,
  baseUrl,
}: GetTokenListQueryKeyParameters) {
  return ['tokens', 'list', { chainId, baseUrl }] as const
}

/**
 * Where the list's pages collected so far wait while the rest loads: only
 * the picker shows them (it opens at once on a list still loading); the
 * list's own query keeps meaning "the whole list".
 */
export function getTokenListProgressQueryKey({
  chainId,
  baseUrl,
}: GetTokenListQueryKeyParameters) {
  return ['tokens', 'list-progress', { chainId, baseUrl }] as const
}

/** Where the list's query notes its age (TokenListAge); useTokenListAge. */
export function getTokenListAgeQueryKey({
  chainId,
  baseUrl,
}: GetTokenListQueryKeyParameters) {
  return ['tokens', 'list-age', { chainId, baseUrl }] as const
}

type GetTokenListQueryOptionsParameters = GetTokenListQueryKeyParameters & {
  fetchFn?: typeof fetch | undefined
  /** localStorage unless given (tests pass their own; null for none). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null | undefined
}

type FetchTokenListParameters = Omit<
  GetTokenListQueryOptionsParameters,
  'storage'
> & {
  signal?: AbortSignal | undefined
  /** The list so far (native first), after each page. */
  onProgress?: ((tokens: AppToken[]) => void) | undefined
  /** The list as the service sent it, and how old its prices are. */
  onAnswer?:
    | ((answer: { entries: Token[]; pricesAtMs: number }) => void)
    | undefined
}

type FetchTokenListReturnType = AppToken[]

/** Every page of the chain's list, normalised, native token first. */
export async function fetchTokenList({
  chainId,
  baseUrl,
  fetchFn,
  signal,
  onProgress,
  onAnswer,
}: FetchTokenListParameters): Promise<FetchTokenListReturnType> {
  // Each entry is converted once, as its page arrives.
  const converted: AppToken[] = []
  let pricesAtMs = Date.now()
  const entries = await collectTokenPages({
    pageSize: TOKEN_LIST_PAGE_SIZE,
    maxPages: TOKEN_LIST_MAX_PAGES,
    fetchPage: (page) =>
      fetchEndpoint({
        id: 'tokenList',
        params: { chainId },
        query: { page: String(page), limit: String(TOKEN_LIST_PAGE_SIZE) },
        signal,
        baseUrl,
        fetchFn,
        // A page from the proxy's cache is older than its arrival.
        onAge: (ageSeconds) => {
          pricesAtMs = Math.min(pricesAtMs, Date.now() - ageSeconds * 1000)
        },
      }),
    onPage: (pageEntries) => {
      for (const entry of pageEntries) {
        converted.push(toAppToken(entry, chainId))
      }
      onProgress?.(withNativeToken(converted, { chainId }))
    },
  })
  onAnswer?.({ entries, pricesAtMs })
  return withNativeToken(converted, { chainId })
}

/** The last good list's copy: read and written off the first paint's path. */
const tokenListCopy = lazyModule(() => import('./tokenListCopy'))

/**
 * The list is cached for a minute: it is several requests against a budget of
 * 20 per minute, and its prices only inform USD hints. Quotes carry the
 * amounts that matter. Its last good answer is kept in the browser: when the
 * proxy cannot answer the copy is shown, with its age, rather than an error
 * (a failed re-read keeps the list already on screen).
 */
export function getTokenListQueryOptions({
  storage,
  ...parameters
}: GetTokenListQueryOptionsParameters) {
  const queryKey = getTokenListQueryKey(parameters)
  const ageKey = getTokenListAgeQueryKey(parameters)
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }) => {
      try {
        return await fetchTokenList({
          ...parameters,
          signal,
          // Read only while the list is pending; collected with the cache's
          // garbage once nothing observes it.
          onProgress: (tokens) =>
            client.setQueryData(
              getTokenListProgressQueryKey(parameters),
              tokens,
            ),
          onAnswer: (answer) => {
            client.setQueryData<TokenListAge>(ageKey, {
              pricesAtMs: answer.pricesAtMs,
              copySavedAtMs: null,
            })
            // Kept once the page is idle: never on the first paint's path.
            runWhenIdle(() => {
              tokenListCopy.load().then(
                ({ saveTokenListCopy }) =>
                  saveTokenListCopy(storage, parameters, answer),
                () => undefined,
              )
            })
          },
        })
      } catch (error) {
        if (client.getQueryData(queryKey) !== undefined) throw error
        const copy = await tokenListCopy
          .load()
          .then(({ loadTokenListCopy }) =>
            loadTokenListCopy(storage, parameters),
          )
          .catch(() => null)
        if (!copy) throw error
        client.setQueryData<TokenListAge>(ageKey, copy.age)
        return copy.tokens
      }
    },
    staleTime: TOKEN_LIST_STALE_MS,
    gcTime: 30 * 60_000,
    retry: (failureCount, error) => shouldRetryRequest(failureCount, error),
  })
}
