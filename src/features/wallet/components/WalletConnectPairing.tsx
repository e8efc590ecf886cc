import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useRef } from 'react'
import { Spinner } from '../../../ui/Spinner'
import { PairingQrCode } from '../walletConnect/PairingQrCode'

export type CopyState = 'idle' | 'copied' | 'failed'

export type WalletConnectPairingProps = {
  /** null until the connector has made a pairing proposal. */
  uri: string | null
  /** Phones get a link that opens the wallet app with the URI. */
  isPhone: boolean
  copyState: CopyState
  onCopy: () => void
  onCancel: () => void
  /** Opens "Open in wallet"'s link in its place (the widget's host page);
   * null: the link is followed as it is. */
  onOpenLink: ((url: string) => void) | null
  /** Why the session will not outlive a reload, when it will not. */
  sessionNote: MessageDescriptor | null
}

const copyLabels: Record<CopyState, MessageDescriptor> = {
  idle: msg`Copy link`,
  copied: msg`Link copied`,
  failed: msg`Could not copy`,
}

/** The pairing step of WalletConnect: a QR code to scan, or the link.
 * Loaded on demand with its QR encoder (see ConnectDialog). */
export function WalletConnectPairing({
  uri,
  isPhone,
  copyState,
  onCopy,
  onCancel,
  onOpenLink,
  sessionNote,
}: WalletConnectPairingProps) {
  // The wallet button that led here is gone: keep focus inside the dialog,
  // in the same commit that shows this step (a passive effect would leave
  // focus on the page body for a frame or more after a lazy load).
  const { t, i18n } = useLingui()
  const cancelRef = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => cancelRef.current?.focus(), [])
  return (
    <section className="pairing" aria-label={t`WalletConnect pairing`}>
      <p className="muted">
        <Trans>
          Scan this code with a WalletConnect wallet on your phone, then approve
          the connection there.
        </Trans>
      </p>
      <div className="pairing-code" aria-busy={uri ? undefined : true}>
        {uri ? (
          <PairingQrCode uri={uri} />
        ) : (
          <Spinner label={t`Preparing a code`} />
        )}
      </div>
      <p className="field-note" aria-live="polite">
        {uri
          ? t`A new code appears here if this one expires.`
          : t`Preparing a code…`}
      </p>
      {sessionNote ? (
        <p className="field-note text-warning" role="note">
          {i18n._(sessionNote)}
        </p>
      ) : null}
      <div className="dialog-footer">
        <button
          ref={cancelRef}
          type="button"
          className="button-secondary"
          onClick={onCancel}
        >
          <Trans>Cancel</Trans>
        </button>
        {uri && isPhone ? (
          <a
            className="button-secondary"
            href={uri}
            onClick={
              onOpenLink
                ? (event) => {
                    event.preventDefault()
                    onOpenLink(uri)
                  }
                : undefined
            }
          >
            <Trans>Open in wallet</Trans>
          </a>
        ) : null}
        <button
          type="button"
          className="button-primary"
          disabled={!uri}
          onClick={onCopy}
        >
          {i18n._(copyLabels[copyState])}
        </button>
      </div>
    </section>
  )
}
