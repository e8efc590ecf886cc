import { lazy } from 'react'

/**
 * The confirmation for places outside the picker (a token that arrives by
 * link): its own chunk, fetched only when such a token needs confirming, off
 * the first load.
 */
export const LazyUnverifiedTokenConfirmation = lazy(() =>
  import('./UnverifiedTokenConfirmation').then((module) => ({
    default: module.UnverifiedTokenConfirmation,
  })),
)
