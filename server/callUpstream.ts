/**
 * The only code that talks to the aggregation service. Nothing from the
 * client's request reaches it but the method, a path built from an allowlist
 * row, a query re-serialised from parsed values, and a parsed body: headers are
 * built from scratch here (the key, accept, a request id), so cookies,
 * authorization, a client's own `apikey`, hop-by-hop and forwarding headers
 * cannot leak through. Redirects are not followed (a 3xx is a failure), every
 * call has a deadline, and the answer must be JSON of bounded size.
 */

export type UpstreamFetch = (
  input: string,
  init: RequestInit,
) => Promise<Response>

type CallUpstreamParameters = {
  fetch: UpstreamFetch
  url: string
  method: 'GET' | 'POST'
  apiKey: string
  requestId: string
  timeoutMs: number
  body?: string
}

export type UpstreamAnswer =
  | {
      kind: 'answer'
      status: number
      bodyText: string
      json: unknown
      retryAfter: string | null
    }
  | {
      kind: 'failure'
      status: 502 | 504
      message: string
      upstreamStatus?: number
    }

export const MAX_UPSTREAM_BODY_BYTES = 16 * 1024 * 1024

class TimeoutError extends Error {}

async function readCapped(response: Response) {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_UPSTREAM_BODY_BYTES) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function exchange(
  parameters: CallUpstreamParameters,
  signal: AbortSignal,
): Promise<UpstreamAnswer> {
  const { fetch, url, method, apiKey, requestId, body } = parameters
  const headers: Record<string, string> = {
    accept: 'application/json',
    apikey: apiKey,
    'x-request-id': requestId,
  }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(url, {
    method,
    headers,
    body,
    redirect: 'manual',
    signal,
  })
  const status = response.status
  if (response.type === 'opaqueredirect' || (status >= 300 && status < 400)) {
    await response.body?.cancel()
    return {
      kind: 'failure',
      status: 502,
      message: 'Upstream answered with a redirect',
      upstreamStatus: status,
    }
  }
  const bodyText = await readCapped(response)
  if (bodyText === null) {
    return {
      kind: 'failure',
      status: 502,
      message: 'Upstream answer is too large',
      upstreamStatus: status,
    }
  }
  const retryAfter = response.headers.get('retry-after')
  if (status === 204) {
    return { kind: 'answer', status, bodyText: '', json: null, retryAfter }
  }
  let json: unknown
  try {
    json = JSON.parse(bodyText)
  } catch {
    return {
      kind: 'failure',
      status: 502,
      message: 'Upstream answered with malformed JSON',
      upstreamStatus: status,
    }
  }
  return {
    kind: 'answer',
    status,
    bodyText,
    json,
    retryAfter,
  }
}

/** One upstream exchange; never throws, never takes longer than timeoutMs. */
export async function callUpstream(
  parameters: CallUpstreamParameters,
): Promise<UpstreamAnswer> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new TimeoutError())
    }, parameters.timeoutMs)
  })
  try {
    return await Promise.race([
      exchange(parameters, controller.signal),
      deadline,
    ])
  } catch (error) {
    if (error instanceof TimeoutError || controller.signal.aborted) {
      return {
        kind: 'failure',
        status: 504,
        message: `Upstream did not answer within ${parameters.timeoutMs} ms`,
      }
    }
    return { kind: 'failure', status: 502, message: 'Upstream is unreachable' }
  } finally {
    clearTimeout(timer)
  }
}
