import type { SwapFormValues } from '../store/types'

/**
 * The form written into the query string, keeping any other parameters the
 * page has. Empty values are removed rather than written empty.
 */
export function toSwapSearch(values: SwapFormValues, current = ''): string {
  const params = new URLSearchParams(current)
  const entries: [string, string | null][] = [
    ['chain', values.chainId === null ? null : String(values.chainId)],
    ['from', values.sellToken],
    ['to', values.buyToken],
    ['amount', values.amountText.trim() || null],
  ]
  for (const [key, value] of entries) {
    if (value === null) params.delete(key)
    else params.set(key, value)
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
