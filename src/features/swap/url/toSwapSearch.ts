import type { SwapFormValues } from '../store/types'
import { toLinkAmount } from './linkAmount'

/**
 * The form written into the query string, keeping any other parameters the
 * page has. Empty values are removed rather than written empty; the amount
 * is written dot-decimal whatever the field's `locale` (toLinkAmount), so a
 * link reads the same for every visitor.
 */
export function toSwapSearch(
  values: SwapFormValues,
  current = '',
  locale = 'en',
): string {
  const params = new URLSearchParams(current)
  const entries: [string, string | null][] = [
    ['chain', values.chainId === null ? null : String(values.chainId)],
    ['from', values.sellToken],
    ['to', values.buyToken],
    ['amount', toLinkAmount(values.amountText, locale)],
  ]
  for (const [key, value] of entries) {
    if (value === null) params.delete(key)
    else params.set(key, value)
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
