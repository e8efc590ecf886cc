import './swapFlow.css'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { IsolatedText } from '../../../ui/IsolatedText'
export type SwapFlowDetailsProps = {
  /** Old vs new output after a re-quote moved it. */
  quoteChange: { previousText: string; nextText: string } | null
  /** Our own simulation's output next to the quoted one, and what it could not check. */
  simulation: {
    quotedText: string
    simulatedText: string | null
    notes: readonly string[]
  } | null
  /** Which pre-signature check refused the data. */
  failedCheck: string | null
  outcome: {
    title: string
    receivedText: string | null
    explorerTxUrl: string | null
    hash: string
  } | null
  /** The designed success (SwapSuccess), shown instead of the outcome. */
  success?: ReactNode
  /** Service-given values the amounts name (symbols): each in a <bdi>. */
  isolatedValues?: readonly (string | null | undefined)[]
}

/** What the flow knows beyond the button's hint. */
export function SwapFlowDetails({
  quoteChange,
  simulation,
  failedCheck,
  outcome,
  success,
  isolatedValues = [],
}: SwapFlowDetailsProps) {
  const { t } = useLingui()
  if (!quoteChange && !simulation && !failedCheck && !outcome) return null
  // "25 ب00": unisolated, a symbol in Arabic letters and digits would
  // show its digits before its letter, beside the amount's.
  const isolated = (text: string) => (
    <IsolatedText text={text} values={isolatedValues} />
  )
  const receivedText = outcome?.receivedText
    ? isolated(outcome.receivedText)
    : null
  const hash = outcome?.hash
  return (
    <section className="swap-flow-details" aria-label={t`Swap progress`}>
      {quoteChange ? (
        <dl className="swap-flow-compare">
          <dt>
            <Trans>Previous quote</Trans>
          </dt>
          <dd>{isolated(quoteChange.previousText)}</dd>
          <dt>
            <Trans>New quote</Trans>
          </dt>
          <dd>{isolated(quoteChange.nextText)}</dd>
        </dl>
      ) : null}
      {simulation ? (
        <dl className="swap-flow-compare">
          <dt>
            <Trans>Quoted</Trans>
          </dt>
          <dd>{isolated(simulation.quotedText)}</dd>
          {simulation.simulatedText ? (
            <>
              <dt>
                <Trans>Simulated</Trans>
              </dt>
              <dd>{isolated(simulation.simulatedText)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {simulation?.notes.map((note) => (
        <p key={note} className="muted">
          <Trans>Note: {note}</Trans>
        </p>
      ))}
      {failedCheck ? (
        <p>
          <Trans>Failed check: {failedCheck}</Trans>
        </p>
      ) : null}
      {success ? (
        success
      ) : outcome ? (
        <div>
          <h2 className="swap-flow-title">{outcome.title}</h2>
          {outcome.receivedText ? (
            <p>
              <Trans>Received: {receivedText}</Trans>
            </p>
          ) : null}
          {outcome.explorerTxUrl ? (
            <a href={outcome.explorerTxUrl} target="_blank" rel="noreferrer">
              <Trans>View transaction</Trans>
            </a>
          ) : (
            <p className="muted">
              <Trans>Transaction {hash}</Trans>
            </p>
          )}
        </div>
      ) : null}
    </section>
  )
}
