import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from 'viem'

export type RecipientNoticeProps =
  /** The embedding site set the recipient: the person cannot change it. */
  | { kind: 'host'; recipient: Address }
  | { kind: 'custom'; recipient: Address; onSendToMe: () => void }
  /** The account changed and the recipient was cleared; it can be kept. */
  | { kind: 'cleared'; recipient: Address; onKeep: () => void }

/** Where the output goes when it is not the connected account, in words. */
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
            onClick={props.onSendToMe}
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
