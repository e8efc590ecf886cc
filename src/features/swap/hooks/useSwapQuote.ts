import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import { isSameAddress } from '../../../lib/addressKey'
import { getRetryAtMs } from '../../../lib/getRetryAtMs'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import { useNow } from '../../../lib/useNow'
import {
  getCardExecutableQuoteQueryOptions,
  preloadExecutableQuote,
} from '../api/getCardExecutableQuoteQueryOptions'
import { getIndicativeQuoteQueryOptions } from '../api/getIndicativeQuoteQueryOptions'
import {
  getNextQuoteRefreshAtMs,
  getQuoteRefreshAtMs,
} from '../api/getQuoteRefreshAtMs'
import type { Quote } from '../api/types'

export const QUOTE_DEBOUNCE_MS = 400

type UseSwapQuoteParameters = {
  chainId: number
  src: Address | null
  dst: Address | null
  /** Raw sell amount; null while the field is empty or invalid. */
  amount: bigint | null
  /**
   * The field's text as typed. Every keystroke restarts the debounce, also
   * one that leaves the amount as it was ('1234' → '1234.', '1.5' → '1.50'):
   * the person is still typing.
   */
  amountText: string
  /** Connected wallet: switches to the executable partner quote. */
  payer: Address | null
  /** From settings; the payer when null. */
  recipient: Address | null
  slippagePercent: string
  /** False on a disabled chain: nothing is asked. */
  isEnabled: boolean
  /**
   * The page is visible and in use (usePagePresence): only then is a due
   * quote asked again by itself; otherwise it waits for the person's return.
   */
  isRefreshAllowed?: boolean
  /**
   * A swap flow holds the quote for these inputs (a review is open): the
   * flow alone asks again (through this query's cache entry).
   */
  isHeld?: boolean
  debounceMs?: number
}

export type SwapQuoteState = {
  /** The quote for the current pair; may be for an older amount (isStale). */
  quote: Quote | null
  /** The quote shown is not for what is typed now; dim it. */
  isStale: boolean
  /**
   * Its transaction went to the wallet: shown as spent, never refreshed by
   * itself. Only a swap flow's quote is (../view/toCardQuote.ts).
   */
  isSpent: boolean
  /** A request for the current inputs is on its way. */
  isFetching: boolean
  /** A fetch is held back while the browser is offline (TanStack's pause). */
  isPaused: boolean
  error: Error | null
  rateLimitedUntilMs: number | null
  refreshAtMs: number | null
  /** A due quote waits for the person's return (idle or hidden page). */
  isRefreshAllowed: boolean
  hasInputs: boolean
  /** Asks again now (the person's "Try again" after a failure). */
  retry: () => void
}

type QuoteRequest = {
  chainId: number
  src: Address
  dst: Address
  amount: string
  payer: Address | null
  recipient: Address | null
  slippagePercent: string
}

function toRequest(parameters: UseSwapQuoteParameters): QuoteRequest | null {
  const { chainId, src, dst, amount, payer } = parameters
  if (!src || !dst || amount === null || amount <= 0n) return null
  if (isSameAddress(src, dst)) return null
  return {
    chainId,
    src,
    dst,
    amount: amount.toString(),
    payer,
    recipient: payer ? (parameters.recipient ?? payer) : null,
    slippagePercent: payer ? parameters.slippagePercent : '',
  }
}

function samePair(quote: Quote, request: QuoteRequest) {
  return (
    quote.inputs.chainId === request.chainId &&
    isSameAddress(quote.inputs.src, request.src) &&
    isSameAddress(quote.inputs.dst, request.dst)
  )
}

function useQuoteOptions(request: QuoteRequest | null) {
  const { baseUrl, fetchFn } = useApiConfig()
  return useMemo(() => {
    if (!request) {
      return queryOptions<Quote, Error, Quote>({
        queryKey: ['quote', 'none'],
        queryFn: skipToken,
      })
    }
    const common = {
      ...request,
      amount: BigInt(request.amount),
      baseUrl,
      fetchFn,
    }
    return request.payer
      ? getCardExecutableQuoteQueryOptions({
          ...common,
          payer: request.payer,
          recipient: request.recipient ?? request.payer,
        })
      : getIndicativeQuoteQueryOptions(common)
  }, [request, baseUrl, fetchFn])
}

/**
 * Asks again when the next quote is due (getNextQuoteRefreshAtMs), only
 * while `canRefresh`; a quote that fell due meanwhile is asked at once when
 * the person is back. `cancelRefetch: false` joins a fetch already running
 * instead of sending a second request.
 */
function useRefreshSchedule(
  dueAtMs: number | null,
  canRefresh: boolean,
  refetch: (options: { cancelRefetch: boolean }) => Promise<unknown>,
) {
  useEffect(() => {
    if (!canRefresh || dueAtMs === null) return
    const timer = setTimeout(
      () => {
        refetch({ cancelRefetch: false }).catch(() => {})
      },
      Math.max(0, dueAtMs - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [dueAtMs, canRefresh, refetch])
}

/**
 * The live quote for the form: debounced, keyed on every input, aborted when
 * superseded, never shown for another pair, refreshed on the quote's own
 * schedule while the page is in use, held back while a 429's Retry-After
 * runs, and left to the swap flow while it holds the quote.
 */
export function useSwapQuote(
  parameters: UseSwapQuoteParameters,
): SwapQuoteState {
  const current = toRequest(parameters)
  const currentKey = JSON.stringify([current, parameters.amountText])
  const settledKey = useDebouncedValue(
    currentKey,
    parameters.debounceMs ?? QUOTE_DEBOUNCE_MS,
  )
  const request = useMemo(
    () => (JSON.parse(settledKey) as [QuoteRequest | null, string])[0],
    [settledKey],
  )
  const isSettled = currentKey === settledKey
  const [blockedUntilMs, setBlockedUntilMs] = useState<number | null>(null)
  const nowMs = useNow(1000, blockedUntilMs !== null)
  const isBlocked = blockedUntilMs !== null && nowMs < blockedUntilMs
  useEffect(() => {
    if (blockedUntilMs !== null && !isBlocked) setBlockedUntilMs(null)
  }, [blockedUntilMs, isBlocked])

  // A connected wallet's quotes are executable: their code is fetched now,
  // while the debounce runs, not by the first request.
  const hasPayer = parameters.payer !== null
  useEffect(() => {
    if (hasPayer) preloadExecutableQuote()
  }, [hasPayer])

  const { isRefreshAllowed = true, isHeld = false } = parameters
  const options = useQuoteOptions(request)
  // Nothing is asked while the person is still typing (a query left from
  // the amount before must not refetch meanwhile), while a 429's wait runs,
  // or while the swap flow holds the quote.
  const isActive =
    request !== null &&
    current !== null &&
    isSettled &&
    parameters.isEnabled &&
    !isBlocked &&
    !isHeld
  const query = useQuery({
    ...options,
    enabled: isActive,
    // Idle or hidden: nothing TanStack does by itself (focus, reconnect,
    // re-enabling) asks again; the schedule does once the person is back.
    ...(isRefreshAllowed ? {} : { staleTime: Number.POSITIVE_INFINITY }),
  })

  useEffect(() => {
    const until = getRetryAtMs(query.error, query.errorUpdatedAt)
    if (until !== null && until > Date.now()) setBlockedUntilMs(until)
  }, [query.error, query.errorUpdatedAt])

  const { refetch } = query
  const retry = useCallback(() => {
    refetch().catch(() => {})
  }, [refetch])
  useRefreshSchedule(
    query.isFetching
      ? null
      : getNextQuoteRefreshAtMs({
          data: query.isPlaceholderData ? undefined : query.data,
          error: query.error,
          isError: query.status === 'error',
          errorUpdatedAtMs: query.errorUpdatedAt,
        }),
    isActive && isRefreshAllowed,
    refetch,
  )

  const data = query.data ?? null
  const quote = current && data && samePair(data, current) ? data : null
  const isCurrent =
    quote !== null &&
    isSettled &&
    !query.isPlaceholderData &&
    quote.inputs.amount === current?.amount
  return {
    quote,
    isStale: quote !== null && !isCurrent,
    isFetching: query.isFetching || (current !== null && !isSettled),
    isPaused: current !== null && query.isPaused,
    error: current && query.status === 'error' ? query.error : null,
    rateLimitedUntilMs: isBlocked ? blockedUntilMs : null,
    isSpent: false,
    refreshAtMs: quote && isCurrent ? getQuoteRefreshAtMs(quote) : null,
    isRefreshAllowed,
    hasInputs: current !== null,
    retry,
  }
}
