import {
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { Deployment } from '../../schema/deployment'
import type { WidgetOptions } from '../../schema/widgetProtocol'
import { AppProviders } from '../app/AppProviders'
import { ChainsGate } from '../app/ChainsGate'
import { ErrorBoundary } from '../app/ErrorBoundary'
import { SwapCardSkeleton } from '../app/SwapCardSkeleton'
import { type SwapHost, SwapHostProvider, SwapScreen } from '../features/swap'
import { ConnectDialogProvider, getLazyConnectors } from '../features/wallet'
import { ApplyWidgetOptions } from './ApplyWidgetOptions'
import type { BridgeProvider } from './createBridgeProvider'
import type { FrameChannel } from './createFrameChannel'
import type { WidgetOptionsStore } from './createWidgetOptionsStore'
import { EmbedWalletRoot } from './EmbedWalletRoot'
import { toFrameEvent } from './toFrameEvent'
import { useReportHeight } from './useReportHeight'

export type EmbedAppProps = {
  /** Read from the proxy at start-up (src/lib/loadDeployment.ts). */
  deployment: Deployment
  channel: FrameChannel
  optionsStore: WidgetOptionsStore
  bridge: BridgeProvider
}

/** Posted once, when the swap card is on screen. */
function Ready({ channel }: { channel: FrameChannel }) {
  useEffect(() => channel.post({ type: 'ready' }), [channel])
  return null
}

function useSwapHostValue(channel: FrameChannel, options: WidgetOptions) {
  const hide = options.hide ?? []
  const hideKey = [...hide].sort().join()
  const isTokenLocked = options.lockTokens === true
  return useMemo<SwapHost>(
    () => ({
      onEvent: (event) => channel.post(toFrameEvent(event)),
      hide: {
        compare: hideKey.includes('compare'),
        settings: hideKey.includes('settings'),
        activity: hideKey.includes('activity'),
      },
      isTokenLocked,
    }),
    [channel, hideKey, isTokenLocked],
  )
}

function EmbedShell({ children }: { children: ReactNode }) {
  return <main className="embed-main">{children}</main>
}

type EmbedSwapProps = Omit<EmbedAppProps, 'optionsStore'> & {
  options: WidgetOptions
}

function EmbedSwap({ deployment, channel, bridge, options }: EmbedSwapProps) {
  // The wallet is chosen when the widget is created; updates keep it.
  const [isHostWallet] = useState(() => options.wallet === 'host')
  const [lazyConnectors] = useState(() =>
    getLazyConnectors({ walletConnect: deployment.walletConnect }),
  )
  const host = useSwapHostValue(channel, options)
  return (
    <ErrorBoundary>
      <AppProviders>
        <ChainsGate
          rpcUrls={deployment.rpcUrls}
          frame={(c) => <EmbedShell>{c}</EmbedShell>}
          waiting={
            <EmbedShell>
              <SwapCardSkeleton label="Loading networks…" />
            </EmbedShell>
          }
        >
          {(chains) => (
            <EmbedWalletRoot
              chains={chains}
              bridge={isHostWallet ? bridge : null}
              fallback={
                <EmbedShell>
                  <SwapCardSkeleton label="Loading the wallet…" />
                </EmbedShell>
              }
            >
              <ConnectDialogProvider lazyConnectors={lazyConnectors}>
                <SwapHostProvider host={host}>
                  <EmbedShell>
                    <ApplyWidgetOptions options={options}>
                      <Ready channel={channel} />
                      <SwapScreen chains={chains} />
                    </ApplyWidgetOptions>
                  </EmbedShell>
                </SwapHostProvider>
              </ConnectDialogProvider>
            </EmbedWalletRoot>
          )}
        </ChainsGate>
      </AppProviders>
    </ErrorBoundary>
  )
}

/** The swap card alone, as the iframe widget: no page chrome. */
export function EmbedApp({ optionsStore, ...rest }: EmbedAppProps) {
  const options = useSyncExternalStore(
    optionsStore.subscribe,
    optionsStore.getSnapshot,
  )
  const root = useRef<HTMLDivElement>(null)
  useReportHeight(root, rest.channel)
  return (
    <div ref={root} className="embed-root">
      {options ? <EmbedSwap {...rest} options={options} /> : null}
    </div>
  )
}
