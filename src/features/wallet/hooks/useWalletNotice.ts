import { createContext, useContext, useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { isSameAddress } from '../../../lib/addressKey'
import type { LazyConnector } from '../lazyConnectors'

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

/** The notice of the app's one wallet (see ConnectDialogProvider). */
export const WalletNoticeContext = createContext<WalletNotice | null>(null)

/** Whether there is a notice to show: its words load only then. */
export function useHasWalletNotice(): boolean {
  return useContext(WalletNoticeContext) !== null
}

/** A relay connection back within this is not worth a word. */
const RELAY_GRACE_MS = 2_000

type Seen = { address: Address | null; connectorUid: string | null }

export function useWalletNotice(
  lazyConnectors: readonly LazyConnector[],
): WalletNotice | null {
  const connection = useConnection()
  const [isRelayDown, setIsRelayDown] = useState(false)
  const [endedBy, setEndedBy] = useState<'wallet' | 'expiry' | null>(null)
  const [switchedTo, setSwitchedTo] = useState<Address | null>(null)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const stops = lazyConnectors.map((lazy) =>
      lazy.subscribeLinkEvents?.((event) => {
        if (event.type === 'session-ended') {
          setEndedBy(event.endedBy)
          return
        }
        clearTimeout(timer)
        if (event.isConnected) setIsRelayDown(false)
        else timer = setTimeout(() => setIsRelayDown(true), RELAY_GRACE_MS)
      }),
    )
    return () => {
      clearTimeout(timer)
      for (const stop of stops) stop?.()
    }
  }, [lazyConnectors])

  const isConnected = connection.status === 'connected'
  const address = isConnected ? (connection.address ?? null) : null
  const connectorUid = isConnected ? (connection.connector?.uid ?? null) : null
  const seen = useRef<Seen>({ address: null, connectorUid: null })
  useEffect(() => {
    const before = seen.current
    seen.current = { address, connectorUid }
    const isSameLink =
      before.connectorUid !== null && before.connectorUid === connectorUid
    if (
      address &&
      before.address &&
      isSameLink &&
      !isSameAddress(before.address, address)
    ) {
      setSwitchedTo(address)
    } else if (!isSameLink) {
      setSwitchedTo(null)
    }
    // A new connection answers an ended session.
    if (address) setEndedBy(null)
  }, [address, connectorUid])

  if (isConnected && connection.connector?.id === 'walletConnect') {
    if (isRelayDown) return { kind: 'relay-down' }
  }
  if (!isConnected && endedBy) return { kind: 'session-ended', endedBy }
  if (address && switchedTo && isSameAddress(switchedTo, address)) {
    return { kind: 'account-switched', address }
  }
  return null
}
