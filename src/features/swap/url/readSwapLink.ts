import type { Address } from 'viem'
import type { SwapFormValues, SwapLinkNotes } from '../store/types'
import { toFieldAmount } from './linkAmount'
import { parseSwapSearch } from './parseSwapSearch'

/**
 * The page's link as the form starts from it: the values it could read,
 * the amount as the field shows it in `locale`, and what it asked for that
 * the card must name (SwapLinkNotes).
 */
export type SwapLinkStart = {
  initial: Partial<SwapFormValues>
  link: SwapLinkNotes
}

export function readSwapLink(
  search: string,
  locale: string,
  toChecksumAddress?: (address: Address) => Address,
): SwapLinkStart {
  const { values, problems } = parseSwapSearch(search, toChecksumAddress)
  if (values.amountText !== undefined) {
    values.amountText = toFieldAmount(values.amountText, locale)
  }
  return {
    initial: values,
    link: { chainId: values.chainId ?? null, problems },
  }
}
