import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readWidgetFrameChannel } from '../../packages/swap-widget/src/protocol/widgetFrameUrl'
import { WIDGET_CONFIG_PATH } from '../../packages/swap-widget/src/protocol/widgetProtocolConstants'
import { preloadWalletConfig } from '../app/walletConfigModule'
import { loadApiContract } from '../lib/apiClient'
import { LocaleProvider } from '../lib/i18n/LocaleProvider'
import { loadPageI18n } from '../lib/i18n/loadPageI18n'
import { lazyModule } from '../lib/lazyModule'
import { DeploymentLoadError, loadDeployment } from '../lib/loadDeployment'
import { createFrameChannel, type FrameChannel } from './createFrameChannel'
import {
  createWidgetOptionsStore,
  type WidgetOptionsStore,
} from './createWidgetOptionsStore'
import type { FrameProblemProps } from './FrameProblem'
import { getFrameStorage } from './getFrameStorage'
import { loadPartnerOrigins } from './loadPartnerOrigins'
import '../app/styles.css'
import './embed.css'

const element = document.getElementById('root')
if (!element) throw new Error('embed.html has no #root element')
const root = createRoot(element)

// widget.js names this widget's channel in the iframe's URL (with the
// partner's theme and locale, which the first-paint script already applied).
const frame = readWidgetFrameChannel(window.location.hash)
const channelId = frame.channel
// The host's `locale` option rides in the URL too: the frame's first render
// is already in the partner's language (its catalogue loads alongside).
const i18nLoaded = loadPageI18n({ widgetLocale: frame.locale, storage: null })

/**
 * The protocol's schemas, in the start-up chunk with the card
 * (scripts/embedBundle.ts); nothing can show before the host's `init` has
 * been parsed with them.
 */
const widgetProtocol = lazyModule(() =>
  // Named: the frame never parses its own messages (frameMessageSchema).
  import('../../packages/swap-widget/src/protocol/widgetProtocol').then(
    ({ parseHostMessage, widgetConfigSchema, widgetOptionsSchema }) => ({
      parseHostMessage,
      widgetConfigSchema,
      widgetOptionsSchema,
    }),
  ),
)

/** The card, fetched alongside the settings: it renders nothing before `init`. */
const embedApp = lazyModule(() => import('./EmbedApp'))

function start(
  channel: FrameChannel,
  optionsStore: Promise<WidgetOptionsStore>,
) {
  void loadApiContract().catch(() => undefined)
  const frameStorage = getFrameStorage(window)
  void frameStorage.then(({ storage }) => preloadWalletConfig({ storage }))
  // The card's code loads alongside: it can render nothing before `init`.
  Promise.all([
    loadDeployment(),
    optionsStore,
    embedApp.load(),
    frameStorage,
    i18nLoaded,
  ]).then(
    ([deployment, store, { EmbedApp }, frameStorage, i18n]) =>
      root.render(
        <StrictMode>
          <EmbedApp
            deployment={deployment}
            channel={channel}
            optionsStore={store}
            frameStorage={frameStorage}
            i18n={i18n}
          />
        </StrictMode>,
      ),
    (error: unknown) => {
      console.error(error)
      showProblem({
        kind: 'startup',
        failure: error instanceof DeploymentLoadError ? error.failure : null,
      })
    },
  )
}

/** Never at start-up: only a frame that cannot show the card needs it. */
const frameProblem = lazyModule(() => import('./FrameProblem'))

/** In the frame's language, once its words have loaded. */
function showProblem(problem: FrameProblemProps['problem']) {
  Promise.all([i18nLoaded, frameProblem.load()]).then(
    ([i18n, { FrameProblem }]) =>
      root.render(
        <LocaleProvider i18n={i18n} storage={null}>
          <FrameProblem problem={problem} />
        </LocaleProvider>,
      ),
    // Its code did not arrive either: the shell stays, as it would offline.
    (error: unknown) => console.error(error),
  )
}

if (!channelId || window === window.parent) {
  showProblem({ kind: 'alone' })
} else {
  // Listening starts before anything async: the host's `init` is kept
  // until the partner allowlist and the parsers are loaded.
  const channel = createFrameChannel({ channel: channelId, self: window })
  const optionsStore = widgetProtocol.load().then(async (protocol) => {
    const origins = await loadPartnerOrigins(
      WIDGET_CONFIG_PATH,
      protocol.widgetConfigSchema,
    )
    const store = createWidgetOptionsStore(
      channel,
      protocol.widgetOptionsSchema,
    )
    channel.allowOrigins(origins, protocol.parseHostMessage)
    return store
  })
  start(channel, optionsStore)
}
