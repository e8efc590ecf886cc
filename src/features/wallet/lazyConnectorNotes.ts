import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LazyConnector } from './lazyConnectors'

export type LazyConnectorNotes = {
  /** Under its name in the list of wallets. */
  note: MessageDescriptor | null
  /** Said while pairing when the session cannot outlive a reload. */
  sessionNote: MessageDescriptor | null
}

/**
 * What the connect dialog says of a lazily loaded wallet. WalletConnect's
 * words live here, fetched with the dialog, and not in lazyConnectors.ts:
 * that module is in the first load, and every message its code names joins
 * each language's first-screen catalogue (scripts/linguiPlugins.ts).
 */
export function lazyConnectorNotes(lazy: LazyConnector): LazyConnectorNotes {
  if (lazy.note) return { note: lazy.note, sessionNote: null }
  if (lazy.id !== 'walletConnect') return { note: null, sessionNote: null }
  return lazy.isSessionKept === false
    ? {
        note: msg`Scan a QR code with a mobile wallet. The session ends when the page reloads.`,
        sessionNote: msg`This browser blocks storage for this embedded swap, so the wallet session will not survive a reload: you will pair again.`,
      }
    : { note: msg`Scan a QR code with a mobile wallet`, sessionNote: null }
}
