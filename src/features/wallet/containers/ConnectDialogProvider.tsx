import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react'
import { useConnect, useConnectors } from 'wagmi'
import { toUserError } from '../../../lib/toUserError'
import { ConnectDialog } from '../components/ConnectDialog'
import { useRestoreWalletSession } from '../hooks/useRestoreWalletSession'
import type { LazyConnector } from '../lazyConnectors'
import { toWalletOptions } from '../toWalletOptions'

type ConnectDialogControls = { open: () => void }

const ConnectDialogContext = createContext<ConnectDialogControls | null>(null)

export type ConnectDialogProviderProps = {
  children: ReactNode
  /** Wallets loaded on demand: see getLazyConnectors. */
  lazyConnectors: LazyConnector[]
}

/** Holds the one connect dialog of the app; anything can open it. */
export function ConnectDialogProvider({
  children,
  lazyConnectors,
}: ConnectDialogProviderProps) {
  const [isOpen, setIsOpen] = useState(false)
  useRestoreWalletSession(lazyConnectors)
  const controls = useMemo(() => ({ open: () => setIsOpen(true) }), [])
  const close = useCallback(() => setIsOpen(false), [])
  return (
    <ConnectDialogContext.Provider value={controls}>
      {children}
      {isOpen ? (
        <ConnectDialogContainer
          lazyConnectors={lazyConnectors}
          onClose={close}
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

type ConnectDialogContainerProps = {
  lazyConnectors: LazyConnector[]
  onClose: () => void
}

function ConnectDialogContainer({
  lazyConnectors,
  onClose,
}: ConnectDialogContainerProps) {
  const connectors = useConnectors()
  const connect = useConnect()
  const [pendingId, setPendingId] = useState<string | null>(null)
  const [errorMessage, setErrorMessage] = useState<string | null>(null)
  const options = toWalletOptions({
    connectors,
    lazyConnectors,
    hasInjectedProvider: Boolean(
      (globalThis as { ethereum?: unknown }).ethereum,
    ),
  })

  async function onChoose(id: string) {
    setPendingId(id)
    setErrorMessage(null)
    try {
      const known = connectors.find((connector) => connector.id === id)
      const lazy = lazyConnectors.find((candidate) => candidate.id === id)
      const connector = known ?? (lazy ? await lazy.load() : null)
      if (!connector) throw new Error(`Unknown wallet ${id}`)
      await connect.mutateAsync({ connector })
      onClose()
    } catch (error) {
      setErrorMessage(toUserError(error).message)
    } finally {
      setPendingId(null)
    }
  }

  return (
    <ConnectDialog
      isOpen
      onClose={onClose}
      options={options}
      pendingId={pendingId}
      errorMessage={errorMessage}
      onChoose={onChoose}
    />
  )
}
