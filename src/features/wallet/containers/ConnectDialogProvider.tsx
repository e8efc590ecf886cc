import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react'
import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import {
  type WalletNotice,
  WalletNoticeContext,
} from '../hooks/useHasWalletNotice'
import { useWalletDriver } from '../hooks/useWalletDriver'
import type { LazyConnector } from '../lazyConnectors'

/** The dialog and its connection logic: loaded when first opened. */
const connectDialog = lazyModule(() => import('./ConnectDialogContainer'))

type ConnectDialogControls = {
  open: () => void
  /** The dialog is open: the account chip's code is fetched meanwhile. */
  isOpen: boolean
}

const ConnectDialogContext = createContext<ConnectDialogControls | null>(null)

export type ConnectDialogProviderProps = {
  children: ReactNode
  /** Wallets loaded on demand: see getLazyConnectors. */
  lazyConnectors: LazyConnector[]
  /**
   * Opens a wallet's link ("Open in wallet"). Inside an iframe a navigation
   * to a wallet's scheme does nothing on phones, so the widget hands the
   * link to its host page; the full page follows the link itself.
   */
  openWalletLink?: (url: string) => void
}

/** Holds the one connect dialog of the app; anything can open it. Also
 * what the wallet's connection went through (WalletNotice shows it), as
 * WalletDriver reports it once the real configuration is here. */
export function ConnectDialogProvider({
  children,
  lazyConnectors,
  openWalletLink,
}: ConnectDialogProviderProps) {
  const [isOpen, setIsOpen] = useState(false)
  // Set by the driver, which comes with the real configuration and
  // restores a lazy connector's session.
  const [notice, setNotice] = useState<WalletNotice | null>(null)
  const Driver = useWalletDriver()
  const controls = useMemo(
    () => ({ open: () => setIsOpen(true), isOpen }),
    [isOpen],
  )
  const close = useCallback(() => setIsOpen(false), [])
  const dialog = useLazyModule(connectDialog, isOpen)
  return (
    <ConnectDialogContext.Provider value={controls}>
      {Driver ? (
        <Driver lazyConnectors={lazyConnectors} onNotice={setNotice} />
      ) : null}
      <WalletNoticeContext.Provider value={notice}>
        {children}
      </WalletNoticeContext.Provider>
      {isOpen && dialog ? (
        <dialog.ConnectDialogContainer
          lazyConnectors={lazyConnectors}
          onClose={close}
          openWalletLink={openWalletLink}
        />
      ) : null}
    </ConnectDialogContext.Provider>
  )
}

export function useConnectDialog(): ConnectDialogControls {
  const controls = useContext(ConnectDialogContext)
  if (!controls)
    throw new Error('useConnectDialog needs a ConnectDialogProvider')
  return controls
}
