import './linkNotice.css'
import { Trans } from '@lingui/react/macro'
import type { SwapLinkProblem } from '../store/types'

export type LinkProblemsNoticeProps = {
  problems: readonly SwapLinkProblem[]
  onDismiss: () => void
}

/** A link's value as given, cut short: a link can carry anything. */
const toShown = (value: string) =>
  value.length > 24 ? `${value.slice(0, 23)}…` : value

/** One sentence per parameter, the value isolated (it may be any script). */
function ProblemText({ parameter, value: given }: SwapLinkProblem) {
  const value = toShown(given)
  switch (parameter) {
    case 'chain':
      return (
        <Trans>
          The link's network “<bdi>{value}</bdi>” is not one this swap offers;
          it was left out.
        </Trans>
      )
    case 'from':
      return (
        <Trans>
          The link's sell token “<bdi>{value}</bdi>” is not an address; it was
          left out.
        </Trans>
      )
    case 'to':
      return (
        <Trans>
          The link's buy token “<bdi>{value}</bdi>” is not an address; it was
          left out.
        </Trans>
      )
    case 'amount':
      return (
        <Trans>
          The link's amount “<bdi>{value}</bdi>” is not a number; it was left
          out.
        </Trans>
      )
  }
}

/**
 * What the page's link asked for and the form did not take, each named
 * (LinkNotice shows it): a link is never partly ignored without a word.
 */
export function LinkProblemsNotice({
  problems,
  onDismiss,
}: LinkProblemsNoticeProps) {
  return (
    <div className="banner banner-warning link-notice" role="status">
      <ul className="link-problems">
        {problems.map((problem) => (
          <li key={problem.parameter}>
            <ProblemText {...problem} />
          </li>
        ))}
      </ul>
      <button type="button" className="button-ghost" onClick={onDismiss}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  )
}
