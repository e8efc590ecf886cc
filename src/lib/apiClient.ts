import {
  type EndpointDefinition,
  fillPath,
  type PathParams,
} from '../../schema/endpointDefinition'
import type {
  EndpointId,
  EndpointQuery,
  EndpointResponse,
} from '../../schema/endpoints'
import { parseRetryAfter } from '../../schema/parseRetryAfter'
import type { ReadEndpointId } from '../../schema/readEndpoints'
import { lazyModule } from './lazyModule'
import { displayTextLimits, toDisplayText } from './toDisplayText'

/**
 * The one way the app talks to the integrator proxy: every request is built
 * from a row of the shared endpoint table and every answer is parsed with
 * that row's schema, so the UI never renders data that failed the contract.
 */

export type ApiErrorKind =
  | 'http' // the service answered with an error body
  | 'rate-limited' // 429, with the wait in retryAfterSeconds
  | 'invalid-response' // the body did not match the contract
  | 'network' // no answer (offline, DNS, connection reset)
  | 'aborted' // superseded by a newer request

/**
 * A failed request. Its message is for developers (the console, reports),
 * except for `http`, where it carries the service's own words (shown
 * through the display rule); people read the words toUserError gives each
 * kind, in their language.
 */
export class ApiError extends Error {
  // i18n-exempt: the class's name
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | null
  readonly retryAfterSeconds: number | null
  readonly endpoint: EndpointId

  constructor(parameters: {
    kind: ApiErrorKind
    message: string
    endpoint: EndpointId
    status?: number | null
    retryAfterSeconds?: number | null
    cause?: unknown
  }) {
    super(parameters.message, { cause: parameters.cause })
    this.kind = parameters.kind
    this.status = parameters.status ?? null
    this.retryAfterSeconds = parameters.retryAfterSeconds ?? null
    this.endpoint = parameters.endpoint
  }
}

type FetchEndpointParameters<id extends EndpointId> = {
  id: id
  params?: PathParams
  query?: EndpointQuery<id>
  body?: unknown
  signal?: AbortSignal
  /** Where the proxy lives; '/api' on the app's own origin. */
  baseUrl?: string
  fetchFn?: typeof fetch
  /** Extra request headers (X-Swap-Flow on a flow's re-quote). */
  headers?: Readonly<Record<string, string>>
  /**
   * Hears how old a successful answer was when it left the proxy (its `Age`
   * header, seconds; 0 when absent): a cached shared read (token list,
   * chains) may be older than its arrival.
   */
  onAge?: (ageSeconds: number) => void
}

type FetchEndpointReturnType<id extends EndpointId> = EndpointResponse<id>

/** The `Age` header in whole seconds; 0 when absent or unreadable. */
export function parseAge(header: string | null): number {
  const seconds = header === null ? Number.NaN : Number(header)
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
}

function toSearch(query: Record<string, unknown> | undefined) {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

// Only what the browser uses, named: a module namespace handed on whole
// keeps every export of the module.
const readContract = lazyModule(() =>
  import('../../schema/readEndpoints').then(({ readEndpoints }) => ({
    endpoints: readEndpoints,
  })),
)
const errorBodyContract = lazyModule(() =>
  import('../../schema/errorBody').then(({ errorBodySchema }) => ({
    errorBodySchema,
  })),
)

/**
 * The contract the first screen reads with (the chain registry, token lists,
 * token details) and the error body. The build puts it in the start-up
 * chunk with the rest of the first screen's code (scripts/startupChunk.ts),
 * so in the browser this resolves at once; the `import()` keeps the schemas
 * out of the modules that only need the client's types, and a failed load
 * is reported where it matters (loadEndpoint). These schemas are the
 * parser kit's (packages/swap-widget/src/protocol/lite.ts), not zod's:
 * zod arrives with the rest of the contract.
 */
export function loadApiContract() {
  return Promise.all([readContract.load(), errorBodyContract.load()])
}

/**
 * Every other endpoint's contract (quotes, swaps, approvals, comparisons,
 * reports): a chunk of its own, loaded by the first request that needs it,
 * or ahead of it once the first screen is up (preloadApiContract).
 */
const wholeContract = lazyModule(() =>
  import('../../schema/endpoints').then(({ endpoints }) => endpoints),
)
const loadWholeContract = () => wholeContract.load()

/** Fetches the rest of the contract ahead of the first quote; settles
 * once it has arrived or failed. */
export function preloadApiContract(): Promise<void> {
  return loadWholeContract().then(
    () => undefined,
    () => {
      // The request that needs it loads it again and reports what fails.
    },
  )
}

const isReadEndpoint = (
  id: EndpointId,
  endpoints: Record<string, unknown>,
): id is ReadEndpointId => id in endpoints

async function loadEndpoint<id extends EndpointId>(id: id) {
  try {
    const [{ endpoints: read }, { errorBodySchema }] = await loadApiContract()
    const endpoint: EndpointDefinition = isReadEndpoint(id, read)
      ? read[id]
      : (await loadWholeContract())[id]
    return { endpoint, errorBodySchema }
  } catch (cause) {
    throw new ApiError({
      kind: 'network',
      // i18n-exempt: for developers (toUserError words the kind)
      message: 'The API contract did not load',
      endpoint: id,
      cause,
    })
  }
}

export async function fetchEndpoint<id extends EndpointId>({
  id,
  params,
  query,
  body,
  signal,
  baseUrl = '/api',
  fetchFn = fetch,
  headers,
  onAge,
}: FetchEndpointParameters<id>): Promise<FetchEndpointReturnType<id>> {
  const { endpoint, errorBodySchema } = await loadEndpoint(id)
  const url = `${baseUrl}${fillPath(endpoint.path, params ?? {}, id)}${toSearch(
    query as Record<string, unknown> | undefined,
  )}`

  let response: Response
  try {
    response = await fetchFn(url, {
      method: endpoint.method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'omit',
    })
  } catch (cause) {
    const isAbort = signal?.aborted === true
    throw new ApiError({
      kind: isAbort ? 'aborted' : 'network',
      // i18n-exempt: for developers (toUserError words the kind)
      message: isAbort ? 'Superseded by a newer request' : 'No answer',
      endpoint: id,
      cause,
    })
  }

  let json: unknown
  try {
    json = await response.json()
  } catch (cause) {
    throw new ApiError({
      kind: 'invalid-response',
      // i18n-exempt: for developers (toUserError words the kind)
      message: `Unreadable answer (HTTP ${response.status})`,
      endpoint: id,
      status: response.status,
      cause,
    })
  }

  if (!response.ok) {
    const errorBody = errorBodySchema.safeParse(json)
    const retryAfterSeconds = parseRetryAfter(
      response.headers.get('retry-after'),
      Date.now(),
    )
    throw new ApiError({
      kind: response.status === 429 ? 'rate-limited' : 'http',
      // The service's own words, through the display rule: they may be shown.
      message: errorBody.success
        ? toDisplayText(errorBody.data.message, displayTextLimits.message)
        : `HTTP ${response.status}`,
      endpoint: id,
      status: response.status,
      retryAfterSeconds,
    })
  }

  const parsed = endpoint.response.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ApiError({
      kind: 'invalid-response',
      // i18n-exempt: for developers (toUserError words the kind)
      message: `Answer failed validation (${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'})`,
      endpoint: id,
      status: response.status,
      cause: parsed.error,
    })
  }
  onAge?.(parseAge(response.headers.get('age')))
  return parsed.data as FetchEndpointReturnType<id>
}
