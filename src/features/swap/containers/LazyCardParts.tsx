import { lazy } from 'react'

/**
 * The card's parts shown only in some states (cardParts.ts): one chunk, off
 * the first load. The card renders each only when it has something to say,
 * and `preloadCardParts` fetches the chunk while the page is idle, before
 * the first quote or banner needs it.
 */
const loadCardParts = () => import('./cardParts')

export function preloadCardParts() {
  loadCardParts().catch(() => {
    // Loaded again when a part is shown; React reports that failure.
  })
}

export const LazyChainStatusBanner = lazy(() =>
  loadCardParts().then((parts) => ({ default: parts.ChainStatusBanner })),
)

export const LazyWrongChainPrompt = lazy(() =>
  loadCardParts().then((parts) => ({ default: parts.WrongChainPrompt })),
)

export const LazyQuoteDetails = lazy(() =>
  loadCardParts().then((parts) => ({ default: parts.QuoteDetailsView })),
)

export const LazyQuoteStatusLine = lazy(() =>
  loadCardParts().then((parts) => ({ default: parts.QuoteStatusLine })),
)

export const LazyWalletNotice = lazy(() =>
  loadCardParts().then((parts) => ({ default: parts.WalletNotice })),
)
