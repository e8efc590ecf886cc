import {
  QuoteDetails,
  type QuoteDetailsProps,
} from '../components/QuoteDetails'
import {
  type DescribeQuoteProblemsParameters,
  describeQuoteProblems,
} from '../quote/describeQuoteProblems'

export type QuoteDetailsViewProps = Omit<QuoteDetailsProps, 'problems'> & {
  /** What the quote's problems are worded from: worded here, in the
   * details' chunk (LazyCardParts.tsx), not on the first load. */
  problemsOf: DescribeQuoteProblemsParameters
}

/** The quote's details with its problems worded. */
export function QuoteDetailsView({
  problemsOf,
  ...props
}: QuoteDetailsViewProps) {
  return (
    <QuoteDetails {...props} problems={describeQuoteProblems(problemsOf)} />
  )
}
