import { createContext, useContext } from 'react'
import type { Address } from 'viem'

/**
 * What happened to the wallet's connection that the person did not do on
 * this page, and should be told in words: WalletConnect's relay is down
 * (requests wait, unsent), the session ended from the wallet's side or by
 * its expiry, or the wallet now acts for another account.
 */
export type WalletNotice =
  | { kind: 'relay-down' }
  | { kind: 'session-ended'; endedBy: 'wallet' | 'expiry' }
  | { kind: 'account-switched'; address: Address }

/** The notice of the app's one wallet (see ConnectDialogProvider). Here,
 * apart from the logic that makes it (useWalletNotice.ts, in the wallet
 * configuration's chunk), as the first screen reads it. */
export const WalletNoticeContext = createContext<WalletNotice | null>(null)

/** Whether there is a notice to show: its words load only then. */
export function useHasWalletNotice(): boolean {
  return useContext(WalletNoticeContext) !== null
}
