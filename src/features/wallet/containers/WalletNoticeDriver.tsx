import { useLayoutEffect } from 'react'
import { useWalletNotice } from '../hooks/useWalletNotice'
import type { WalletNoticeDriverProps } from '../hooks/useWalletNoticeDriver'

/**
 * Watches the wallet's connection for a notice and reports it up; renders
 * nothing. It ships in the wallet configuration's chunk
 * (src/app/createWalletConfig.ts), off the first load, and mounts in the
 * render that brings the real configuration (useWalletNoticeDriver.ts):
 * no connection, account or link event exists before it, so none is
 * missed, and the account it first sees is the starting one, not a switch.
 */
export function WalletNoticeDriver({
  lazyConnectors,
  onNotice,
}: WalletNoticeDriverProps) {
  const notice = useWalletNotice(lazyConnectors)
  // Before paint: the notice shows in the frame that brought it, as it did
  // when the provider computed it in its own render.
  useLayoutEffect(() => onNotice(notice), [notice, onNotice])
  return null
}
