/**
 * The widget protocol's constants, without zod: the frame needs them before
 * its (lazily loaded) parsers, and the host script mirrors them
 * (src/embed/host/isFrameMessage.ts, tested equal). The schemas are in
 * widgetProtocol.ts.
 */

export const WIDGET_PROTOCOL_VERSION = 1
export const WIDGET_HOST_SOURCE = 'swap-widget-host'
export const WIDGET_FRAME_SOURCE = 'swap-widget-frame'
/** Longer messages (as JSON) are dropped unread by both sides. */
export const WIDGET_MAX_MESSAGE_CHARS = 65_536
export const WIDGET_MAX_RPC_PARAMS = 16
export const widgetChannelPattern = /^[A-Za-z0-9_-]{8,64}$/

/** Where the proxy serves the frame's partner allowlist. */
export const WIDGET_CONFIG_PATH = '/api/widget-config'

/** JSON length, or Infinity for what JSON cannot hold (cycles, bigint). */
export function measureMessage(data: unknown): number {
  try {
    return JSON.stringify(data)?.length ?? 0
  } catch {
    return Number.POSITIVE_INFINITY
  }
}
