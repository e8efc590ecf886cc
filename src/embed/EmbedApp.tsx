import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { WidgetOptions } from '../../packages/swap-widget/src/protocol/widgetProtocol'
import { isWalletLink } from '../../packages/swap-widget/src/protocol/widgetProtocolConstants'
import type { Deployment } from '../../schema/deployment'
import { AppProviders } from '../app/AppProviders'
import { ChainsGate } from '../app/ChainsGate'
import { ErrorBoundary } from '../app/ErrorBoundary'
import { SwapCardSkeleton } from '../app/SwapCardSkeleton'
import {
  type CreateSettingsStoreParameters,
  checkedRecipientModule,
  hasStoredRecipient,
  SETTINGS_STORAGE_KEY,
} from '../features/settings'
import { type SwapHost, SwapScreen } from '../features/swap'
import { ConnectDialogProvider, getLazyConnectors } from '../features/wallet'
import { LocaleProvider } from '../lib/i18n/LocaleProvider'
import { lazyModule, useLazyModule } from '../lib/lazyModule'
import { ApplyWidgetOptions } from './ApplyWidgetOptions'
import type { FrameChannel } from './createFrameChannel'
import type { WidgetOptionsStore } from './createWidgetOptionsStore'
import { EmbedShell, EmbedWaiting } from './EmbedShell'
import { EmbedWalletRoot } from './EmbedWalletRoot'
import type { FrameStorage } from './getFrameStorage'
import { HostLimitsGate } from './HostLimitsGate'
import { toFrameEvent } from './toFrameEvent'
import { useReportHeight } from './useReportHeight'

export type EmbedAppProps = {
  /** Read from the proxy at start-up (src/lib/loadDeployment.ts). */
  deployment: Deployment
  channel: FrameChannel
  optionsStore: WidgetOptionsStore
  frameStorage: FrameStorage
  /** The frame's language: the host's `locale` option, else the browser's
   * (loaded before the first render, src/embed/main.tsx). */
  i18n: I18n
}

/** embed.html's title, in the frame's language. */
const pageWords = { title: msg`Swap widget` }

/** Only a widget lent the host page's wallet needs the bridge to it. */
const hostWalletBridge = lazyModule(() => import('./createBridgeProvider'))

/**
 * The bridge to the host page's wallet, once its code is here (null until
 * then, and for a widget on its own wallets): one per frame channel.
 */
function useHostWalletBridge(channel: FrameChannel, isHostWallet: boolean) {
  const bridgeModule = useLazyModule(hostWalletBridge, isHostWallet)
  return useMemo(
    () => bridgeModule?.createBridgeProvider(channel) ?? null,
    [bridgeModule, channel],
  )
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
  return useMemo<Omit<SwapHost, 'signingHold' | 'pressHold'>>(
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

type EmbedSwapProps = Omit<EmbedAppProps, 'optionsStore'> & {
  options: WidgetOptions
}

/**
 * The person's own settings are kept per partner origin (what they chose on
 * one partner's page never applies on another's); what the host sets is
 * never persisted (the settings store's host layer).
 */
/**
 * The settings' storage for this partner; null while a stored recipient
 * waits for its full check's code (its checksum needs keccak, its own
 * chunk): nothing stored is trusted.
 */
function useSettingsStorage(
  channel: FrameChannel,
  storage: Storage,
): CreateSettingsStoreParameters | null {
  const [parameters] = useState(() => ({
    storage,
    storageKey: `${SETTINGS_STORAGE_KEY}@${channel.getHostOrigin() ?? 'unknown'}`,
  }))
  const [hasRecipient] = useState(() =>
    hasStoredRecipient(storage, parameters.storageKey),
  )
  const check = useLazyModule(checkedRecipientModule, hasRecipient)
  return useMemo(() => {
    if (!hasRecipient) return parameters
    return check
      ? { ...parameters, readStoredRecipient: check.readCheckedRecipient }
      : null
  }, [parameters, hasRecipient, check])
}

function EmbedSwap({
  deployment,
  channel,
  frameStorage,
  i18n,
  options,
}: EmbedSwapProps) {
  const { t } = useLingui()
  // The wallet is chosen when the widget is created; updates keep it.
  const [isHostWallet] = useState(() => options.wallet === 'host')
  const bridge = useHostWalletBridge(channel, isHostWallet)
  const [lazyConnectors] = useState(() =>
    getLazyConnectors({
      walletConnect: deployment.walletConnect,
      isWalletSessionKept: frameStorage.isWalletSessionKept,
    }),
  )
  const host = useSwapHostValue(channel, options)
  const settingsStorage = useSettingsStorage(channel, frameStorage.storage)
  const openWalletLink = useCallback(
    (url: string) => {
      if (isWalletLink(url)) channel.post({ type: 'open-link', url })
    },
    [channel],
  )
  const walletWaiting = (
    <EmbedShell>
      <SwapCardSkeleton label={t`Loading the wallet…`} />
    </EmbedShell>
  )
  if (!settingsStorage) return <EmbedWaiting />
  return (
    <ErrorBoundary>
      <AppProviders
        i18n={i18n}
        settingsStorage={settingsStorage}
        pageWords={pageWords}
      >
        <ChainsGate
          rpcUrls={deployment.rpcUrls}
          frame={(c) => <EmbedShell>{c}</EmbedShell>}
          waiting={
            <EmbedShell>
              <SwapCardSkeleton label={t`Loading networks…`} />
            </EmbedShell>
          }
        >
          {(chains) =>
            // A host wallet's bridge is created once its code is here.
            isHostWallet && !bridge ? (
              walletWaiting
            ) : (
              <EmbedWalletRoot
                chains={chains}
                bridge={bridge}
                storage={frameStorage.storage}
              >
                <ConnectDialogProvider
                  lazyConnectors={lazyConnectors}
                  openWalletLink={openWalletLink}
                >
                  <EmbedShell>
                    <ApplyWidgetOptions options={options}>
                      <HostLimitsGate host={host} bridge={bridge}>
                        <Ready channel={channel} />
                        <SwapScreen chains={chains} />
                      </HostLimitsGate>
                    </ApplyWidgetOptions>
                  </EmbedShell>
                </ConnectDialogProvider>
              </EmbedWalletRoot>
            )
          }
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
      <LocaleProvider i18n={rest.i18n} storage={null}>
        {options ? <EmbedSwap {...rest} options={options} /> : <EmbedWaiting />}
      </LocaleProvider>
    </div>
  )
}
