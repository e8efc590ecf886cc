// The one reading of a Retry-After header (RFC 9110, 10.2.3), for both
// sides of the proxy: the proxy reads the upstream's, the app reads the
// proxy's (contract 3: a true Retry-After, seconds until a slot).

const httpDatePattern =
  /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/

/**
 * Retry-After as whole seconds ≥ 1, from delta-seconds or an HTTP date;
 * null when absent or unreadable (the caller chooses its own wait). Never
 * 0: a wait that ended already is asked again a second later, not at once.
 */
export function parseRetryAfter(value: string | null, nowMs: number) {
  if (!value) return null
  const trimmed = value.trim()
  if (/^\d{1,9}$/.test(trimmed)) return Math.max(1, Number(trimmed))
  if (!httpDatePattern.test(trimmed)) return null
  const dateMs = Date.parse(trimmed)
  if (Number.isNaN(dateMs)) return null
  return Math.max(1, Math.ceil((dateMs - nowMs) / 1000))
}
