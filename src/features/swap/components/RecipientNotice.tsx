export type RecipientNoticeProps =
  /** The host page set where the output goes. */
  | { kind: 'host'; recipient: string }
  /** The person set a custom recipient. */
  | { kind: 'custom'; recipient: string; onReset: () => void }
  /** The account changed and the custom recipient was cleared. */
  | { kind: 'cleared'; recipient: string; onKeep: () => void }

/** Where the swap's output goes when it is not the connected account. */
export function RecipientNotice(props: RecipientNoticeProps) {
  const { recipient } = props
  return (
    <div className="token-notice" role="note" aria-label="Custom recipient">
      {props.kind === 'host' ? (
        <p>
          The site you are on sends the output to <code>{recipient}</code>
        </p>
      ) : props.kind === 'custom' ? (
        <>
          <p>
            Output goes to a custom recipient: <code>{recipient}</code>
          </p>
          <button
            type="button"
            className="token-button"
            onClick={props.onReset}
          >
            Send to my account instead
          </button>
        </>
      ) : (
        <>
          <p>
            The account changed, so the custom recipient{' '}
            <code>{recipient}</code> was cleared.
          </p>
          <button type="button" className="token-button" onClick={props.onKeep}>
            Keep sending to it
          </button>
        </>
      )}
    </div>
  )
}
