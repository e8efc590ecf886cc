import {
  QuoteDetailsView,
  type QuoteDetailsViewProps,
} from '../components/QuoteDetailsView'
import { useRateDirection } from '../hooks/useRateDirection'

/**
 * The quote's details with the rate the way the person last turned it:
 * read here, in the details' chunk (cardParts.ts), so the first load
 * carries none of it.
 */
export function QuoteDetailsPart(props: QuoteDetailsViewProps) {
  const { isInverted, invert } = useRateDirection()
  return (
    <QuoteDetailsView
      {...props}
      isRateInverted={isInverted}
      onInvertRate={invert}
    />
  )
}
