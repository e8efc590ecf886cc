import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { createConfig, http, mock, WagmiProvider } from 'wagmi'
import { devnetChain } from '../features/chains'
import {
  type HostSettings,
  SettingsStoreProvider,
  useSettingsActions,
} from '../features/settings'
import { useSwapHost } from '../features/swap'
import { createMemoryStorage } from '../lib/createMemoryStorage'
import type { BridgeProvider } from './createBridgeProvider'
import { HostLimitsGate } from './HostLimitsGate'

// The gate with the real settings store and wagmi (a mock connector, never
// connected: no account, as before the person connects). The bridge is a
// recorder: the real one has its own tests. jsdom has no
// IntersectionObserver: the frame counts as in sight while the page is
// shown, and presses count a real second after the watch starts
// (watchFrameVisibility.test.ts drives the observer; Chromium in
// test/e2e/widget.clickjack.spec.ts).

function HoldProbe() {
  const { signingHold } = useSwapHost()
  return <output aria-label="hold">{signingHold ?? 'none'}</output>
}

function renderGate() {
  const holds: (string | null)[] = []
  const bridge = {
    holdSigning: (reason: string | null) => holds.push(reason),
  } as unknown as BridgeProvider
  const handle: { actions: ReturnType<typeof useSettingsActions> | null } = {
    actions: null,
  }
  function Actions() {
    handle.actions = useSettingsActions()
    return null
  }
  const config = createConfig({
    chains: [devnetChain],
    transports: { [devnetChain.id]: http() },
    connectors: [
      mock({ accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] }),
    ],
    multiInjectedProviderDiscovery: false,
  })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WagmiProvider config={config} reconnectOnMount={false}>
        <SettingsStoreProvider storage={createMemoryStorage()}>
          <Actions />
          <HostLimitsGate
            host={{
              onEvent: vi.fn(),
              hide: { compare: false, settings: true, activity: true },
              isTokenLocked: false,
            }}
            bridge={bridge}
          >
            <HoldProbe />
          </HostLimitsGate>
        </SettingsStoreProvider>
      </WagmiProvider>
    </QueryClientProvider>,
  )
  const apply = (host: HostSettings) =>
    act(() => handle.actions?.hostSettingsApplied(host))
  return { holds, apply, actions: () => handle.actions }
}

const hold = () => screen.getByRole('status', { name: 'hold' })
const confirmButton = () =>
  screen.queryByRole('button', { name: 'I understand, use these settings' })

/** The confirmation once its presses count (the frame watched a second). */
async function armedConfirmButton() {
  await waitFor(
    () => expect(confirmButton()).not.toHaveAttribute('aria-disabled'),
    { timeout: 3000 },
  )
  return confirmButton() as HTMLElement
}

describe('HostLimitsGate', () => {
  test('behavior: a host slippage of 50 % holds signing until the person confirms, with hidden settings', async () => {
    const user = userEvent.setup()
    const { holds, apply } = renderGate()
    expect(hold()).toHaveTextContent('none')
    apply({ slippagePercent: '50', maxSlippagePercent: '50' })
    // The notice's code arrives on first need; the hold is there at once.
    expect(hold()).not.toHaveTextContent('none')
    expect(
      await screen.findByText(
        'The site you are on set your slippage to 50%. You could receive up to half less than quoted.',
      ),
    ).toBeVisible()
    expect(hold()).not.toHaveTextContent('none')
    expect(holds.at(-1)).toMatch(/^Confirm the settings/)

    await user.click(await armedConfirmButton())
    expect(confirmButton()).toBeNull()
    expect(hold()).toHaveTextContent('none')
    expect(holds.at(-1)).toBeNull()
  })

  test('behavior: an update that changes a limit asks again for that one only; the same value again does not', async () => {
    const user = userEvent.setup()
    const { apply } = renderGate()
    apply({
      slippagePercent: '5',
      recipient: '0x000000000000000000000000000000000000dEaD',
    })
    expect(await screen.findAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByText(/set the receiver to/)).toHaveTextContent(
      'The site you are on set the receiver to 0x000000000000000000000000000000000000dEaD: the tokens you buy will go there, not to your wallet.',
    )
    await user.click(await armedConfirmButton())

    apply({ slippagePercent: '5' })
    expect(confirmButton()).toBeNull()
    apply({ approvalMode: 'unlimited' })
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'set approvals to unlimited',
    )
    await user.click(await armedConfirmButton())

    apply({ slippagePercent: '7' })
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'set your slippage to 7%. You could receive up to 7% less than quoted.',
    )
    await user.click(await armedConfirmButton())
    // Back to a value confirmed before: it was left, so it is asked again.
    apply({ slippagePercent: '5' })
    expect(screen.getByRole('listitem')).toHaveTextContent('5%')
  })

  test("behavior: the person's own slippage needs no confirmation", async () => {
    const { apply, actions } = renderGate()
    apply({ slippagePercent: '12' })
    expect(
      await screen.findByRole('button', {
        name: 'I understand, use these settings',
      }),
    ).toBeVisible()
    act(() => actions()?.slippageChosen('3'))
    expect(confirmButton()).toBeNull()
    expect(hold()).toHaveTextContent('none')
  })

  test('behavior: a press on the confirmation before the frame has been in sight for a second counts for nothing; it says why', async () => {
    const user = userEvent.setup()
    const { holds, apply } = renderGate()
    apply({ recipient: '0x000000000000000000000000000000000000dEaD' })
    const button = await screen.findByRole('button', {
      name: 'I understand, use these settings',
    })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await user.click(button)
    expect(confirmButton()).not.toBeNull()
    expect(holds.at(-1)).toMatch(/^Confirm the settings/)
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        'Available once this widget has been fully visible for a second.',
      ),
    )
    await user.click(await armedConfirmButton())
    expect(confirmButton()).toBeNull()
    expect(holds.at(-1)).toBeNull()
  })
})
