import { Trans, useLingui } from '@lingui/react/macro'
import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import { Dialog } from '../../../ui/Dialog'
import { Spinner } from '../../../ui/Spinner'
import type { WalletOption } from '../toWalletOptions'
import type { WalletConnectPairingProps } from './WalletConnectPairing'

/** Its own chunk with the QR encoder: fetched when WalletConnect is chosen. */
const walletConnectPairing = lazyModule(() => import('./WalletConnectPairing'))

export type ConnectDialogProps = {
  isOpen: boolean
  onClose: () => void
  options: WalletOption[]
  pendingId: string | null
  errorMessage: string | null
  onChoose: (id: string) => void
  /** Set while a WalletConnect pairing code is shown instead of the list. */
  pairing: WalletConnectPairingProps | null
  /** See Dialog: where focus goes when it closes. */
  returnFocus: () => HTMLElement | null
}

function WalletIcon({ icon, name }: { icon: string | null; name: string }) {
  if (icon) {
    return (
      <img className="wallet-icon" src={icon} alt="" width={28} height={28} />
    )
  }
  return (
    <span className="wallet-icon wallet-icon-fallback" aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  )
}

/** The wallets this browser offers, by name and icon. */
export function ConnectDialog({
  isOpen,
  onClose,
  options,
  pendingId,
  errorMessage,
  onChoose,
  pairing,
  returnFocus,
}: ConnectDialogProps) {
  const { t, i18n } = useLingui()
  const qrCode = useLazyModule(walletConnectPairing, pairing !== null)
  if (pairing) {
    return (
      <Dialog
        isOpen={isOpen}
        onClose={onClose}
        title={t`Connect with WalletConnect`}
        returnFocus={returnFocus}
      >
        {qrCode ? (
          <qrCode.WalletConnectPairing {...pairing} />
        ) : (
          <Spinner label={t`Preparing a code`} />
        )}
      </Dialog>
    )
  }
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t`Connect a wallet`}
      returnFocus={returnFocus}
    >
      {options.length === 0 ? (
        <p className="muted">
          <Trans>
            No wallet was found in this browser. Install a wallet extension that
            supports Ethereum, then reload this page.
          </Trans>
        </p>
      ) : (
        <ul className="wallet-list">
          {options.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                className="wallet-option"
                disabled={pendingId !== null}
                aria-busy={pendingId === option.id ? true : undefined}
                onClick={() => onChoose(option.id)}
              >
                <WalletIcon icon={option.icon} name={option.name} />
                <span className="wallet-option-text">
                  <span className="wallet-option-name">{option.name}</span>
                  {pendingId === option.id ? (
                    <span className="field-note">
                      <Trans>Confirm in your wallet…</Trans>
                    </span>
                  ) : option.note ? (
                    <span className="field-note">{i18n._(option.note)}</span>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {errorMessage ? (
        <p className="text-error" role="alert">
          {errorMessage}
        </p>
      ) : null}
    </Dialog>
  )
}
