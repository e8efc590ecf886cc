import './swapFlow.css'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
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
}

/** What the flow knows beyond the button's hint. */
export function SwapFlowDetails({
  quoteChange,
  simulation,
  failedCheck,
  outcome,
  success,
}: SwapFlowDetailsProps) {
  const { t } = useLingui()
  if (!quoteChange && !simulation && !failedCheck && !outcome) return null
  const receivedText = outcome?.receivedText
  const hash = outcome?.hash
  return (
    <section className="swap-flow-details" aria-label={t`Swap progress`}>
      {quoteChange ? (
        <dl className="swap-flow-compare">
          <dt>
            <Trans>Previous quote</Trans>
          </dt>
          <dd>{quoteChange.previousText}</dd>
          <dt>
            <Trans>New quote</Trans>
          </dt>
          <dd>{quoteChange.nextText}</dd>
        </dl>
      ) : null}
      {simulation ? (
        <dl className="swap-flow-compare">
          <dt>
            <Trans>Quoted</Trans>
          </dt>
          <dd>{simulation.quotedText}</dd>
          {simulation.simulatedText ? (
            <>
              <dt>
                <Trans>Simulated</Trans>
              </dt>
              <dd>{simulation.simulatedText}</dd>
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
