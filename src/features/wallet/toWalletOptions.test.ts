import { msg } from '@lingui/core/macro'
import { describe, expect, test } from 'vitest'
import { toWalletIcon, toWalletOptions } from './toWalletOptions'

const generic = { id: 'injected', name: 'Injected', type: 'injected' }
const rabby = {
  id: 'io.rabby',
  name: 'Rabby Wallet',
  icon: 'data:image/svg+xml;base64,AAA',
  type: 'injected',
}
const scanNote = msg`Scan a QR code`
const lazy = {
  id: 'walletConnect',
  name: 'WalletConnect',
  note: scanNote,
  load: async () => {
    throw new Error('not loaded in this test')
  },
}

describe('toWalletOptions', () => {
  test('behavior: lists announced wallets by name and icon, then lazy ones', () => {
    expect(
      toWalletOptions({
        connectors: [generic, rabby],
        lazyConnectors: [lazy],
        hasInjectedProvider: true,
        browserWalletName: 'Browser wallet',
      }),
    ).toEqual([
      { id: 'io.rabby', name: 'Rabby Wallet', icon: rabby.icon, note: null },
      {
        id: 'walletConnect',
        name: 'WalletConnect',
        icon: null,
        note: scanNote,
      },
    ])
  })

  test('behavior: an icon that is not an image data: URI is no icon (the CSP would refuse it, and its host would see the visitor)', () => {
    const [option] = toWalletOptions({
      connectors: [{ ...rabby, icon: 'https://wallet.example/icon.png' }],
      lazyConnectors: [],
      hasInjectedProvider: true,
      browserWalletName: 'Browser wallet',
    })
    expect(option?.icon).toBeNull()
    expect(toWalletIcon('data:text/html,<script>')).toBeNull()
    expect(toWalletIcon(rabby.icon)).toBe(rabby.icon)
  })

  test('behavior: the generic entry appears only for a silent provider', () => {
    const options = (hasInjectedProvider: boolean) =>
      toWalletOptions({
        connectors: [generic],
        lazyConnectors: [],
        hasInjectedProvider,
        browserWalletName: 'Navigateur',
      }).map((option) => option.name)
    expect(options(true)).toEqual(['Navigateur'])
    expect(options(false)).toEqual([])
  })
})
