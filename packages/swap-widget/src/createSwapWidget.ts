/**
 * The host side of the widget (the package's `createSwapWidget`, and
 * /widget.js, which names its own deployment as `baseUrl`): builds the
 * iframe on `embed.html` of the swap's deployment and speaks the protocol of
 * protocol/widgetProtocol.ts with it. Threats handled here: other windows on
 * the partner's page posting look-alike messages (only our iframe's window,
 * the widget origin and our channel are heard, and every message is checked
 * by isFrameMessage) and leaks to other frames (we post only to the widget
 * origin, never '*'). The partner's wallet is lent, not exposed: the frame
 * may ask it only the methods in WIDGET_WALLET_METHODS (anything else is
 * refused here with 4200), and every signing check runs in the frame. Links
 * the frame hands over are opened only when they are wallet links.
 * No dependencies: this file ships to partner pages as it is.
 */

import { getHostWords } from './hostWords'
import {
  type FrameMessage,
  HOST_SOURCE,
  isFrameMessage,
  PROTOCOL_VERSION,
} from './isFrameMessage'
import { openWalletLink } from './openWalletLink'
import { toWidgetFrameHash } from './protocol/widgetFrameUrl'
import { WIDGET_DEFAULT_LOAD_TIMEOUT_MS } from './protocol/widgetProtocolConstants'
import { isWidgetWalletMethod } from './protocol/widgetWalletMethods'
import { showLoadFailure } from './showLoadFailure'
import type {
  Eip1193Provider,
  SwapWidget,
  SwapWidgetEvent,
  SwapWidgetOptions,
} from './widgetTypes'

export type {
  Eip1193Provider,
  SwapWidget,
  SwapWidgetEvent,
  SwapWidgetEventType,
  SwapWidgetListener,
  SwapWidgetOptions,
} from './widgetTypes'

/**
 * The iframe's height until the frame reports its own: the card's before a
 * quote in a phone-width frame (wider frames are a little shorter), so the
 * host's page barely moves when the card arrives. Partners reserve it.
 */
const INITIAL_HEIGHT_PX = 520
// A variable, not a literal: bundlers rewrite `new URL('literal', base)`
// into an asset of their own build.
const EMBED_PATH = 'embed.html'

type Listener = (event: SwapWidgetEvent) => void

/** One iframe, with its own channel: Retry builds a new one. */
type Frame = {
  iframe: HTMLIFrameElement
  channel: string
  isReady: boolean
  timer: ReturnType<typeof setTimeout> | undefined
}

function createChannelId() {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  )
}

function isProvider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Eip1193Provider).request === 'function'
  )
}

/** What the frame is told: the provider, the deadline and where the frame
 * is stay here. */
function toFrameOptions({
  wallet,
  loadTimeoutMs: _deadline,
  baseUrl: _baseUrl,
  ...rest
}: SwapWidgetOptions) {
  if (wallet === undefined) return rest
  return { ...rest, wallet: isProvider(wallet) ? 'host' : wallet }
}

function readLoadTimeout(value: unknown) {
  return typeof value === 'number' && value > 0 && value < 2 ** 31
    ? value
    : WIDGET_DEFAULT_LOAD_TIMEOUT_MS
}

/** The frame's `embed.html` at the deployment `baseUrl` names. */
function toEmbedUrl(baseUrl: unknown) {
  if (typeof baseUrl !== 'string') {
    throw new TypeError(
      // i18n-exempt: an error for the partner's developers
      "createSwapWidget: options.baseUrl must be the swap's address, e.g. 'https://swap.example/'",
    )
  }
  // A path alone ('/swap/') is the page's own origin.
  const base = new URL(baseUrl, window.location.href)
  if (!base.pathname.endsWith('/')) base.pathname += '/'
  return new URL(EMBED_PATH, base)
}

/** The iframe's colour scheme is the frame's: where the two differ, browsers
 * paint an opaque backdrop behind the frame's transparent background. */
function toColorScheme(options: SwapWidgetOptions) {
  const mode = options.theme?.mode
  return mode === 'light' || mode === 'dark' ? mode : 'light dark'
}

function toFrameSrc(base: URL, channel: string, options: SwapWidgetOptions) {
  const url = new URL(base)
  const { theme, locale } = options
  url.hash = toWidgetFrameHash({
    channel,
    theme: typeof theme === 'object' && theme !== null ? theme : {},
    locale: typeof locale === 'string' ? locale : null,
  })
  return url.href
}

function toRpcError(error: unknown) {
  const { code, message } = (error ?? {}) as {
    code?: unknown
    message?: unknown
  }
  return {
    code: Number.isInteger(code) ? (code as number) : -32603,
    // i18n-exempt: an EIP-1193 error's words, for the frame's own rule
    message: String(message ?? 'Wallet error').slice(0, 1000),
  }
}

export function createSwapWidget(
  container: HTMLElement,
  options: SwapWidgetOptions = {},
): SwapWidget {
  const base = toEmbedUrl(options.baseUrl)
  const widgetOrigin = base.origin
  const loadTimeoutMs = readLoadTimeout(options.loadTimeoutMs)
  let current: SwapWidgetOptions = { ...options }
  let provider: Eip1193Provider | null = null
  let isDestroyed = false
  let removeFailure: (() => void) | null = null
  const listeners = new Map<string, Set<Listener>>()

  function emit(event: SwapWidgetEvent) {
    for (const listener of listeners.get(event.type) ?? []) {
      try {
        listener(event)
      } catch (error) {
        // A partner's listener failing must not stop the others.
        setTimeout(() => {
          throw error
        })
      }
    }
  }

  function post(message: Record<string, unknown>) {
    if (isDestroyed) return
    try {
      frame.iframe.contentWindow?.postMessage(
        {
          source: HOST_SOURCE,
          version: PROTOCOL_VERSION,
          channel: frame.channel,
          ...message,
        },
        widgetOrigin,
      )
    } catch (error) {
      // Options that cannot be cloned (a function, a DOM node…).
      emit({
        type: 'error',
        code: 'invalid-options',
        message: String((error as Error)?.message ?? error).slice(0, 1000),
      })
    }
  }

  const walletListeners = {
    accountsChanged: (accounts: string[]) =>
      post({ type: 'wallet:accountsChanged', accounts }),
    chainChanged: (chainId: string | number) =>
      post({
        type: 'wallet:chainChanged',
        chainId:
          typeof chainId === 'number' ? `0x${chainId.toString(16)}` : chainId,
      }),
    disconnect: () => post({ type: 'wallet:disconnect' }),
  }

  function bindProvider(next: Eip1193Provider | null) {
    if (next === provider) return
    for (const [name, listener] of Object.entries(walletListeners)) {
      provider?.removeListener?.(name, listener)
      next?.on?.(name, listener)
    }
    provider = next
  }

  function answerWallet(message: FrameMessage) {
    const { id, method, params } = message as FrameMessage & {
      id: number
      method: string
      params?: unknown[]
    }
    const refuse = (code: number, text: string) =>
      post({ type: 'wallet:response', id, error: { code, message: text } })
    const asked = provider
    // i18n-exempt: EIP-1193 errors for the frame, which words them itself
    if (!asked) return refuse(4100, 'No wallet lent by the host page')
    if (!isWidgetWalletMethod(method)) {
      // i18n-exempt: as above
      return refuse(4200, `The host page does not forward ${method}`)
    }
    asked.request(params ? { method, params } : { method }).then(
      (result) => post({ type: 'wallet:response', id, result }),
      (error: unknown) =>
        post({ type: 'wallet:response', id, error: toRpcError(error) }),
    )
  }

  function onReady() {
    clearTimeout(frame.timer)
    frame.isReady = true
    frame.iframe.style.display = ''
    removeFailure?.()
    removeFailure = null
  }

  function onMessage(event: MessageEvent) {
    if (event.source !== frame.iframe.contentWindow) return
    if (event.origin !== widgetOrigin) return
    const { data } = event
    if (!isFrameMessage(data) || data.channel !== frame.channel) return
    if (data.type === 'wallet:request') return answerWallet(data)
    if (data.type === 'open-link') {
      if (!openWalletLink(data.url)) {
        emit({
          type: 'error',
          code: 'link-refused',
          // i18n-exempt: an event for the partner's developers
          message: 'The widget asked to open a link that is not a wallet link',
        })
      }
      return
    }
    if (data.type === 'ready' && frame.isReady) return
    if (data.type === 'ready') onReady()
    if (data.type === 'resize') {
      frame.iframe.style.height = `${data.height as number}px`
    }
    const { source: _s, version: _v, channel: _c, ...detail } = data
    emit(detail as SwapWidgetEvent)
  }

  function onLoadTimeout() {
    if (isDestroyed || frame.isReady || removeFailure) return
    frame.iframe.style.display = 'none'
    removeFailure = showLoadFailure(
      container,
      getHostWords(current.locale),
      retry,
    )
    emit({
      type: 'error',
      code: 'load-timeout',
      // i18n-exempt: an event for the partner's developers
      message: `The widget was not ready within ${Math.round(loadTimeoutMs / 1000)} s`,
    })
  }

  function createFrame(): Frame {
    const channel = createChannelId()
    const iframe = document.createElement('iframe')
    iframe.src = toFrameSrc(base, channel, current)
    // Its name, in the widget's language (the frame's own `lang` applies
    // inside only).
    const { lang, words } = getHostWords(current.locale)
    iframe.title = words.frameTitle
    iframe.lang = lang
    // "Copy link" for WalletConnect pairing, from inside the frame.
    iframe.allow = 'clipboard-write'
    iframe.style.border = '0'
    iframe.style.width = '100%'
    iframe.style.height = `${INITIAL_HEIGHT_PX}px`
    iframe.style.colorScheme = toColorScheme(current)
    iframe.addEventListener('load', () => {
      if (iframe === frame.iframe) {
        post({ type: 'init', options: toFrameOptions(current) })
      }
    })
    container.appendChild(iframe)
    const timer = setTimeout(onLoadTimeout, loadTimeoutMs)
    return { iframe, channel, isReady: false, timer }
  }

  /** A new iframe (new channel): its `ready` counts as the first one. */
  function retry() {
    if (isDestroyed) return
    removeFailure?.()
    removeFailure = null
    clearTimeout(frame.timer)
    frame.iframe.remove()
    frame = createFrame()
  }

  bindProvider(isProvider(current.wallet) ? current.wallet : null)
  window.addEventListener('message', onMessage)
  let frame = createFrame()

  return {
    update(next) {
      if (isDestroyed) return
      current = { ...current, ...next }
      frame.iframe.style.colorScheme = toColorScheme(current)
      bindProvider(isProvider(current.wallet) ? current.wallet : null)
      post({ type: 'update', options: toFrameOptions(current) })
    },
    destroy() {
      if (isDestroyed) return
      bindProvider(null)
      isDestroyed = true
      clearTimeout(frame.timer)
      window.removeEventListener('message', onMessage)
      frame.iframe.remove()
      removeFailure?.()
      listeners.clear()
    },
    on(type, listener) {
      let set = listeners.get(type)
      if (!set) {
        set = new Set()
        listeners.set(type, set)
      }
      set.add(listener as Listener)
      return () => {
        listeners.get(type)?.delete(listener as Listener)
      }
    },
  }
}
