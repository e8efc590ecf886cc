import { msg } from '@lingui/core/macro'
import { describe, expect, test } from 'vitest'
import { toWalletOptions } from './toWalletOptions'

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
