// What an execution report's free-text `reason` may carry. No zod here, so the
// browser can clean a reason before it reaches the schema without loading
// zod on the first paint.

export const MAX_REASON_LENGTH = 500

/**
 * `reason` must carry no calldata or signature: a 0x run longer than an
 * address, or any bare hex run of 64 digits or more, is refused.
 */
export function hasSensitiveHex(text: string) {
  return /0x[0-9a-fA-F]{41,}/.test(text) || /[0-9a-fA-F]{64,}/.test(text)
}
