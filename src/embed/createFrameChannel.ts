/**
 * The frame's end of the widget protocol (packages/swap-widget/src/protocol/widgetProtocol.ts).
 * Threats handled here: any page framing us, or any window on the host page,
 * posting messages. A message is heard only when it comes from our parent
 * window, from an origin on the partner allowlist (the list the proxy puts in
 * `frame-ancestors`, fetched from it), on this widget's channel, and parses.
 * The first such message fixes the host origin; we post only to it, never
 * to '*', and nothing is posted before it is known. Until the allowlist has
 * loaded, only the parent window's messages are kept (a bounded few): no
 * other window can fill the queue and push the host's `init` out of it.
 */
import type {
  WidgetFrameMessage,
  WidgetHostMessage,
} from '../../packages/swap-widget/src/protocol/widgetProtocol'
import {
  WIDGET_FRAME_SOURCE,
  WIDGET_PROTOCOL_VERSION,
} from '../../packages/swap-widget/src/protocol/widgetProtocolConstants'

type Envelope = 'source' | 'version' | 'channel'
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown
  ? Omit<T, K>
  : never
export type FrameMessageBody = DistributiveOmit<WidgetFrameMessage, Envelope>

export type FrameChannel = {
  post: (message: FrameMessageBody) => void
  subscribe: (listener: (message: WidgetHostMessage) => void) => () => void
  /**
   * Starts hearing messages (those received before are checked now), with
   * the protocol's parser: zod loads after the first paint.
   */
  allowOrigins: (
    origins: readonly string[],
    parse: (data: unknown) => WidgetHostMessage | null,
  ) => void
  /** The partner's origin, once its first message was heard. */
  getHostOrigin: () => string | null
  close: () => void
}

/** The host's `init` and a few updates; a host sends nothing else early. */
const MAX_EARLY_MESSAGES = 32

export type CreateFrameChannelParameters = {
  channel: string
  self: Window
}

export function createFrameChannel({
  channel,
  self,
}: CreateFrameChannelParameters): FrameChannel {
  let partnerOrigins: Set<string> | null = null
  let parse: (data: unknown) => WidgetHostMessage | null = () => null
  let hostOrigin: string | null = null
  const early: MessageEvent[] = []
  const outbox: FrameMessageBody[] = []
  const listeners = new Set<(message: WidgetHostMessage) => void>()

  function send(message: FrameMessageBody) {
    if (!hostOrigin) {
      outbox.push(message)
      return
    }
    self.parent.postMessage(
      {
        ...message,
        source: WIDGET_FRAME_SOURCE,
        version: WIDGET_PROTOCOL_VERSION,
        channel,
      },
      hostOrigin,
    )
  }

  function hear(event: MessageEvent) {
    if (!partnerOrigins) return
    if (self.parent === self || event.source !== self.parent) return
    if (!partnerOrigins.has(event.origin)) return
    if (hostOrigin && event.origin !== hostOrigin) return
    const message = parse(event.data)
    if (!message || message.channel !== channel) return
    if (!hostOrigin) {
      hostOrigin = event.origin
      for (const queued of outbox.splice(0)) send(queued)
    }
    for (const listener of listeners) listener(message)
  }

  function onMessage(event: MessageEvent) {
    if (partnerOrigins) hear(event)
    else if (
      self.parent !== self &&
      event.source === self.parent &&
      early.length < MAX_EARLY_MESSAGES
    ) {
      early.push(event)
    }
  }

  self.addEventListener('message', onMessage)
  return {
    post: send,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    allowOrigins(origins, parser) {
      parse = parser
      partnerOrigins = new Set(origins)
      for (const event of early.splice(0)) hear(event)
    },
    getHostOrigin: () => hostOrigin,
    close() {
      self.removeEventListener('message', onMessage)
      listeners.clear()
    },
  }
}
