/** Time kept in hand for the wallet prompt and the block to be mined. */
export const QUOTE_SAFETY_MARGIN_MS = 5_000

/**
 * The longest the app holds a quote to be good, whatever it says. A quote
 * is a price at one block: the reference service gives 30 s, and five
 * minutes is already many blocks on every chain served. A longer life would
 * let a service keep a stale price on screen and put a far deadline in the
 * calldata, so a signed but unmined transaction could still execute long
 * after the market moved (checkSwapCalldata holds the deadline to this).
 */
export const MAX_QUOTE_VALID_FOR_SECONDS = 300

/** `validForSeconds` as the app uses it: at most five minutes. */
export const capValidForSeconds = (validForSeconds: number) =>
  Math.min(validForSeconds, MAX_QUOTE_VALID_FOR_SECONDS)

type GetQuoteExpiryMsParameters = {
  receivedAtMs: number
  generatedAt?: string | undefined
  expiresAt?: string | undefined
  validForSeconds?: number | undefined
}

/**
 * When a quote stops being good, on the local clock: the earlier of
 * `receivedAt + validForSeconds` and `expiresAt`, and never later than
 * `receivedAt` + MAX_QUOTE_VALID_FOR_SECONDS. `expiresAt` is on the
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
    candidates.push(receivedAtMs + capValidForSeconds(validForSeconds) * 1000)
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
  if (candidates.length === 0) return null
  return Math.min(
    ...candidates,
    receivedAtMs + MAX_QUOTE_VALID_FOR_SECONDS * 1000,
  )
}
