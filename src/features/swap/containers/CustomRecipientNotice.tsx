import { useEffect, useRef, useState } from 'react'
import { type Address, isAddressEqual } from 'viem'
import {
  useHostSettings,
  useSettings,
  useSettingsActions,
} from '../../settings'

export type CustomRecipientNoticeProps = { account: Address | null }

/**
 * A custom recipient is always on the card while set: output paid elsewhere
 * must never be a setting the person forgot. When the account changes it is
 * cleared, and can be explicitly kept from here.
 */
export function CustomRecipientNotice({ account }: CustomRecipientNoticeProps) {
  const recipient = useSettings((s) => s.recipient)
  const { recipientChanged } = useSettingsActions()
  const isSetByHost = useHostSettings().recipient !== undefined
  const [cleared, setCleared] = useState<Address | null>(null)
  const previous = useRef(account)
  useEffect(() => {
    const before = previous.current
    previous.current = account
    if (!before || !account || isAddressEqual(before, account)) return
    // A recipient the host set is the host's to change, not the account's.
    if (recipient && !isSetByHost) {
      setCleared(recipient)
      recipientChanged(null)
    }
  }, [account, recipient, recipientChanged, isSetByHost])
  if (recipient && isSetByHost) {
    return (
      <div className="token-notice" role="note" aria-label="Custom recipient">
        <p>
          The site you are on sends the output to <code>{recipient}</code>
        </p>
      </div>
    )
  }
  if (recipient) {
    return (
      <div className="token-notice" role="note" aria-label="Custom recipient">
        <p>
          Output goes to a custom recipient: <code>{recipient}</code>
        </p>
        <button
          type="button"
          className="token-button"
          onClick={() => recipientChanged(null)}
        >
          Send to my account instead
        </button>
      </div>
    )
  }
  if (!cleared) return null
  return (
    <div className="token-notice" role="note" aria-label="Custom recipient">
      <p>
        The account changed, so the custom recipient <code>{cleared}</code> was
        cleared.
      </p>
      <button
        type="button"
        className="token-button"
        onClick={() => {
          recipientChanged(cleared)
          setCleared(null)
        }}
      >
        Keep sending to it
      </button>
    </div>
  )
}
