import { lazyModule } from '../../../lib/lazyModule'

/**
 * The confirmation for places outside the picker (a token that arrives by
 * link): its own chunk, fetched only when such a token needs confirming.
 */
export const unverifiedTokenConfirmation = lazyModule(
  () => import('./UnverifiedTokenConfirmation'),
)
