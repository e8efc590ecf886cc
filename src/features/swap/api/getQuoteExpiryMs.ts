/** Time kept in hand for the wallet prompt and the block to be mined. */
export const QUOTE_SAFETY_MARGIN_MS = 5_000

type GetQuoteExpiryMsParameters = {
  receivedAtMs: number
  generatedAt?: string | undefined
  expiresAt?: string | undefined
  validForSeconds?: number | undefined
}

/**
 * When a quote stops being good, on the local clock: the earlier of
 * `receivedAt + validForSeconds` and `expiresAt`. `expiresAt` is on the
 * server's clock; with `generatedAt` we take only the lifetime it implies,
 * so a skewed local clock cannot stretch or cut it.
 */
export function getQuoteExpiryMs({
  receivedAtMs,
  generatedAt,
  expiresAt,
  validForSeconds,
}: GetQuoteExpiryMsParameters): number | null {
  const candidates: number[] = []
  if (validForSeconds !== undefined) {
    candidates.push(receivedAtMs + validForSeconds * 1000)
  }
  const expires = expiresAt ? Date.parse(expiresAt) : Number.NaN
  if (Number.isFinite(expires)) {
    const generated = generatedAt ? Date.parse(generatedAt) : Number.NaN
    candidates.push(
      Number.isFinite(generated)
        ? receivedAtMs + Math.max(0, expires - generated)
        : expires,
    )
  }
  return candidates.length ? Math.min(...candidates) : null
}
