import { lazy } from 'react'

/**
 * The router verdict's notice (RouterVerificationNotice) with the reviewed
 * router table: its own chunk, off the first load. It renders nothing for a
 * reviewed router; a mismatch or an unlisted chain is shown once the chunk
 * arrives, and signing never waits on it (the swap's guard steps hold the
 * router to the same table before anything is signed).
 */
export const LazyRouterVerificationNotice = lazy(() =>
  import('./RouterVerificationNotice').then((module) => ({
    default: module.RouterVerificationNotice,
  })),
)
