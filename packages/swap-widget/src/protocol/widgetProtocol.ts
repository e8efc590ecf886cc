/**
 * The embeddable widget's message protocol (host page ⇄ /embed.html frame).
 * Threat: any window on the page (or a frame inside it) can post to either
 * side. Every message carries its source, the protocol version and the
 * per-widget channel id from the iframe's URL, and is parsed strictly (no
 * extra keys, bounded sizes) before anything reads it; origin and source
 * window are checked by the listeners. Written in the parser kit (./lite.ts:
 * zod's semantics, a tenth of its weight, so the frame's first load carries
 * no zod). The host script ships none of it (≤ 10 KiB, no dependencies):
 * its hand-written guard (../isFrameMessage.ts) is tested to agree with
 * `frameMessageSchema` on generated messages. The package's own files take
 * only the types inferred here (expanded into its declarations at build);
 * the app's frame parses with the schemas.
 */
import * as v from './lite'
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
const address = v.check(v.string(), v.regex(addressPattern))
const hash = v.check(v.string(), v.regex(hashPattern))
const wei = v.check(v.string(), v.regex(weiPattern))
const count = v.check(v.int(), v.gte(0))
const slippagePercent = v.check(v.number(), v.gte(0.01), v.lte(50))
const text = (max: number, ...checks: v.Check<string>[]) =>
  v.check(v.string(), v.maxLength(max), ...checks)
const color = v.optional(v.check(v.string(), v.regex(widgetColorPattern)))

export const widgetHideSchema = v.enumOf(['compare', 'settings', 'activity'])

/** What a partner passes to createSwapWidget / update, as the frame sees it. */
export const widgetOptionsSchema = v.strictObject({
  chainId: v.optional(v.check(v.int(), v.positive(), v.lte(2 ** 53))),
  sellToken: v.optional(address),
  buyToken: v.optional(address),
  /** In the sell token's units, as a person would type it ("1.5"). */
  amount: v.optional(
    v.check(v.string(), v.regex(/^[0-9]{1,40}(\.[0-9]{0,40})?$/)),
  ),
  lockTokens: v.optional(v.boolean()),
  /** Named tokens (the package's README); each one left out keeps the
   * frame's own value, and the frame is transparent without `background`. */
  theme: v.optional(
    v.strictObject({
      mode: v.optional(v.enumOf(widgetThemeModes)),
      // One entry per colour token (…fromEntries: this is in the frame's
      // first load, and six lines that differ by a name weigh more).
      ...(Object.fromEntries(
        WIDGET_THEME_COLORS.map((name) => [name, color]),
      ) as Record<WidgetThemeColor, typeof color>),
      radius: v.optional(
        v.check(v.number(), v.gte(0), v.lte(WIDGET_MAX_RADIUS_PX)),
      ),
      fontFamily: v.optional(text(200, v.regex(widgetFontFamilyPattern))),
      density: v.optional(v.enumOf(widgetDensities)),
    }),
  ),
  /**
   * A BCP-47 language tag ("de-CH"). Passed to the frame in its URL, so
   * its first paint can already be in that language.
   */
  locale: v.optional(
    v.check(
      v.string(),
      v.refine(isLocaleTag, 'locale must be a BCP-47 language tag'),
    ),
  ),
  hide: v.optional(v.check(v.array(widgetHideSchema), v.maxLength(3))),
  slippage: v.optional(
    v.check(
      v.strictObject({
        default: v.optional(slippagePercent),
        max: v.optional(slippagePercent),
      }),
      v.refine(
        (value) =>
          value.default === undefined ||
          value.max === undefined ||
          value.default <= value.max,
        'slippage.default must not exceed slippage.max',
      ),
    ),
  ),
  /** Fixed recipient: the person cannot change it in the frame. */
  recipient: v.optional(address),
  approvalMode: v.optional(v.enumOf(['exact', 'unlimited'])),
  /** 'host': the host script bridges the partner's EIP-1193 provider. */
  wallet: v.optional(v.enumOf(['frame', 'host'])),
})

export type WidgetOptions = v.Output<typeof widgetOptionsSchema>

const envelope = <S extends string>(source: S) => ({
  source: v.literal(source),
  version: v.literal(WIDGET_PROTOCOL_VERSION),
  channel: v.check(v.string(), v.regex(widgetChannelPattern)),
})

const host = envelope(WIDGET_HOST_SOURCE)
const frame = envelope(WIDGET_FRAME_SOURCE)

const rpcError = v.strictObject({
  code: v.int(),
  message: text(1000),
})

/** Host → frame. Options stay `unknown` here: the frame reports bad ones. */
export const hostMessageSchema = v.discriminatedUnion('type', [
  v.strictObject({ ...host, type: v.literal('init'), options: v.unknown() }),
  v.strictObject({ ...host, type: v.literal('update'), options: v.unknown() }),
  v.strictObject({
    ...host,
    type: v.literal('wallet:response'),
    id: count,
    result: v.optional(v.unknown()),
    error: v.optional(rpcError),
  }),
  v.strictObject({
    ...host,
    type: v.literal('wallet:accountsChanged'),
    accounts: v.check(v.array(address), v.maxLength(16)),
  }),
  v.strictObject({
    ...host,
    type: v.literal('wallet:chainChanged'),
    chainId: v.check(v.string(), v.regex(/^0x[0-9a-fA-F]{1,16}$/)),
  }),
  v.strictObject({ ...host, type: v.literal('wallet:disconnect') }),
])

export type WidgetHostMessage = v.Output<typeof hostMessageSchema>

/** Frame → host: the widget's events and the bridged wallet's requests. */
export const frameMessageSchema = v.discriminatedUnion('type', [
  v.strictObject({ ...frame, type: v.literal('ready') }),
  v.strictObject({
    ...frame,
    type: v.literal('quote'),
    chainId: v.check(v.int(), v.positive()),
    sellToken: address,
    buyToken: address,
    sellAmount: wei,
    buyAmount: wei,
    /** Set only for executable quotes. */
    quoteId: v.nullable(text(200)),
  }),
  v.strictObject({ ...frame, type: v.literal('approval:submitted'), hash }),
  v.strictObject({ ...frame, type: v.literal('approval:confirmed'), hash }),
  v.strictObject({ ...frame, type: v.literal('swap:submitted'), hash }),
  v.strictObject({
    ...frame,
    type: v.literal('swap:confirmed'),
    hash,
    amountReceived: v.nullable(wei),
  }),
  v.strictObject({ ...frame, type: v.literal('swap:reverted'), hash }),
  v.strictObject({
    ...frame,
    type: v.literal('error'),
    code: v.enumOf(WIDGET_ERROR_CODES),
    message: text(1000),
  }),
  v.strictObject({
    ...frame,
    type: v.literal('resize'),
    height: v.check(count, v.lte(100_000)),
  }),
  v.strictObject({
    ...frame,
    type: v.literal('wallet:request'),
    id: count,
    method: text(100, v.minLength(1)),
    params: v.optional(
      v.check(v.array(v.unknown()), v.maxLength(WIDGET_MAX_RPC_PARAMS)),
    ),
  }),
  /**
   * A wallet's deep link (WalletConnect's "Open in wallet"), for the host
   * script to open in the top window: on phones an iframe's navigation to a
   * wallet's scheme does nothing.
   */
  v.strictObject({
    ...frame,
    type: v.literal('open-link'),
    url: text(
      WIDGET_MAX_LINK_CHARS,
      v.refine(isWalletLink, 'not a wallet link'),
    ),
  }),
])

export type WidgetFrameMessage = v.Output<typeof frameMessageSchema>
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
export const widgetConfigSchema = v.strictObject({
  partnerOrigins: v.check(v.array(text(300)), v.maxLength(100)),
})

export type WidgetConfig = v.Output<typeof widgetConfigSchema>

function parseSized<T>(schema: v.Schema<T>, data: unknown): T | null {
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
