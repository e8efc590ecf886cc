/**
 * The host side of the widget (served as /widget.js): builds the iframe on
 * /embed.html of the script's own origin and speaks the protocol of
 * schema/widgetProtocol.ts with it. Threats handled here: other windows on
 * the partner's page posting look-alike messages (only our iframe's window,
 * the widget origin and our channel are heard, and every message is checked
 * by isFrameMessage) and leaks to other frames (we post only to the widget
 * origin, never '*'). The partner's wallet is lent, not exposed: the frame
 * may ask it EIP-1193 requests, and every signing check runs in the frame.
 * No dependencies: this file ships to partner pages as it is.
 */
import {
  type FrameMessage,
  HOST_SOURCE,
  isFrameMessage,
  PROTOCOL_VERSION,
} from './isFrameMessage'

export type Eip1193Provider = {
  request: (args: {
    method: string
    params?: readonly unknown[] | object
  }) => Promise<unknown>
  on?: (event: string, listener: (...args: never[]) => void) => void
  removeListener?: (event: string, listener: (...args: never[]) => void) => void
}

export type SwapWidgetOptions = {
  chainId?: number
  sellToken?: string
  buyToken?: string
  amount?: string
  lockTokens?: boolean
  theme?: {
    mode?: 'light' | 'dark' | 'auto'
    accent?: string
    radius?: number
    fontFamily?: string
  }
  hide?: ('compare' | 'settings' | 'activity')[]
  slippage?: { default?: number; max?: number }
  recipient?: string
  approvalMode?: 'exact' | 'unlimited'
  /** 'frame': the frame's own wallets; a provider: the host's, bridged. */
  wallet?: 'frame' | Eip1193Provider
}

/** A frame message without its envelope: `type` plus the event's fields. */
export type SwapWidgetEvent = { type: string; [field: string]: unknown }
export type SwapWidgetListener = (event: SwapWidgetEvent) => void

export type SwapWidget = {
  update: (options: SwapWidgetOptions) => void
  destroy: () => void
  on: (type: string, listener: SwapWidgetListener) => () => void
}

/**
 * The iframe's height until the frame reports its own: the card's before a
 * quote in a phone-width frame (wider frames are a little shorter), so the
 * host's page barely moves when the card arrives. Partners reserve it.
 */
export const INITIAL_HEIGHT_PX = 520
// A variable, not a literal: bundlers rewrite `new URL('literal',
// import.meta.url)` into an asset of their own build.
const EMBED_PATH = './embed.html'

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

/** What the frame is told: the provider itself stays on the host. */
function toFrameOptions({ wallet, ...rest }: SwapWidgetOptions) {
  if (wallet === undefined) return rest
  return { ...rest, wallet: isProvider(wallet) ? 'host' : wallet }
}

function toRpcError(error: unknown) {
  const { code, message } = (error ?? {}) as {
    code?: unknown
    message?: unknown
  }
  return {
    code: Number.isInteger(code) ? (code as number) : -32603,
    message: String(message ?? 'Wallet error').slice(0, 1000),
  }
}

export function createSwapWidget(
  container: HTMLElement,
  options: SwapWidgetOptions = {},
): SwapWidget {
  const url = new URL(EMBED_PATH, import.meta.url)
  const widgetOrigin = url.origin
  const channel = createChannelId()
  url.hash = `channel=${channel}`
  let current: SwapWidgetOptions = { ...options }
  let provider: Eip1193Provider | null = null
  let isDestroyed = false
  const listeners = new Map<string, Set<SwapWidgetListener>>()

  const iframe = document.createElement('iframe')
  iframe.src = url.href
  iframe.title = 'Swap'
  iframe.style.border = '0'
  iframe.style.width = '100%'
  iframe.style.height = `${INITIAL_HEIGHT_PX}px`
  iframe.style.colorScheme = 'normal'

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
      iframe.contentWindow?.postMessage(
        { source: HOST_SOURCE, version: PROTOCOL_VERSION, channel, ...message },
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
    const asked = provider
    if (!asked) {
      post({
        type: 'wallet:response',
        id,
        error: { code: 4100, message: 'No wallet lent by the host page' },
      })
      return
    }
    asked.request(params ? { method, params } : { method }).then(
      (result) => post({ type: 'wallet:response', id, result }),
      (error: unknown) =>
        post({ type: 'wallet:response', id, error: toRpcError(error) }),
    )
  }

  function onMessage(event: MessageEvent) {
    if (event.source !== iframe.contentWindow) return
    if (event.origin !== widgetOrigin) return
    const { data } = event
    if (!isFrameMessage(data) || data.channel !== channel) return
    if (data.type === 'wallet:request') {
      answerWallet(data)
      return
    }
    if (data.type === 'resize') {
      iframe.style.height = `${data.height as number}px`
    }
    const { source: _s, version: _v, channel: _c, ...detail } = data
    emit(detail)
  }

  function onLoad() {
    post({ type: 'init', options: toFrameOptions(current) })
  }

  bindProvider(isProvider(current.wallet) ? current.wallet : null)
  window.addEventListener('message', onMessage)
  iframe.addEventListener('load', onLoad)
  container.appendChild(iframe)

  return {
    update(next) {
      if (isDestroyed) return
      current = { ...current, ...next }
      bindProvider(isProvider(current.wallet) ? current.wallet : null)
      post({ type: 'update', options: toFrameOptions(current) })
    },
    destroy() {
      if (isDestroyed) return
      bindProvider(null)
      isDestroyed = true
      window.removeEventListener('message', onMessage)
      iframe.removeEventListener('load', onLoad)
      iframe.remove()
      listeners.clear()
    },
    on(type, listener) {
      let set = listeners.get(type)
      if (!set) {
        set = new Set()
        listeners.set(type, set)
      }
      set.add(listener)
      return () => {
        listeners.get(type)?.delete(listener)
      }
    },
  }
}
