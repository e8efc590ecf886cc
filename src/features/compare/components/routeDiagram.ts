import { lazyModule } from '../../../lib/lazyModule'

/**
 * The route drawing for places outside the panel (the quote details): its
 * own chunk, fetched when a route is first shown, off the first load.
 */
export const routeDiagram = lazyModule(() => import('./RouteDiagram'))
