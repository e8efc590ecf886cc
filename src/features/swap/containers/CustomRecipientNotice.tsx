import { useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import { isSameAddress } from '../../../lib/addressKey'
import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import {
  useHostSettings,
  useSettings,
  useSettingsActions,
} from '../../settings'
import type { RecipientNoticeProps } from '../components/RecipientNotice'

/** Its words: fetched only when the output goes elsewhere. */
const recipientNotice = lazyModule(
  () => import('../components/RecipientNotice'),
)

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
    if (!before || !account || isSameAddress(before, account)) return
    // A recipient the host set is the host's to change, not the account's.
    if (recipient && !isSetByHost) {
      setCleared(recipient)
      recipientChanged(null)
    }
  }, [account, recipient, recipientChanged, isSetByHost])
  const notice: RecipientNoticeProps | null =
    recipient && isSetByHost
      ? { kind: 'host', recipient }
      : recipient
        ? { kind: 'custom', recipient, onReset: () => recipientChanged(null) }
        : cleared
          ? {
              kind: 'cleared',
              recipient: cleared,
              onKeep: () => {
                recipientChanged(cleared)
                setCleared(null)
              },
            }
          : null
  const view = useLazyModule(recipientNotice, notice !== null)
  return notice && view ? <view.RecipientNotice {...notice} /> : null
}
