import { useLingui } from '@lingui/react'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import {
  type MinimumProvenanceOf,
  toMinimumProvenance,
} from '../progress/toMinimumProvenance'
import {
  type DescribeQuoteProblemsParameters,
  describeQuoteProblems,
} from '../quote/describeQuoteProblems'
import { QuoteDetails, type QuoteDetailsProps } from './QuoteDetails'

export type QuoteDetailsViewProps = Omit<
  QuoteDetailsProps,
  'problems' | 'minimumReceived'
> & {
  minimumReceived: Omit<QuoteDetailsProps['minimumReceived'], 'source'>
  /** What the quote's problems and the minimum's provenance are worded
   * from: worded here, in the details' chunk (containers/cardParts.ts), not
   * on the first load. */
  problemsOf: Omit<DescribeQuoteProblemsParameters, 'i18n' | 'format'>
  minimumOf: MinimumProvenanceOf
}

/** The quote's details with its problems and its minimum's provenance. */
export function QuoteDetailsView({
  problemsOf,
  minimumOf,
  minimumReceived,
  ...props
}: QuoteDetailsViewProps) {
  const { i18n } = useLingui()
  const format = useFormatters()
  const problems = describeQuoteProblems({ ...problemsOf, i18n, format })
  const source = toMinimumProvenance(minimumOf)
  return (
    <QuoteDetails
      {...props}
      minimumReceived={{ ...minimumReceived, source }}
      problems={problems}
    />
  )
}
