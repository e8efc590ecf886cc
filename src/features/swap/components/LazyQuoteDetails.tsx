import { lazy } from 'react'

const loadQuoteDetails = () => import('./QuoteDetails')

/**
 * The quote's details (rates, minimum received, price impact, gas, where
 * the quote came from): its own chunk, off the first load, since they show
 * only once a quote has arrived. `preloadQuoteDetails` fetches it while the
 * page is idle, before the first quote needs it.
 */
export const LazyQuoteDetails = lazy(() =>
  loadQuoteDetails().then((module) => ({ default: module.QuoteDetails })),
)

export function preloadQuoteDetails() {
  loadQuoteDetails().catch(() => {
    // The details load again when shown; React reports that failure.
  })
}
