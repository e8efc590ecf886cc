/**
 * The host script's check of what the frame posts: a dependency-free mirror
 * of `frameMessageSchema` in protocol/widgetProtocol.ts (the script must stay
 * tiny, so no zod), built on the protocol's zod-free constants.
 * isFrameMessage.test.ts holds the two to the same answer on generated
 * messages; change both together.
 */
import {
  isWalletLink,
  WIDGET_ERROR_CODES,
  WIDGET_FRAME_SOURCE,
  WIDGET_HOST_SOURCE,
  WIDGET_MAX_MESSAGE_CHARS,
  WIDGET_MAX_RPC_PARAMS,
  WIDGET_PROTOCOL_VERSION,
  widgetChannelPattern,
} from './protocol/widgetProtocolConstants'

export const PROTOCOL_VERSION = WIDGET_PROTOCOL_VERSION
export const HOST_SOURCE = WIDGET_HOST_SOURCE
export const FRAME_SOURCE = WIDGET_FRAME_SOURCE
export const MAX_MESSAGE_CHARS = WIDGET_MAX_MESSAGE_CHARS
const MAX_RPC_PARAMS = WIDGET_MAX_RPC_PARAMS

const channelPattern = widgetChannelPattern
const addressPattern = /^0x[0-9a-fA-F]{40}$/
const hashPattern = /^0x[0-9a-fA-F]{64}$/
const weiPattern = /^(0|[1-9][0-9]{0,77})$/

export type FrameMessage = {
  source: typeof FRAME_SOURCE
  version: typeof PROTOCOL_VERSION
  channel: string
  type: string
  [key: string]: unknown
}

type Field = (value: unknown) => boolean

const str = (pattern: RegExp) => (value: unknown) =>
  typeof value === 'string' && pattern.test(value)
const strMax = (min: number, max: number) => (value: unknown) =>
  typeof value === 'string' && value.length >= min && value.length <= max
const int = (min: number, max: number) => (value: unknown) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= min &&
  value <= max
const nullable = (field: Field) => (value: unknown) =>
  value === null || field(value)
const optional = (field: Field): Field & { isOptional: true } =>
  Object.assign((value: unknown) => value === undefined || field(value), {
    isOptional: true as const,
  })

const hash = str(hashPattern)
const address = str(addressPattern)
const wei = str(weiPattern)

const shapes: Record<string, Record<string, Field>> = {
  ready: {},
  quote: {
    chainId: int(1, Number.MAX_SAFE_INTEGER),
    sellToken: address,
    buyToken: address,
    sellAmount: wei,
    buyAmount: wei,
    quoteId: nullable(strMax(0, 200)),
  },
  'approval:submitted': { hash },
  'approval:confirmed': { hash },
  'swap:submitted': { hash },
  'swap:confirmed': { hash, amountReceived: nullable(wei) },
  'swap:reverted': { hash },
  error: {
    code: (value) => (WIDGET_ERROR_CODES as readonly unknown[]).includes(value),
    message: strMax(0, 1000),
  },
  resize: { height: int(0, 100_000) },
  'wallet:request': {
    id: int(0, Number.MAX_SAFE_INTEGER),
    method: strMax(1, 100),
    params: optional(
      (value) => Array.isArray(value) && value.length <= MAX_RPC_PARAMS,
    ),
  },
  'open-link': { url: isWalletLink },
}

function measure(data: unknown) {
  try {
    return JSON.stringify(data)?.length ?? 0
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

function isPlainObject(data: unknown): data is Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return false
  }
  const proto = Object.getPrototypeOf(data)
  return proto === Object.prototype || proto === null
}

export function isFrameMessage(data: unknown): data is FrameMessage {
  if (!isPlainObject(data) || measure(data) > MAX_MESSAGE_CHARS) return false
  const { source, version, channel, type } = data
  if (source !== FRAME_SOURCE || version !== PROTOCOL_VERSION) return false
  if (typeof channel !== 'string' || !channelPattern.test(channel)) {
    return false
  }
  if (typeof type !== 'string' || !Object.hasOwn(shapes, type)) return false
  const shape = shapes[type] as Record<string, Field>
  const allowed = new Set(['source', 'version', 'channel', 'type'])
  for (const [key, check] of Object.entries(shape)) {
    allowed.add(key)
    const isPresent = Object.hasOwn(data, key)
    if (!isPresent && !('isOptional' in check)) return false
    if (isPresent && !check(data[key])) return false
  }
  return Object.keys(data).every((key) => allowed.has(key))
}
