import {
  type EndpointDefinition,
  fillPath,
  type PathParams,
  type SchemaInput,
  type SchemaOutput,
} from './endpointDefinition'
import {
  executionAcceptedSchema,
  executionReportSchema,
  healthResponseSchema,
  partnerQuoteQuerySchema,
  partnerQuoteResponseSchema,
  sourcesResponseSchema,
} from './partner'
import { addressSchema, chainIdParamSchema } from './primitives'
import { emptyQuerySchema, readEndpoints } from './readEndpoints'
import {
  allowanceQuerySchema,
  allowanceResponseSchema,
  approveTransactionQuerySchema,
  approveTransactionResponseSchema,
  dexCompareQuerySchema,
  dexCompareResponseSchema,
  spenderResponseSchema,
  swapQuoteQuerySchema,
  swapQuoteResponseSchema,
  swapTransactionQuerySchema,
  swapTransactionResponseSchema,
} from './swap'

/**
 * The service's whole surface, one row per endpoint (the rows the app reads
 * before anything is typed are in readEndpoints.ts). The app builds every
 * request from a row; the reference service implements every row; the proxy
 * forwards only rows with `isForwarded` (what the app calls: any other route
 * is a 404 there, one less way to spend the budget or reach calldata).
 * `priority` says how the shared request budget treats a row: `user` is a
 * person waiting for it, `report` is telemetry sent only with room to spare
 * (server/README.md). `cacheSeconds` is how long a cached copy counts as
 * fresh: older copies are still served, with their age, while one refresh
 * runs in the background (token details carry prices, the fastest-moving:
 * 30 s; list pages 2 min; the chain registry 5 min); 0 for anything that
 * must never be cached (executable quotes, calldata, allowances, telemetry).
 */
export const endpoints = {
  ...readEndpoints,
  partnerQuote: {
    method: 'GET',
    path: '/partner/v1/:chainId/quote',
    query: partnerQuoteQuerySchema,
    response: partnerQuoteResponseSchema,
    isForwarded: true,
    priority: 'user',
    cacheSeconds: 0,
  },
  executions: {
    method: 'POST',
    path: '/partner/v1/executions',
    query: emptyQuerySchema,
    body: executionReportSchema,
    response: executionAcceptedSchema,
    isForwarded: true,
    priority: 'report',
    cacheSeconds: 0,
  },
  sources: {
    method: 'GET',
    path: '/partner/v1/:chainId/sources',
    query: emptyQuerySchema,
    response: sourcesResponseSchema,
    isForwarded: false,
    priority: 'user',
    cacheSeconds: 600,
  },
  swapQuote: {
    method: 'GET',
    path: '/swap/v1/:chainId/quote',
    query: swapQuoteQuerySchema,
    response: swapQuoteResponseSchema,
    isForwarded: true,
    priority: 'user',
    cacheSeconds: 0,
  },
  swapTransaction: {
    method: 'GET',
    path: '/swap/v1/:chainId/swap',
    query: swapTransactionQuerySchema,
    response: swapTransactionResponseSchema,
    isForwarded: false,
    priority: 'user',
    cacheSeconds: 0,
  },
  allowance: {
    method: 'GET',
    path: '/swap/v1/:chainId/approve/allowance',
    query: allowanceQuerySchema,
    response: allowanceResponseSchema,
    isForwarded: false,
    priority: 'user',
    cacheSeconds: 0,
  },
  approveTransaction: {
    method: 'GET',
    path: '/swap/v1/:chainId/approve/transaction',
    query: approveTransactionQuerySchema,
    response: approveTransactionResponseSchema,
    isForwarded: false,
    priority: 'user',
    cacheSeconds: 0,
  },
  spender: {
    method: 'GET',
    path: '/swap/v1/:chainId/approve/spender',
    query: emptyQuerySchema,
    response: spenderResponseSchema,
    isForwarded: false,
    priority: 'user',
    cacheSeconds: 3600,
  },
  dexCompare: {
    method: 'GET',
    path: '/swap/v1/:chainId/dex-compare',
    query: dexCompareQuerySchema,
    response: dexCompareResponseSchema,
    isForwarded: true,
    priority: 'user',
    cacheSeconds: 0,
  },
  health: {
    method: 'GET',
    path: '/health',
    query: emptyQuerySchema,
    response: healthResponseSchema,
    isForwarded: true,
    priority: 'user',
    cacheSeconds: 30,
  },
} as const satisfies Record<string, EndpointDefinition>

export type { EndpointDefinition, PathParams }

export type EndpointId = keyof typeof endpoints
export type Endpoint<id extends EndpointId = EndpointId> =
  (typeof endpoints)[id]
export type EndpointQuery<id extends EndpointId> = SchemaInput<
  (typeof endpoints)[id]['query']
>
export type EndpointResponse<id extends EndpointId> = SchemaOutput<
  (typeof endpoints)[id]['response']
>

export type MatchedEndpoint = {
  id: EndpointId
  endpoint: EndpointDefinition
  params: PathParams
}

export const MAX_PATH_LENGTH = 256
const segmentPattern = /^[A-Za-z0-9_-]+$/
const chainIdParam = chainIdParamSchema
const addressParam = addressSchema()

/**
 * Resolves a request path to one endpoint, or null. Anything unusual —
 * encoded characters, dot segments, empty segments, an absolute URL, an
 * oversize path — matches nothing, so it can never be forwarded.
 */
export function matchEndpoint(
  method: string,
  pathname: string,
): MatchedEndpoint | null {
  if (pathname.length > MAX_PATH_LENGTH || !pathname.startsWith('/')) {
    return null
  }
  const segments = pathname.slice(1).split('/')
  if (!segments.every((segment) => segmentPattern.test(segment))) return null

  for (const [id, endpoint] of Object.entries(endpoints)) {
    if (endpoint.method !== method.toUpperCase()) continue
    const template = endpoint.path.slice(1).split('/')
    if (template.length !== segments.length) continue
    const params: PathParams = {}
    const matches = template.every((part, index) => {
      const segment = segments[index] as string
      if (part === ':chainId') {
        const parsed = chainIdParam.safeParse(segment)
        if (parsed.success) params.chainId = parsed.data
        return parsed.success
      }
      if (part === ':address') {
        const parsed = addressParam.safeParse(segment)
        if (parsed.success) params.address = parsed.data
        return parsed.success
      }
      return part === segment
    })
    if (matches) return { id: id as EndpointId, endpoint, params }
  }
  return null
}

type BuildPathParameters<id extends EndpointId> = {
  id: id
  params?: PathParams
}

/** Fills an endpoint's path template; throws when a parameter is missing. */
export function buildPath<id extends EndpointId>({
  id,
  params = {},
}: BuildPathParameters<id>) {
  return fillPath(endpoints[id].path, params, id)
}
