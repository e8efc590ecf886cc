import { useLingui } from '@lingui/react'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import {
  type DescribeQuoteProblemsParameters,
  describeQuoteProblems,
} from '../quote/describeQuoteProblems'
import { QuoteDetails, type QuoteDetailsProps } from './QuoteDetails'

export type QuoteDetailsViewProps = Omit<QuoteDetailsProps, 'problems'> & {
  /** What the quote's problems are worded from: worded here, in the
   * details' chunk (containers/cardParts.ts), not on the first load. */
  problemsOf: Omit<DescribeQuoteProblemsParameters, 'i18n' | 'format'>
}

/** The quote's details with its problems worded. */
export function QuoteDetailsView({
  problemsOf,
  ...props
}: QuoteDetailsViewProps) {
  const { i18n } = useLingui()
  const format = useFormatters()
  const problems = describeQuoteProblems({ ...problemsOf, i18n, format })
  return <QuoteDetails {...props} problems={problems} />
}
