import { formatUnits } from '../../../lib/tokenUnits'
import { getSeparators, parseAmountInput } from '../amount/parseAmountInput'

/**
 * A link's dot-decimal amount as the amount field shows it in `locale`
 * ("0.5" is "0,5" for a German visitor), so the field reads as the person
 * would type it.
 */
export function toFieldAmount(linkAmount: string, locale: string) {
  return linkAmount.replace('.', getSeparators(locale).decimal)
}

/**
 * More decimals than a token the app computes with has, so the link keeps
 * every digit typed; few enough that amounts up to 10^41 whole units fit
 * the parser's uint256 bound (a larger one is written as typed).
 */
const LINK_DECIMALS = 36

/**
 * The amount field's text as a link carries it: dot-decimal in every
 * locale. Text the field cannot read goes in as it is (a link opened later
 * names it as unreadable rather than losing it without a word).
 */
export function toLinkAmount(fieldText: string, locale: string) {
  const parsed = parseAmountInput(fieldText, LINK_DECIMALS, locale)
  switch (parsed.status) {
    case 'empty':
      return null
    case 'zero':
      return '0'
    case 'valid':
      return formatUnits(parsed.amount, LINK_DECIMALS)
    default:
      return fieldText.trim()
  }
}
