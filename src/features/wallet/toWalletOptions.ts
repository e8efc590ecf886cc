import type { MessageDescriptor } from '@lingui/core'
import { lazyConnectorNotes } from './lazyConnectorNotes'
import type { LazyConnector } from './lazyConnectors'

export type WalletOption = {
  id: string
  name: string
  /** The data: URI from the wallet's EIP-6963 announcement. */
  icon: string | null
  note: MessageDescriptor | null
}

export type ConnectorLike = {
  id: string
  name: string
  icon?: string | undefined
  type: string
}

type ToWalletOptionsParameters = {
  connectors: readonly ConnectorLike[]
  lazyConnectors: readonly LazyConnector[]
  /** `window.ethereum` exists (a wallet that may not announce itself). */
  hasInjectedProvider: boolean
  /** The name of that wallet, in the page's language. */
  browserWalletName: string
}

export const GENERIC_INJECTED_ID = 'injected'

/**
 * A wallet's icon, when it is an image data: URI as EIP-6963 requires: the
 * page's CSP allows images from itself and data: only (a URL would tell
 * its host about the visitor), so anything else is no icon rather than a
 * refused load.
 */
export const toWalletIcon = (icon: string | undefined) =>
  icon?.startsWith('data:image/') ? icon : null

/**
 * Every EIP-6963 wallet by its own name and icon; the generic injected entry
 * only when there is a provider and no wallet announced itself; then the
 * lazily loaded ones.
 */
export function toWalletOptions({
  connectors,
  lazyConnectors,
  hasInjectedProvider,
  browserWalletName,
}: ToWalletOptionsParameters): WalletOption[] {
  const announced = connectors.filter(
    (connector) => connector.id !== GENERIC_INJECTED_ID,
  )
  const options: WalletOption[] = announced.map((connector) => ({
    id: connector.id,
    name: connector.name,
    icon: toWalletIcon(connector.icon),
    note: null,
  }))
  const generic = connectors.find((c) => c.id === GENERIC_INJECTED_ID)
  if (generic && hasInjectedProvider && announced.length === 0) {
    options.push({
      id: GENERIC_INJECTED_ID,
      name: browserWalletName,
      icon: null,
      note: null,
    })
  }
  for (const lazy of lazyConnectors) {
    if (options.some((option) => option.id === lazy.id)) continue
    const { note } = lazyConnectorNotes(lazy)
    options.push({ id: lazy.id, name: lazy.name, icon: null, note })
  }
  return options
}
