/**
 * Which browsers may call /api. Same-origin pages (the app and the widget,
 * both served from here) need nothing; other origins only when listed in
 * CORS_ORIGINS. A cross-site request from anywhere else is refused outright,
 * not just left unreadable: a page that cannot read the answer could still
 * spend its visitors' share of the upstream budget. That refusal is ours
 * (hono/cors leaves an unlisted origin's answer unreadable but serves it);
 * the headers of the listed origins and their preflights are hono/cors's
 * (server/app.ts).
 */

type DecideCorsParameters = {
  origin: string | undefined
  secFetchSite: string | undefined
  requestOrigin: string
  allowedOrigins: ReadonlySet<string>
}

type CorsDecision =
  | { kind: 'same-origin' }
  | { kind: 'allowed'; origin: string }
  | { kind: 'refused' }

export const CORS_ALLOW_METHODS = 'GET, POST'
/** X-Swap-Flow: the app names the flow a re-quote continues (contract 2). */
export const CORS_ALLOW_HEADERS = 'Content-Type, X-Request-Id, X-Swap-Flow'
export const CORS_EXPOSE_HEADERS = 'Retry-After, X-Request-Id, X-Cache, Age'
export const CORS_MAX_AGE_SECONDS = 600

export function decideCors({
  origin,
  secFetchSite,
  requestOrigin,
  allowedOrigins,
}: DecideCorsParameters): CorsDecision {
  if (origin !== undefined) {
    if (allowedOrigins.has(origin)) return { kind: 'allowed', origin }
    if (origin === requestOrigin || secFetchSite === 'same-origin') {
      return { kind: 'same-origin' }
    }
    return { kind: 'refused' }
  }
  if (secFetchSite === 'cross-site' || secFetchSite === 'same-site') {
    return { kind: 'refused' }
  }
  return { kind: 'same-origin' }
}
