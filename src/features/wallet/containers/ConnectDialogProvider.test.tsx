import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { createConfig, http, mock, WagmiProvider } from 'wagmi'
import { devnetChain } from '../../chains'
import type { LazyConnector } from '../lazyConnectors'
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
    const dialog = screen.getByRole('dialog', { name: 'Connect a wallet' })
    await user.click(
      within(dialog).getByRole('button', { name: /mock connector/i }),
    )
    expect(await screen.findByText('0x7099…79C8')).toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(
      await screen.findByRole('button', { name: 'Connect wallet' }),
    ).toBeVisible()
  })

  test('behavior: a lazy wallet is loaded only when chosen', async () => {
    const user = userEvent.setup()
    let loads = 0
    renderWallet([
      {
        id: 'lazyMock',
        name: 'Lazy wallet',
        note: 'Loaded on demand',
        load: async () => {
          loads++
          return mock({ accounts: [account] })
        },
      },
    ])
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }))
    expect(loads).toBe(0)
    await user.click(screen.getByRole('button', { name: /lazy wallet/i }))
    expect(await screen.findByText('0x7099…79C8')).toBeVisible()
    expect(loads).toBe(1)
  })

  test('behavior: a rejected connection explains itself and stays open', async () => {
    const user = userEvent.setup()
    renderWallet([
      {
        id: 'refusing',
        name: 'Refusing wallet',
        note: 'Always says no',
        load: async () =>
          mock({ accounts: [account], features: { connectError: true } }),
      },
    ])
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }))
    await user.click(screen.getByRole('button', { name: /refusing wallet/i }))
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
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })
})
