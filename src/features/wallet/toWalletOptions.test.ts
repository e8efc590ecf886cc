import { describe, expect, test } from 'vitest'
import { toWalletOptions } from './toWalletOptions'

const generic = { id: 'injected', name: 'Injected', type: 'injected' }
const rabby = {
  id: 'io.rabby',
  name: 'Rabby Wallet',
  icon: 'data:image/svg+xml;base64,AAA',
  type: 'injected',
}
const lazy = {
  id: 'walletConnect',
  name: 'WalletConnect',
  note: 'Scan a QR code',
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
      }),
    ).toEqual([
      { id: 'io.rabby', name: 'Rabby Wallet', icon: rabby.icon, note: null },
      {
        id: 'walletConnect',
        name: 'WalletConnect',
        icon: null,
        note: 'Scan a QR code',
      },
    ])
  })

  test('behavior: the generic entry appears only for a silent provider', () => {
    const options = (hasInjectedProvider: boolean) =>
      toWalletOptions({
        connectors: [generic],
        lazyConnectors: [],
        hasInjectedProvider,
      }).map((option) => option.name)
    expect(options(true)).toEqual(['Browser wallet'])
    expect(options(false)).toEqual([])
  })
})
