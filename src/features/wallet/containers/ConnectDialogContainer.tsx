import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { useConfig, useConnect, useConnectors } from 'wagmi'
import { isStandInWagmiConfig } from '../../../lib/createStandInWagmiConfig'
import { toUserError } from '../../../lib/toUserError'
import { ACCOUNT_CHIP_SELECTOR } from '../components/AccountChip'
import { ConnectDialog } from '../components/ConnectDialog'
import type { CopyState } from '../components/WalletConnectPairing'
import { lazyConnectorNotes } from '../lazyConnectorNotes'
import type { LazyConnector } from '../lazyConnectors'
import { toWalletOptions } from '../toWalletOptions'

export type ConnectDialogContainerProps = {
  lazyConnectors: LazyConnector[]
  onClose: () => void
  /** See ConnectDialogProvider: how "Open in wallet" opens its link. */
  openWalletLink?: ((url: string) => void) | undefined
}

/** WalletConnect rejects a connection whose pairing proposal expired
 * unanswered; the dialog then asks for a fresh one. */
function isProposalExpired(error: unknown) {
  return error instanceof Error && /proposal expired/i.test(error.message)
}

/** The connect dialog with its connection logic; loaded when first opened. */
export function ConnectDialogContainer({
  lazyConnectors,
  onClose,
  openWalletLink,
}: ConnectDialogContainerProps) {
  const { t, i18n } = useLingui()
  const config = useConfig()
  const connectors = useConnectors()
  const connect = useConnect()
  const [pendingId, setPendingId] = useState<string | null>(null)
  const [errorMessage, setErrorMessage] = useState<string | null>(null)
  const [pairing, setPairing] = useState<LazyConnector | null>(null)
  const [pairingUri, setPairingUri] = useState<string | null>(null)
  const [copyState, setCopyState] = useState<CopyState>('idle')
  // Bumped on cancel and close: answers to an abandoned attempt are ignored.
  const attemptRef = useRef(0)
  // Closed by a connection: the control that opened it may be gone (the
  // page's "Connect wallet" becomes the account chip), so focus goes to the
  // chip where the page has one; the widget's has none.
  const hasConnectedRef = useRef(false)
  useEffect(
    () => () => {
      attemptRef.current += 1
    },
    [],
  )
  const options = toWalletOptions({
    connectors,
    lazyConnectors,
    hasInjectedProvider: Boolean(
      (globalThis as { ethereum?: unknown }).ethereum,
    ),
    browserWalletName: t`Browser wallet`,
  })

  async function onChoose(id: string) {
    // wagmi's configuration is still on its way (it arrives once the page
    // is idle, moments after the card: WalletRoot); a press before it can
    // connect nothing, and the dialog renders again when it is here.
    if (isStandInWagmiConfig(config)) return
    const attempt = ++attemptRef.current
    const isCurrent = () => attempt === attemptRef.current
    setPendingId(id)
    setErrorMessage(null)
    const lazy = lazyConnectors.find((candidate) => candidate.id === id)
    const unsubscribe = lazy?.subscribePairingUri?.((uri) => {
      if (!isCurrent()) return
      setPairingUri(uri)
      setCopyState('idle')
    })
    setPairing(unsubscribe && lazy ? lazy : null)
    try {
      const known = connectors.find((connector) => connector.id === id)
      const connector = known ?? (lazy ? await lazy.load() : null)
      if (!connector) throw new Error(`Unknown wallet ${id}`)
      for (;;) {
        try {
          await connect.mutateAsync({ connector })
          break
        } catch (error) {
          if (!unsubscribe || !isCurrent() || !isProposalExpired(error)) {
            throw error
          }
          setPairingUri(null)
        }
      }
      if (isCurrent()) {
        hasConnectedRef.current = true
        onClose()
      }
    } catch (error) {
      if (!isCurrent()) return
      setErrorMessage(toUserError(error, i18n).message)
    } finally {
      unsubscribe?.()
      if (isCurrent()) {
        setPendingId(null)
        setPairing(null)
        setPairingUri(null)
      }
    }
  }

  function onCancelPairing() {
    attemptRef.current += 1
    setPendingId(null)
    setPairing(null)
    setPairingUri(null)
    // The abandoned attempt stays open in the connector until its proposal
    // expires; the page is not "connecting" meanwhile.
    config.setState((state) => ({
      ...state,
      status: state.current ? 'connected' : 'disconnected',
    }))
  }

  async function onCopy() {
    if (!pairingUri) return
    try {
      await navigator.clipboard.writeText(pairingUri)
      setCopyState('copied')
    } catch {
      setCopyState('failed')
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
      returnFocus={() =>
        hasConnectedRef.current
          ? document.querySelector<HTMLElement>(ACCOUNT_CHIP_SELECTOR)
          : null
      }
      pairing={
        pairing
          ? {
              uri: pairingUri,
              isPhone: isPhone(),
              copyState,
              onCopy,
              onCancel: onCancelPairing,
              onOpenLink: openWalletLink ?? null,
              sessionNote: lazyConnectorNotes(pairing).sessionNote,
            }
          : null
      }
    />
  )
}

/** Phones (coarse pointer) can hand the `wc:` link to a wallet app. */
function isPhone() {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  )
}
