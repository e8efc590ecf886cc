import { type ComponentType, createContext, useContext } from 'react'
import type { LazyConnector } from '../lazyConnectors'
import type { WalletNotice } from './useHasWalletNotice'

export type WalletDriverProps = {
  lazyConnectors: readonly LazyConnector[]
  /** Told each new notice (null: none). */
  onNotice: (notice: WalletNotice | null) => void
}

/**
 * WalletDriver (containers/), once the real wallet configuration is
 * in place: WalletRoot provides it from the configuration's chunk in the
 * render that brings the configuration. Null over the stand-in, where no
 * notice can arise.
 */
export const WalletDriverContext =
  createContext<ComponentType<WalletDriverProps> | null>(null)

/** The driver for ConnectDialogProvider to mount, or null. */
export function useWalletDriver() {
  return useContext(WalletDriverContext)
}
