import { queryOptions } from '@tanstack/react-query'
import { fetchEndpoint } from '../../../lib/apiClient'
import { shouldRetryRequest } from '../../../lib/shouldRetryRequest'
import type { AppToken } from '../types'
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

type GetTokenListQueryOptionsParameters = GetTokenListQueryKeyParameters & {
  fetchFn?: typeof fetch | undefined
}

type FetchTokenListParameters = GetTokenListQueryOptionsParameters & {
  signal?: AbortSignal | undefined
  /** The list so far (native first), after each page. */
  onProgress?: ((tokens: AppToken[]) => void) | undefined
}

type FetchTokenListReturnType = AppToken[]

/** Every page of the chain's list, normalised, native token first. */
export async function fetchTokenList({
  chainId,
  baseUrl,
  fetchFn,
  signal,
  onProgress,
}: FetchTokenListParameters): Promise<FetchTokenListReturnType> {
  // Each entry is converted once, as its page arrives.
  const converted: AppToken[] = []
  await collectTokenPages({
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
      }),
    onPage: (entries) => {
      for (const entry of entries) converted.push(toAppToken(entry, chainId))
      onProgress?.(withNativeToken(converted, { chainId }))
    },
  })
  return withNativeToken(converted, { chainId })
}

/**
 * The list is cached for a minute: it is several requests against a budget of
 * 20 per minute, and its prices only inform USD hints. Quotes carry the
 * amounts that matter.
 */
export function getTokenListQueryOptions(
  parameters: GetTokenListQueryOptionsParameters,
) {
  return queryOptions({
    queryKey: getTokenListQueryKey(parameters),
    queryFn: ({ signal, client }) =>
      fetchTokenList({
        ...parameters,
        signal,
        // Read only while the list is pending; collected with the cache's
        // garbage once nothing observes it.
        onProgress: (tokens) =>
          client.setQueryData(getTokenListProgressQueryKey(parameters), tokens),
      }),
    staleTime: TOKEN_LIST_STALE_MS,
    gcTime: 30 * 60_000,
    retry: (failureCount, error) => shouldRetryRequest(failureCount, error),
  })
}
