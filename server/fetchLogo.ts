import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { toFetchableLogoUrl } from './createLogoUrls'
import { detectImageType, type ImageType } from './detectImageType'
import { isFetchableAddress } from './isFetchableAddress'

/**
 * One token logo fetched by the proxy, from a URL a stranger wrote (threat:
 * SSRF, a huge or slow answer, a page served as an image). The address
 * each connection goes to is checked as it is resolved (isFetchableAddress:
 * no private, loopback or link-local address off a devnet), inside the
 * connection's own lookup, so a name that resolves twice (DNS rebinding)
 * is checked on the address actually used. Redirects are followed up to 3
 * times, each checked like the first. The whole exchange has a deadline;
 * more than `maxBytes` aborts it; the type is read from the bytes.
 */

export const LOGO_FETCH_USER_AGENT = 'integrator-proxy-logos/1'
const MAX_REDIRECTS = 3

export type LogoFetchResult =
  | { kind: 'image'; contentType: ImageType; bytes: Uint8Array<ArrayBuffer> }
  | { kind: 'failed'; reason: string }

type FetchLogoParameters = {
  url: URL
  isDevnet: boolean
  timeoutMs: number
  maxBytes: number
}

class LogoFetchError extends Error {}

function checkedLookup(isDevnet: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      const list = (addresses ?? []) as LookupAddress[]
      const refused = list.find(
        ({ address }) => !isFetchableAddress(address, isDevnet),
      )
      if (error || list.length === 0 || refused) {
        const problem =
          error ??
          new LogoFetchError(
            refused
              ? `${hostname} resolves to ${refused.address}, not a public address`
              : `${hostname} does not resolve`,
          )
        callback(problem, '', 4)
        return
      }
      if (options.all) {
        ;(callback as unknown as (e: null, a: LookupAddress[]) => void)(
          null,
          list,
        )
        return
      }
      const [first] = list
      callback(null, first?.address ?? '', first?.family ?? 4)
    })
  }
}

function get(url: URL, isDevnet: boolean, signal: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const literal = url.hostname.replace(/^\[|\]$/g, '')
    if (isIP(literal) && !isFetchableAddress(literal, isDevnet)) {
      reject(new LogoFetchError(`${literal} is not a public address`))
      return
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest
    const request = send(url, {
      method: 'GET',
      signal,
      // A connection of its own, checked by its own lookup: never a pooled
      // socket opened under another request's check. (Each logo is
      // fetched once, so pooling would save little.)
      agent: false,
      lookup: checkedLookup(isDevnet),
      headers: {
        'User-Agent': LOGO_FETCH_USER_AGENT,
        Accept: 'image/png,image/webp,image/jpeg,image/gif,image/svg+xml',
        'Accept-Encoding': 'identity',
      },
    })
    request.once('response', resolve)
    request.once('error', reject)
    request.end()
  })
}

async function readCapped(response: IncomingMessage, maxBytes: number) {
  const declared = Number(response.headers['content-length'])
  if (declared > maxBytes) {
    response.destroy()
    throw new LogoFetchError(`larger than ${maxBytes} bytes`)
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response) {
    size += (chunk as Buffer).length
    if (size > maxBytes) {
      response.destroy()
      throw new LogoFetchError(`larger than ${maxBytes} bytes`)
    }
    chunks.push(chunk as Buffer)
  }
  return new Uint8Array(Buffer.concat(chunks))
}

async function follow(
  first: URL,
  isDevnet: boolean,
  signal: AbortSignal,
  maxBytes: number,
): Promise<LogoFetchResult> {
  let url = first
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await get(url, isDevnet, signal)
    const status = response.statusCode ?? 0
    const location = response.headers.location
    if (status >= 300 && status < 400 && location) {
      response.resume()
      const next = toFetchableLogoUrl(new URL(location, url).href, isDevnet)
      if (!next) {
        return { kind: 'failed', reason: 'redirected to a URL not allowed' }
      }
      url = next
      continue
    }
    if (status !== 200) {
      response.resume()
      return { kind: 'failed', reason: `status ${status}` }
    }
    const bytes = await readCapped(response, maxBytes)
    const contentType = detectImageType(bytes)
    return contentType
      ? { kind: 'image', contentType, bytes }
      : { kind: 'failed', reason: 'not a PNG, JPEG, GIF, WebP or SVG image' }
  }
  return { kind: 'failed', reason: `more than ${MAX_REDIRECTS} redirects` }
}

export async function fetchLogo({
  url,
  isDevnet,
  timeoutMs,
  maxBytes,
}: FetchLogoParameters): Promise<LogoFetchResult> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    return await follow(url, isDevnet, controller.signal, maxBytes)
  } catch (error) {
    const reason = controller.signal.aborted
      ? `no answer within ${timeoutMs} ms`
      : error instanceof Error
        ? error.message
        : 'failed'
    return { kind: 'failed', reason: reason.slice(0, 200) }
  } finally {
    clearTimeout(timer)
  }
}
