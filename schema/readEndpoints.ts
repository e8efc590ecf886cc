import * as v from '../packages/swap-widget/src/protocol/lite'
import { chainsResponseSchema } from './chains'
import type { EndpointDefinition } from './endpointDefinition'
import {
  tokenDetailResponseSchema,
  tokenListQuerySchema,
  tokenListResponseSchema,
} from './tokens'

/**
 * The rows of the endpoint table (schema/endpoints.ts, which joins them
 * with the rest) that the app reads before anything is typed: the chain
 * registry, token lists and token details. A module of their own so that
 * the app's first load carries their schemas only; every other row's
 * arrive with the first request that needs one (src/lib/apiClient.ts).
 */
/** The query of an endpoint that takes none. */
export const emptyQuerySchema = v.object({})

export const readEndpoints = {
  chains: {
    method: 'GET',
    path: '/partner/v1/chains',
    query: emptyQuerySchema,
    response: chainsResponseSchema,
    isForwarded: true,
    priority: 'user',
    cacheSeconds: 300,
  },
  tokenList: {
    method: 'GET',
    path: '/:chainId/tokens',
    query: tokenListQuerySchema,
    response: tokenListResponseSchema,
    isForwarded: true,
    priority: 'user',
    cacheSeconds: 120,
  },
  tokenDetail: {
    method: 'GET',
    path: '/:chainId/tokens/:address',
    query: emptyQuerySchema,
    response: tokenDetailResponseSchema,
    isForwarded: true,
    priority: 'user',
    cacheSeconds: 30,
  },
} as const satisfies Record<string, EndpointDefinition>

export type ReadEndpointId = keyof typeof readEndpoints
