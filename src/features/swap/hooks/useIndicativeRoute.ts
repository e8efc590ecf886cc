import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import { isSameAddress } from '../../../lib/addressKey'
import type { AppChain } from '../../chains'
import type { ComparePriceImpact } from '../../compare'
import { getIndicativeQuoteQueryOptions } from '../api/getIndicativeQuoteQueryOptions'
import type { Quote, QuoteInputs } from '../api/types'
import { getMidPriceOutput, getPriceImpact } from '../quote/getPriceImpact'
import { useRouteMidPrices } from './useRouteMidPrices'
import type { SwapModel } from './useSwapModel'

export type IndicativeRoute = {
  routes: NonNullable<Quote['routes']>
  /** Against the pools' mid prices; null until they are read. */
  priceImpact: ComparePriceImpact | null
}

const noQuoteOptions = queryOptions<Quote, Error, Quote>({
  queryKey: ['quote', 'indicative', 'none'],
  queryFn: skipToken,
})

const sameInputs = (a: QuoteInputs, b: QuoteInputs) =>
  a.chainId === b.chainId &&
  isSameAddress(a.src, b.src) &&
  isSameAddress(a.dst, b.dst) &&
  a.amount === b.amount

/**
 * The executable quote for a connected wallet comes without its route, so
 * while the comparison is open this asks the indicative quote (routes and
 * tokens included) for exactly that quote's inputs, and measures its price
 * impact against the pools' mid prices. Closed, or when the quote on screen
 * carries its own route, nothing is asked.
 */
export function useIndicativeRoute(
  model: SwapModel,
  chain: AppChain,
  isOpen: boolean,
): IndicativeRoute | null {
  const { baseUrl, fetchFn } = useApiConfig()
  const quote = model.quote.quote
  const inputs = isOpen && quote && quote.routes === null ? quote.inputs : null
  const isNeeded = inputs !== null && chain.status !== 'DISABLED'
  // Keyed on the quote's own (already debounced) inputs, like the comparison.
  const inputsKey = inputs ? JSON.stringify(inputs) : null
  const options = useMemo(() => {
    if (!inputsKey) return noQuoteOptions
    const wanted = JSON.parse(inputsKey) as QuoteInputs
    return getIndicativeQuoteQueryOptions({
      ...wanted,
      amount: BigInt(wanted.amount),
      baseUrl,
      fetchFn,
    })
  }, [inputsKey, baseUrl, fetchFn])
  const query = useQuery({
    ...options,
    enabled: isNeeded,
    // The route only: no refresh schedule of its own while the panel is open.
    refetchInterval: false,
  })
  const indicative =
    isNeeded && inputs && query.data && sameInputs(query.data.inputs, inputs)
      ? query.data
      : null
  const routes = indicative?.routes ?? null
  const midPrices = useRouteMidPrices({
    chainId: chain.id,
    routes,
    isEnabled: chain.hasRpc && routes !== null,
  })
  const { sellToken, buyToken } = model
  return useMemo(() => {
    if (!indicative || !routes) return null
    const amountIn = BigInt(indicative.inputs.amount)
    const midPriceOutput =
      midPrices && sellToken && buyToken
        ? getMidPriceOutput({ routes, amountIn, midPrices })
        : null
    const priceImpact =
      midPriceOutput !== null && sellToken && buyToken
        ? getPriceImpact({
            amountIn,
            amountOut: indicative.dstAmount,
            decimalsIn: sellToken.decimals,
            decimalsOut: buyToken.decimals,
            midPriceOutput,
            priceInUsd: sellToken.priceUsd,
            priceOutUsd: buyToken.priceUsd,
          })
        : null
    return {
      routes,
      priceImpact: priceImpact?.basis === 'pool-mid-price' ? priceImpact : null,
    }
  }, [indicative, routes, midPrices, sellToken, buyToken])
}
