import './swapFlow.css'
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
}

/** What the flow knows beyond the button's hint. */
export function SwapFlowDetails({
  quoteChange,
  simulation,
  failedCheck,
  outcome,
}: SwapFlowDetailsProps) {
  if (!quoteChange && !simulation && !failedCheck && !outcome) return null
  return (
    <section className="swap-flow-details" aria-label="Swap progress">
      {quoteChange ? (
        <dl className="swap-flow-compare">
          <dt>Previous quote</dt>
          <dd>{quoteChange.previousText}</dd>
          <dt>New quote</dt>
          <dd>{quoteChange.nextText}</dd>
        </dl>
      ) : null}
      {simulation ? (
        <dl className="swap-flow-compare">
          <dt>Quoted</dt>
          <dd>{simulation.quotedText}</dd>
          {simulation.simulatedText ? (
            <>
              <dt>Simulated</dt>
              <dd>{simulation.simulatedText}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {simulation?.notes.map((note) => (
        <p key={note} className="muted">
          Note: {note}
        </p>
      ))}
      {failedCheck ? <p>Failed check: {failedCheck}</p> : null}
      {outcome ? (
        <div>
          <h3 className="swap-flow-title">{outcome.title}</h3>
          {outcome.receivedText ? (
            <p>Received: {outcome.receivedText}</p>
          ) : null}
          {outcome.explorerTxUrl ? (
            <a href={outcome.explorerTxUrl} target="_blank" rel="noreferrer">
              View transaction
            </a>
          ) : (
            <p className="muted">Transaction {outcome.hash}</p>
          )}
        </div>
      ) : null}
    </section>
  )
}
