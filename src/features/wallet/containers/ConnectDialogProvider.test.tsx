import { msg } from '@lingui/core/macro'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { createConfig, http, mock, WagmiProvider } from 'wagmi'
import { devnetChain } from '../../chains'
import type { LazyConnector } from '../lazyConnectors'
import { createStandInConnector } from '../testing/createStandInConnector'
import { AccountButton } from './AccountButton'
import { ConnectDialogProvider } from './ConnectDialogProvider'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function renderWallet(lazyConnectors: LazyConnector[] = []) {
  localStorage.clear()
  const config = createConfig({
    chains: [devnetChain],
    transports: { [devnetChain.id]: http() },
    connectors: [mock({ accounts: [account] })],
    multiInjectedProviderDiscovery: false,
  })
  render(
    <QueryClientProvider
      client={
        new QueryClient({ defaultOptions: { queries: { retry: false } } })
      }
    >
      <WagmiProvider config={config} reconnectOnMount={false}>
        <ConnectDialogProvider lazyConnectors={lazyConnectors}>
          <AccountButton />
        </ConnectDialogProvider>
      </WagmiProvider>
    </QueryClientProvider>,
  )
}

describe('connect dialog', () => {
  test('behavior: lists wallets by name, connects, shows the account, disconnects', async () => {
    const user = userEvent.setup()
    renderWallet()
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }))
    // The dialog's code loads on first use: the file's first import of it
    // can take over findBy's default second on a busy machine.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Connect a wallet' },
      { timeout: 5000 },
    )
    await user.click(
      within(dialog).getByRole('button', { name: /mock connector/i }),
    )
    expect(await screen.findByText('0x7099…79C8')).toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()
    // "Connect wallet" is gone: focus is on the account chip, named.
    expect(
      screen.getByRole('group', { name: /^Connected account\s*0x7099…79C8$/ }),
    ).toHaveFocus()
    await user.click(
      screen.getByRole('button', { name: /^Connected account\s*0x7099…79C8$/ }),
    )
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(
      await screen.findByRole('button', { name: 'Connect wallet' }),
    ).toBeVisible()
  })

  test('behavior: closed without connecting, focus returns to "Connect wallet"', async () => {
    const user = userEvent.setup()
    renderWallet()
    const connect = screen.getByRole('button', { name: 'Connect wallet' })
    connect.focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Connect a wallet' })
    expect(connect).not.toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(connect).toHaveFocus()
  })

  test('behavior: a lazy wallet is loaded only when chosen', async () => {
    const user = userEvent.setup()
    let loads = 0
    renderWallet([
      {
        id: 'lazyMock',
        name: 'Lazy wallet',
        note: msg`Loaded on demand`,
        load: async () => {
          loads++
          return mock({ accounts: [account] })
        },
      },
    ])
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }))
    expect(loads).toBe(0)
    await user.click(
      await screen.findByRole('button', { name: /lazy wallet/i }),
    )
    expect(await screen.findByText('0x7099…79C8')).toBeVisible()
    expect(loads).toBe(1)
  })

  test('behavior: a rejected connection explains itself and stays open', async () => {
    const user = userEvent.setup()
    renderWallet([
      {
        id: 'refusing',
        name: 'Refusing wallet',
        note: msg`Always says no`,
        load: async () =>
          mock({ accounts: [account], features: { connectError: true } }),
      },
    ])
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }))
    await user.click(
      await screen.findByRole('button', { name: /refusing wallet/i }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cancelled the request in your wallet.',
    )
    expect(screen.getByRole('dialog')).toBeVisible()
  })

  test('behavior: Escape closes the dialog and returns focus', async () => {
    const user = userEvent.setup()
    renderWallet()
    const opener = screen.getByRole('button', { name: 'Connect wallet' })
    await user.click(opener)
    await screen.findByRole('dialog', { name: 'Connect a wallet' })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  // A stand-in for the WalletConnect connector: it reports pairing URIs as
  // the real one does, and its first proposal expires. Pairing with a real
  // wallet over the local relay is in test/e2e/walletConnect.spec.ts.
  function createPairingWallet() {
    const listeners = new Set<(uri: string) => void>()
    let attempts = 0
    let expireFirst: (() => void) | undefined
    let approveSecond: (() => void) | undefined
    const lazy: LazyConnector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      note: msg`Scan a QR code`,
      load: async () =>
        createStandInConnector({
          account,
          beforeConnect: async () => {
            attempts += 1
            const uri = `wc:topic${attempts}@2?symKey=${attempts}`
            for (const listener of listeners) listener(uri)
            if (attempts === 1) {
              await new Promise<void>((_, reject) => {
                expireFirst = () => reject(new Error('Proposal expired'))
              })
            }
            await new Promise<void>((resolve) => {
              approveSecond = resolve
            })
          },
        }),
      subscribePairingUri: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    return {
      lazy,
      expireFirst: () => expireFirst?.(),
      approve: () => approveSecond?.(),
    }
  }

  test('behavior: WalletConnect shows a QR code and a copyable link, with a fresh code when the proposal expires', async () => {
    const user = userEvent.setup()
    const wallet = createPairingWallet()
    renderWallet([wallet.lazy])
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }))
    await user.click(
      await screen.findByRole('button', { name: /walletconnect/i }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Connect with WalletConnect',
    })
    const firstCode = await within(dialog).findByRole('img', {
      name: /qr code/i,
    })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    const firstPath = firstCode.querySelector('path')?.getAttribute('d')
    expect(firstCode.outerHTML).not.toContain('style=')
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe('wc:topic1@2?symKey=1')
    expect(
      within(dialog).getByRole('button', { name: 'Link copied' }),
    ).toBeVisible()

    await act(async () => wallet.expireFirst())
    await user.click(
      await within(dialog).findByRole('button', { name: 'Copy link' }),
    )
    expect(await navigator.clipboard.readText()).toBe('wc:topic2@2?symKey=2')
    const secondPath = within(dialog)
      .getByRole('img', { name: /qr code/i })
      .querySelector('path')
      ?.getAttribute('d')
    expect(secondPath).not.toBe(firstPath)

    await act(async () => wallet.approve())
    expect(await screen.findByText('0x7099…79C8')).toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('behavior: cancelling the pairing returns to the wallet list and leaves the page usable', async () => {
    const user = userEvent.setup()
    const wallet = createPairingWallet()
    renderWallet([wallet.lazy])
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }))
    await user.click(
      await screen.findByRole('button', { name: /walletconnect/i }),
    )
    await screen.findByRole('img', { name: /qr code/i })
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(
      screen.getByRole('dialog', { name: 'Connect a wallet' }),
    ).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeEnabled()
  })

  test('behavior: on a phone the code comes with an "Open in wallet" link carrying the wc: URI', async () => {
    const user = userEvent.setup()
    const wallet = createPairingWallet()
    // jsdom has no matchMedia; a phone answers (pointer: coarse).
    window.matchMedia = ((query: string) => ({
      matches: query === '(pointer: coarse)',
    })) as unknown as typeof window.matchMedia
    try {
      renderWallet([wallet.lazy])
      await user.click(screen.getByRole('button', { name: 'Connect wallet' }))
      await user.click(
        await screen.findByRole('button', { name: /walletconnect/i }),
      )
      expect(
        await screen.findByRole('link', { name: 'Open in wallet' }),
      ).toHaveAttribute('href', 'wc:topic1@2?symKey=1')
    } finally {
      Reflect.deleteProperty(window, 'matchMedia')
    }
  })
})
