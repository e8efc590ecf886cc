import { useLayoutEffect } from 'react'
import { useRestoreWalletSession } from '../hooks/useRestoreWalletSession'
import type { WalletDriverProps } from '../hooks/useWalletDriver'
import { useWalletNotice } from '../hooks/useWalletNotice'

/**
 * What runs only over the real wallet configuration; renders nothing. It
 * restores a lazy connector's saved session (the stand-in has none) and
 * watches the connection for a notice, reported up. It ships in the
 * configuration's chunk (src/app/createWalletConfig.ts), off the first
 * load, and mounts in the render that brings the configuration
 * (useWalletDriver.ts): no connection, account or link event exists
 * before it, so none is missed, and the account it first sees is the
 * starting one, not a switch.
 */
export function WalletDriver({ lazyConnectors, onNotice }: WalletDriverProps) {
  useRestoreWalletSession(lazyConnectors)
  const notice = useWalletNotice(lazyConnectors)
  // Before paint: the notice shows in the frame that brought it, as it did
  // when the provider computed it in its own render.
  useLayoutEffect(() => onNotice(notice), [notice, onNotice])
  return null
}
