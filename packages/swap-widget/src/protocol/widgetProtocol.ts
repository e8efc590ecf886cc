/**
 * The embeddable widget's message protocol (host page ⇄ /embed.html frame).
 * Threat: any window on the page (or a frame inside it) can post to either
 * side. Every message carries its source, the protocol version and the
 * per-widget channel id from the iframe's URL, and is parsed strictly (no
 * extra keys, bounded sizes) before anything reads it; origin and source
 * window are checked by the listeners. The host script cannot ship zod
 * (≤ 10 KiB, no dependencies): its hand-written guard (../isFrameMessage.ts)
 * is tested to agree with `frameMessageSchema` on generated messages. The
 * package's own files take only the types zod infers here (expanded into
 * its declarations at build); the app's frame parses with the schemas.
 */
import { z } from 'zod/mini'

import {
  isLocaleTag,
  isWalletLink,
  measureMessage,
  WIDGET_ERROR_CODES,
  WIDGET_FRAME_SOURCE,
  WIDGET_HOST_SOURCE,
  WIDGET_MAX_LINK_CHARS,
  WIDGET_MAX_MESSAGE_CHARS,
  WIDGET_MAX_RADIUS_PX,
  WIDGET_MAX_RPC_PARAMS,
  WIDGET_PROTOCOL_VERSION,
  WIDGET_THEME_COLORS,
  type WidgetThemeColor,
  widgetChannelPattern,
  widgetColorPattern,
  widgetDensities,
  widgetFontFamilyPattern,
  widgetThemeModes,
} from './widgetProtocolConstants'

const addressPattern = /^0x[0-9a-fA-F]{40}$/
const hashPattern = /^0x[0-9a-fA-F]{64}$/
const weiPattern = /^(0|[1-9][0-9]{0,77})$/
const address = z.string().check(z.regex(addressPattern))
const hash = z.string().check(z.regex(hashPattern))
const wei = z.string().check(z.regex(weiPattern))
const count = z.int().check(z.gte(0))
const slippagePercent = z.number().check(z.gte(0.01), z.lte(50))
const text = (max: number) => z.string().check(z.maxLength(max))
const color = z.optional(z.string().check(z.regex(widgetColorPattern)))

export const widgetHideSchema = z.enum(['compare', 'settings', 'activity'])

/** What a partner passes to createSwapWidget / update, as the frame sees it. */
export const widgetOptionsSchema = z.strictObject({
  chainId: z.optional(z.int().check(z.positive(), z.lte(2 ** 53))),
  sellToken: z.optional(address),
  buyToken: z.optional(address),
  /** In the sell token's units, as a person would type it ("1.5"). */
  amount: z.optional(
    z.string().check(z.regex(/^[0-9]{1,40}(\.[0-9]{0,40})?$/)),
  ),
  lockTokens: z.optional(z.boolean()),
  /** Named tokens (the package's README); each one left out keeps the
   * frame's own value, and the frame is transparent without `background`. */
  theme: z.optional(
    z.strictObject({
      mode: z.optional(z.enum(widgetThemeModes)),
      // One entry per colour token (…fromEntries: this is in the frame's
      // first load, and six lines that differ by a name weigh more).
      ...(Object.fromEntries(
        WIDGET_THEME_COLORS.map((name) => [name, color]),
      ) as Record<WidgetThemeColor, typeof color>),
      radius: z.optional(
        z.number().check(z.gte(0), z.lte(WIDGET_MAX_RADIUS_PX)),
      ),
      fontFamily: z.optional(text(200).check(z.regex(widgetFontFamilyPattern))),
      density: z.optional(z.enum(widgetDensities)),
    }),
  ),
  /**
   * A BCP-47 language tag ("de-CH"). Passed to the frame in its URL, so
   * its first paint can already be in that language.
   */
  locale: z.optional(
    z.string().check(
      z.refine(isLocaleTag, {
        error: 'locale must be a BCP-47 language tag',
      }),
    ),
  ),
  hide: z.optional(z.array(widgetHideSchema).check(z.maxLength(3))),
  slippage: z.optional(
    z
      .strictObject({
        default: z.optional(slippagePercent),
        max: z.optional(slippagePercent),
      })
      .check(
        z.refine(
          (value) =>
            value.default === undefined ||
            value.max === undefined ||
            value.default <= value.max,
          { error: 'slippage.default must not exceed slippage.max' },
        ),
      ),
  ),
  /** Fixed recipient: the person cannot change it in the frame. */
  recipient: z.optional(address),
  approvalMode: z.optional(z.enum(['exact', 'unlimited'])),
  /** 'host': the host script bridges the partner's EIP-1193 provider. */
  wallet: z.optional(z.enum(['frame', 'host'])),
})

export type WidgetOptions = z.infer<typeof widgetOptionsSchema>

const envelope = <S extends string>(source: S) => ({
  source: z.literal(source),
  version: z.literal(WIDGET_PROTOCOL_VERSION),
  channel: z.string().check(z.regex(widgetChannelPattern)),
})

const host = envelope(WIDGET_HOST_SOURCE)
const frame = envelope(WIDGET_FRAME_SOURCE)

const rpcError = z.strictObject({
  code: z.int(),
  message: text(1000),
})

/** Host → frame. Options stay `unknown` here: the frame reports bad ones. */
export const hostMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...host, type: z.literal('init'), options: z.unknown() }),
  z.strictObject({ ...host, type: z.literal('update'), options: z.unknown() }),
  z.strictObject({
    ...host,
    type: z.literal('wallet:response'),
    id: count,
    result: z.optional(z.unknown()),
    error: z.optional(rpcError),
  }),
  z.strictObject({
    ...host,
    type: z.literal('wallet:accountsChanged'),
    accounts: z.array(address).check(z.maxLength(16)),
  }),
  z.strictObject({
    ...host,
    type: z.literal('wallet:chainChanged'),
    chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)),
  }),
  z.strictObject({ ...host, type: z.literal('wallet:disconnect') }),
])

export type WidgetHostMessage = z.infer<typeof hostMessageSchema>

/** Frame → host: the widget's events and the bridged wallet's requests. */
export const frameMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...frame, type: z.literal('ready') }),
  z.strictObject({
    ...frame,
    type: z.literal('quote'),
    chainId: z.int().check(z.positive()),
    sellToken: address,
    buyToken: address,
    sellAmount: wei,
    buyAmount: wei,
    /** Set only for executable quotes. */
    quoteId: z.nullable(text(200)),
  }),
  z.strictObject({ ...frame, type: z.literal('approval:submitted'), hash }),
  z.strictObject({ ...frame, type: z.literal('approval:confirmed'), hash }),
  z.strictObject({ ...frame, type: z.literal('swap:submitted'), hash }),
  z.strictObject({
    ...frame,
    type: z.literal('swap:confirmed'),
    hash,
    amountReceived: z.nullable(wei),
  }),
  z.strictObject({ ...frame, type: z.literal('swap:reverted'), hash }),
  z.strictObject({
    ...frame,
    type: z.literal('error'),
    code: z.enum(WIDGET_ERROR_CODES),
    message: text(1000),
  }),
  z.strictObject({
    ...frame,
    type: z.literal('resize'),
    height: count.check(z.lte(100_000)),
  }),
  z.strictObject({
    ...frame,
    type: z.literal('wallet:request'),
    id: count,
    method: text(100).check(z.minLength(1)),
    params: z.optional(
      z.array(z.unknown()).check(z.maxLength(WIDGET_MAX_RPC_PARAMS)),
    ),
  }),
  /**
   * A wallet's deep link (WalletConnect's "Open in wallet"), for the host
   * script to open in the top window: on phones an iframe's navigation to a
   * wallet's scheme does nothing.
   */
  z.strictObject({
    ...frame,
    type: z.literal('open-link'),
    url: z
      .string()
      .check(
        z.maxLength(WIDGET_MAX_LINK_CHARS),
        z.refine(isWalletLink, { error: 'not a wallet link' }),
      ),
  }),
])

export type WidgetFrameMessage = z.infer<typeof frameMessageSchema>
/** Frame messages that are the host script's business, not a partner event. */
export type WidgetInternalMessageType = 'wallet:request' | 'open-link'
type WithoutEnvelope<T> = T extends unknown
  ? Omit<T, 'source' | 'version' | 'channel'>
  : never
/** An event as the host script hands it to partners: its type and fields. */
export type WidgetEvent = WithoutEnvelope<
  Exclude<WidgetFrameMessage, { type: WidgetInternalMessageType }>
>
export type WidgetEventType = WidgetEvent['type']

/** Served by the proxy at /api/widget-config: who may embed the frame. */
export const widgetConfigSchema = z.strictObject({
  partnerOrigins: z.array(text(300)).check(z.maxLength(100)),
})

export type WidgetConfig = z.infer<typeof widgetConfigSchema>

function parseSized<T>(schema: z.ZodMiniType<T>, data: unknown): T | null {
  if (measureMessage(data) > WIDGET_MAX_MESSAGE_CHARS) return null
  const result = schema.safeParse(data)
  return result.success ? result.data : null
}

export function parseHostMessage(data: unknown): WidgetHostMessage | null {
  return parseSized(hostMessageSchema, data)
}

export function parseFrameMessage(data: unknown): WidgetFrameMessage | null {
  return parseSized(frameMessageSchema, data)
}
