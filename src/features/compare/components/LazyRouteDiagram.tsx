import { lazy } from 'react'

/**
 * The route drawing for places outside the panel (the quote details): its
 * own chunk, fetched when a route is first shown, off the first load.
 */
export const LazyRouteDiagram = lazy(() =>
  import('./RouteDiagram').then((module) => ({ default: module.RouteDiagram })),
)
