import type { Address } from 'viem'

// Constants of the contract that carry no zod, so browser code can import
// them without loading the schemas on the first paint.

/** The spec's sentinel for a chain's native token in `src`, `dst` and alike. */
export const NATIVE_TOKEN_ADDRESS =
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as const satisfies Address

/** Slippage bound of the service, in percent. */
export const MAX_SLIPPAGE_PERCENT = 50

/** Where the proxy answers the deployment's settings (schema/deployment.ts). */
export const DEPLOYMENT_PATH = '/api/deployment'

/**
 * Where the proxy serves token logos (server/createLogoProxy.ts): every
 * `logoURI` in the token lists it serves points here, so the page loads
 * images from its own origin only.
 */
export const LOGO_PATH_PREFIX = '/api/logos/'
