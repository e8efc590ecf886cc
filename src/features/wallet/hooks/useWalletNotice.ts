import { useEffect, useMemo, useRef, useState } from 'react'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { isSameAddress } from '../../../lib/addressKey'
import type { LazyConnector } from '../lazyConnectors'
import type { WalletNotice } from './useHasWalletNotice'

/** A relay connection back within this is not worth a word. */
const RELAY_GRACE_MS = 2_000

type Seen = { address: Address | null; connectorUid: string | null }

/**
 * The wallet's notice (useHasWalletNotice.ts says which), from wagmi's
 * connection and the lazy connectors' link events. Runs only over the real
 * configuration, in WalletDriver: nothing it watches exists before.
 */
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

  const isRelayDownTold =
    isConnected && connection.connector?.id === 'walletConnect' && isRelayDown
  const endedNotice = isConnected ? null : endedBy
  const switchedNotice =
    address && switchedTo && isSameAddress(switchedTo, address) ? address : null
  // One object per notice, not per render: WalletDriver reports it
  // up when it changes.
  return useMemo((): WalletNotice | null => {
    if (isRelayDownTold) return { kind: 'relay-down' }
    if (endedNotice) return { kind: 'session-ended', endedBy: endedNotice }
    if (switchedNotice) {
      return { kind: 'account-switched', address: switchedNotice }
    }
    return null
  }, [isRelayDownTold, endedNotice, switchedNotice])
}
