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

type GetTokenListQueryOptionsParameters = GetTokenListQueryKeyParameters & {
  fetchFn?: typeof fetch | undefined
}

type FetchTokenListParameters = GetTokenListQueryOptionsParameters & {
  signal?: AbortSignal | undefined
}

type FetchTokenListReturnType = AppToken[]

/** Every page of the chain's list, normalised, native token first. */
export async function fetchTokenList({
  chainId,
  baseUrl,
  fetchFn,
  signal,
}: FetchTokenListParameters): Promise<FetchTokenListReturnType> {
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
      }),
  })
  return withNativeToken(
    entries.map((entry) => toAppToken(entry, chainId)),
    { chainId },
  )
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
    queryFn: ({ signal }) => fetchTokenList({ ...parameters, signal }),
    staleTime: TOKEN_LIST_STALE_MS,
    gcTime: 30 * 60_000,
    retry: (failureCount, error) => shouldRetryRequest(failureCount, error),
  })
}
