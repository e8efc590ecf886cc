// The widget's public types, as partners see them in the package's
// declarations and in /widget.d.ts. The options and events are the
// protocol's own (protocol/widgetProtocol.ts, the types inferred from the
// schemas both sides parse with), so what the types promise is what the
// frame accepts; the package's build (scripts/build.ts) and the app's
// scripts/emitWidgetTypes.ts expand them into standalone declarations.
import type { WidgetEvent, WidgetOptions } from './protocol/widgetProtocol'

/** An EIP-1193 provider, such as `window.ethereum`. */
export type Eip1193Provider = {
  request: (args: {
    method: string
    params?: readonly unknown[] | object
  }) => Promise<unknown>
  on?: (event: string, listener: (...args: never[]) => void) => void
  removeListener?: (event: string, listener: (...args: never[]) => void) => void
}

/** What `createSwapWidget` and `update` take. */
export type SwapWidgetOptions = Omit<WidgetOptions, 'wallet'> & {
  /**
   * 'frame' (the default): the widget's own wallets. A provider: the host
   * page's wallet, lent to the widget (fixed at creation).
   */
  wallet?: 'frame' | Eip1193Provider
  /**
   * Milliseconds to wait for `ready` (default 15000); past it the host gets
   * an `error` event with code 'load-timeout' and the container a Retry
   * button. Read at creation.
   */
  loadTimeoutMs?: number
  /**
   * The swap's address, where its `embed.html` is served, e.g.
   * 'https://swap.example/'. Required by the package's createSwapWidget;
   * /widget.js defaults it to the deployment it was loaded from. Read at
   * creation.
   */
  baseUrl?: string
}

/** An event as listeners receive it: `type` and the event's fields. */
export type SwapWidgetEvent = WidgetEvent

export type SwapWidgetEventType = SwapWidgetEvent['type']

export type SwapWidgetListener<T extends SwapWidgetEventType> = (
  event: Extract<SwapWidgetEvent, { type: T }>,
) => void

export type SwapWidget = {
  /** Merges options into the current ones, without reloading the frame. */
  update: (options: SwapWidgetOptions) => void
  /** Removes the iframe and every listener. */
  destroy: () => void
  /** Listens to one event type; returns the unsubscribe function. */
  on: <T extends SwapWidgetEventType>(
    type: T,
    listener: SwapWidgetListener<T>,
  ) => () => void
}
