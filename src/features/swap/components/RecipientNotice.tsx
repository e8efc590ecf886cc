import { Trans, useLingui } from '@lingui/react/macro'

export type RecipientNoticeProps =
  /** The host page set where the output goes. */
  | { kind: 'host'; recipient: string }
  /** The person set a custom recipient. */
  | { kind: 'custom'; recipient: string; onReset: () => void }
  /** The account changed and the custom recipient was cleared. */
  | { kind: 'cleared'; recipient: string; onKeep: () => void }

/** Where the swap's output goes when it is not the connected account. */
export function RecipientNotice(props: RecipientNoticeProps) {
  const { t } = useLingui()
  const { recipient } = props
  return (
    <div className="token-notice" role="note" aria-label={t`Custom recipient`}>
      {props.kind === 'host' ? (
        <p>
          <Trans>
            The site you are on sends the output to <code>{recipient}</code>
          </Trans>
        </p>
      ) : props.kind === 'custom' ? (
        <>
          <p>
            <Trans>
              Output goes to a custom recipient: <code>{recipient}</code>
            </Trans>
          </p>
          <button
            type="button"
            className="token-button"
            onClick={props.onReset}
          >
            <Trans>Send to my account instead</Trans>
          </button>
        </>
      ) : (
        <>
          <p>
            <Trans>
              The account changed, so the custom recipient{' '}
              <code>{recipient}</code> was cleared.
            </Trans>
          </p>
          <button type="button" className="token-button" onClick={props.onKeep}>
            <Trans>Keep sending to it</Trans>
          </button>
        </>
      )}
    </div>
  )
}
