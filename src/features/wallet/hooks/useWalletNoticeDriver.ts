import { type ComponentType, createContext, useContext } from 'react'
import type { LazyConnector } from '../lazyConnectors'
import type { WalletNotice } from './useHasWalletNotice'

export type WalletNoticeDriverProps = {
  lazyConnectors: readonly LazyConnector[]
  /** Told each new notice (null: none). */
  onNotice: (notice: WalletNotice | null) => void
}

/**
 * WalletNoticeDriver (containers/), once the real wallet configuration is
 * in place: WalletRoot provides it from the configuration's chunk in the
 * render that brings the configuration. Null over the stand-in, where no
 * notice can arise.
 */
export const WalletNoticeDriverContext =
  createContext<ComponentType<WalletNoticeDriverProps> | null>(null)

/** The driver for ConnectDialogProvider to mount, or null. */
export function useWalletNoticeDriver() {
  return useContext(WalletNoticeDriverContext)
}
