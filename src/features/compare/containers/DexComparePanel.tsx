import { useLingui } from '@lingui/react/macro'
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import { getRetryAtMs } from '../../../lib/getRetryAtMs'
import { useNow } from '../../../lib/useNow'
import { getDexCompareQueryOptions } from '../api/getDexCompareQueryOptions'
import type { DexCompare } from '../api/types'
import { DexComparePanelView } from '../components/DexComparePanelView'
import { getCompareRequestState } from '../model/getCompareRequestState'
import type { CompareQuote, DexComparePanelProps } from '../types'

const noQuoteOptions = queryOptions<DexCompare, Error, DexCompare>({
  queryKey: ['dexCompare', 'none'],
  queryFn: skipToken,
})

/** The quote's request inputs, without its provenance: figures for the same
 * inputs stay on screen (marked stale) while the next quote's load. */
const inputsKeyOf = (quote: CompareQuote | null) =>
  quote
    ? [quote.chainId, quote.src, quote.dst, quote.amountWei]
        .join(':')
        .toLowerCase()
    : null

function useCompareQuery(quote: CompareQuote | null, isHeldBack: boolean) {
  const { baseUrl, fetchFn } = useApiConfig()
  const options = useMemo(
    () =>
      quote
        ? getDexCompareQueryOptions({
            chainId: quote.chainId,
            src: quote.src,
            dst: quote.dst,
            amountWei: quote.amountWei,
            quoteProvenance: quote.provenance,
            baseUrl,
            fetchFn,
          })
        : noQuoteOptions,
    [quote, baseUrl, fetchFn],
  )
  return useQuery({ ...options, enabled: quote !== null && !isHeldBack })
}

/** The last figures for these inputs, kept while newer ones load or fail. */
function useLatestFigures(
  inputsKey: string | null,
  data: DexCompare | undefined,
) {
  const [held, setHeld] = useState<{ key: string; data: DexCompare } | null>(
    null,
  )
  useEffect(() => {
    if (inputsKey !== null && data) setHeld({ key: inputsKey, data })
  }, [inputsKey, data])
  if (data) return data
  return held && held.key === inputsKey ? held.data : null
}

/**
 * The open panel: asks dex-compare with exactly the quote's inputs, again
 * whenever the quote is renewed, holds back while a 429's Retry-After runs,
 * and never retries a 4xx. Mounted only while the panel is open.
 */
export function DexComparePanel({ quote, explorerUrl }: DexComparePanelProps) {
  const { i18n } = useLingui()
  const [retryAtMs, setRetryAtMs] = useState<number | null>(null)
  const nowMs = useNow(1000)
  const isHeldBack = retryAtMs !== null && nowMs < retryAtMs
  const query = useCompareQuery(quote, isHeldBack)
  const { error, errorUpdatedAt } = query
  useEffect(() => {
    const at = getRetryAtMs(error, errorUpdatedAt)
    if (at !== null && at > Date.now()) setRetryAtMs(at)
  }, [error, errorUpdatedAt])
  const result = useLatestFigures(inputsKeyOf(quote), query.data)

  const request = getCompareRequestState({
    retryAtMs,
    nowMs,
    status: query.status,
    isFetching: query.isFetching,
    error: query.error,
    i18n,
  })

  return (
    <DexComparePanelView
      quote={quote}
      request={request}
      result={result}
      nowMs={nowMs}
      explorerUrl={explorerUrl}
      onRetry={() => void query.refetch()}
    />
  )
}
