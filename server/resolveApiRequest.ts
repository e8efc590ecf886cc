import { z } from 'zod'
import type { ContractSchema } from '../schema/endpointDefinition'
import {
  buildPath,
  type EndpointDefinition,
  type EndpointId,
  matchEndpoint,
} from '../schema/endpoints'
import { formatIssue } from '../schema/formatIssue'

/**
 * Turns a browser request under /api into the one upstream request it may
 * become, or a refusal. The allowlist row decides everything: a row the app
 * does not call (`isForwarded: false`) is a 404 like any unknown path, the
 * path is
 * rebuilt from the row's template and parsed parameters (never copied), the
 * query is parsed with the row's schema, unknown keys are dropped, and what
 * goes upstream is serialised from the parsed values, never the raw string.
 */

export const API_PREFIX = '/api'
export const MAX_QUERY_LENGTH = 2048

type ResolveApiRequestParameters = {
  method: string
  pathname: string
  search: string
}

type ResolveApiRequestReturnType =
  | {
      kind: 'forward'
      id: EndpointId
      endpoint: EndpointDefinition
      upstreamPath: string
    }
  | { kind: 'reject'; status: 400 | 404 | 414; message: string }

const queryKeysCache = new WeakMap<ContractSchema, string[]>()

// Most of the contract's schemas are zod/mini ones: core's classes, which
// both zod APIs share, recognise them.
export function getQueryKeys(schema: ContractSchema) {
  let keys = queryKeysCache.get(schema)
  if (!keys) {
    // A zod object's shape, or the parser kit's (schema/lite.ts).
    const shape =
      schema instanceof z.core.$ZodObject
        ? schema._zod.def.shape
        : (schema as { shape?: object }).shape
    keys = shape ? Object.keys(shape) : []
    queryKeysCache.set(schema, keys)
  }
  return keys
}

function serialiseQuery(keys: string[], values: Record<string, unknown>) {
  const query = new URLSearchParams()
  for (const key of keys) {
    const value = values[key]
    if (value === undefined) continue
    if (
      typeof value !== 'string' &&
      typeof value !== 'number' &&
      typeof value !== 'boolean'
    ) {
      throw new Error(`query ${key} parsed to a non-scalar value`)
    }
    query.append(key, String(value))
  }
  return query.toString()
}

export function resolveApiRequest({
  method,
  pathname,
  search,
}: ResolveApiRequestParameters): ResolveApiRequestReturnType {
  const notFound = {
    kind: 'reject',
    status: 404,
    message: 'No such endpoint',
  } as const
  if (!pathname.startsWith(`${API_PREFIX}/`)) return notFound
  if (search.length > MAX_QUERY_LENGTH) {
    return { kind: 'reject', status: 414, message: 'Query string is too long' }
  }
  const match = matchEndpoint(method, pathname.slice(API_PREFIX.length))
  if (!match?.endpoint.isForwarded) return notFound

  const keys = getQueryKeys(match.endpoint.query)
  const raw = new URLSearchParams(search)
  const input: Record<string, string> = {}
  for (const key of keys) {
    const values = raw.getAll(key)
    if (values.length > 1) {
      return {
        kind: 'reject',
        status: 400,
        message: `${key} must be given once`,
      }
    }
    if (values[0] !== undefined) input[key] = values[0]
  }
  const parsed = match.endpoint.query.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return {
      kind: 'reject',
      status: 400,
      message: issue ? formatIssue(issue) : 'Invalid query',
    }
  }
  const query = serialiseQuery(keys, parsed.data as Record<string, unknown>)
  const path = buildPath({ id: match.id, params: match.params })
  return {
    kind: 'forward',
    id: match.id,
    endpoint: match.endpoint,
    upstreamPath: query ? `${path}?${query}` : path,
  }
}
