import { msg } from '@lingui/core/macro'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Address } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { devnetChain } from '../../chains'
import { WalletDriverContext } from '../hooks/useWalletDriver'
import type { LazyConnector } from '../lazyConnectors'
import {
  type ConnectorEmitter,
  createStandInConnector,
} from '../testing/createStandInConnector'
import type { WalletLinkEvent } from '../walletConnect/createWalletConnectConnector'
import { AccountButton } from './AccountButton'
import { ConnectDialogProvider } from './ConnectDialogProvider'
import { WalletDriver } from './WalletDriver'
import { WalletNotice } from './WalletNotice'

const first = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const second = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

afterEach(() => {
  vi.useRealTimers()
})

// A stand-in for the WalletConnect connector: it connects at once and
// reports its link the way createWalletConnectConnector does. The real
// connector against the local relay is in test/e2e/faults.walletConnect.spec.ts.
function createLinkedWallet() {
  const listeners = new Set<(event: WalletLinkEvent) => void>()
  let emitter: ConnectorEmitter | undefined
  const lazy: LazyConnector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    note: msg`Scan a QR code`,
    load: async () =>
      createStandInConnector({
        account: first,
        onEmitter: (reported) => {
          emitter = reported
        },
      }),
    subscribeLinkEvents: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    lazy,
    report: (event: WalletLinkEvent) =>
      act(() => {
        for (const listener of listeners) listener(event)
      }),
    disconnect: () => act(() => emitter?.emit('disconnect')),
    switchAccount: (address: Address) =>
      act(() => emitter?.emit('change', { accounts: [address] })),
  }
}

function renderWallet(wallet: ReturnType<typeof createLinkedWallet>) {
  localStorage.clear()
  const config = createConfig({
    chains: [devnetChain],
    transports: { [devnetChain.id]: http() },
    connectors: [],
    multiInjectedProviderDiscovery: false,
  })
  render(
    <QueryClientProvider
      client={
        new QueryClient({ defaultOptions: { queries: { retry: false } } })
      }
    >
      <WagmiProvider config={config} reconnectOnMount={false}>
        {/* As WalletRoot provides it with the real configuration. */}
        <WalletDriverContext.Provider value={WalletDriver}>
          <ConnectDialogProvider lazyConnectors={[wallet.lazy]}>
            <AccountButton />
            <WalletNotice />
          </ConnectDialogProvider>
        </WalletDriverContext.Provider>
      </WagmiProvider>
    </QueryClientProvider>,
  )
}

async function connect() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Connect wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
  await user.click(
    within(dialog).getByRole('button', { name: /walletconnect/i }),
  )
  expect(await screen.findByText('0x7099…79C8')).toBeVisible()
}

describe('wallet notice', () => {
  test('behavior: a relay down for more than 2 s is told, and the words go when it is back; a shorter drop says nothing', async () => {
    const wallet = createLinkedWallet()
    renderWallet(wallet)
    await connect()
    vi.useFakeTimers()
    wallet.report({ type: 'relay', isConnected: false })
    await act(() => vi.advanceTimersByTimeAsync(1_500))
    wallet.report({ type: 'relay', isConnected: true })
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    expect(screen.queryByRole('alert')).toBeNull()

    wallet.report({ type: 'relay', isConnected: false })
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Wallet connection lostWalletConnect's relay cannot be reached.",
    )
    wallet.report({ type: 'relay', isConnected: true })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('behavior: a session that expired, or that the wallet ended, is told once the page is disconnected, until it connects again', async () => {
    const wallet = createLinkedWallet()
    renderWallet(wallet)
    await connect()
    wallet.report({ type: 'session-ended', endedBy: 'expiry' })
    await wallet.disconnect()
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your WalletConnect session expired. Connect again to swap.',
    )

    await connect()
    expect(screen.queryByRole('status')).toBeNull()
    wallet.report({ type: 'session-ended', endedBy: 'wallet' })
    await wallet.disconnect()
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your wallet ended the WalletConnect session. Connect again to swap.',
    )
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  })

  test('behavior: the wallet switching accounts names the new one; the first connection says nothing', async () => {
    const wallet = createLinkedWallet()
    renderWallet(wallet)
    await connect()
    expect(screen.queryByRole('status')).toBeNull()
    await wallet.switchAccount(second)
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your wallet switched to account 0x3C44…93BC.',
    )
  })
})
