/**
 * The embeddable widget's message protocol (host page ⇄ /embed.html frame).
 * Threat: any window on the page (or a frame inside it) can post to either
 * side. Every message carries its source, the protocol version and the
 * per-widget channel id from the iframe's URL, and is parsed strictly (no
 * extra keys, bounded sizes) before anything reads it; origin and source
 * window are checked by the listeners. The host script cannot ship zod
 * (≤ 10 KiB, no dependencies): its hand-written guard
 * (src/embed/host/isFrameMessage.ts) is tested to agree with
 * `frameMessageSchema` on generated messages.
 */
import { z } from 'zod'

import {
  measureMessage,
  WIDGET_FRAME_SOURCE,
  WIDGET_HOST_SOURCE,
  WIDGET_MAX_MESSAGE_CHARS,
  WIDGET_MAX_RPC_PARAMS,
  WIDGET_PROTOCOL_VERSION,
  widgetChannelPattern,
} from './widgetProtocolConstants'

const addressPattern = /^0x[0-9a-fA-F]{40}$/
const hashPattern = /^0x[0-9a-fA-F]{64}$/
const weiPattern = /^(0|[1-9][0-9]{0,77})$/
const address = z.string().regex(addressPattern)
const hash = z.string().regex(hashPattern)
const wei = z.string().regex(weiPattern)

export const widgetHideSchema = z.enum(['compare', 'settings', 'activity'])

/** What a partner passes to createSwapWidget / update, as the frame sees it. */
export const widgetOptionsSchema = z.strictObject({
  chainId: z
    .number()
    .int()
    .positive()
    .max(2 ** 53)
    .optional(),
  sellToken: address.optional(),
  buyToken: address.optional(),
  /** In the sell token's units, as a person would type it ("1.5"). */
  amount: z
    .string()
    .regex(/^[0-9]{1,40}(\.[0-9]{0,40})?$/)
    .optional(),
  lockTokens: z.boolean().optional(),
  theme: z
    .strictObject({
      mode: z.enum(['light', 'dark', 'auto']).optional(),
      accent: z
        .string()
        .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/)
        .optional(),
      radius: z.number().min(0).max(32).optional(),
      fontFamily: z
        .string()
        .max(200)
        .regex(/^[A-Za-z0-9 ,'"-]+$/)
        .optional(),
    })
    .optional(),
  hide: z.array(widgetHideSchema).max(3).optional(),
  slippage: z
    .strictObject({
      default: z.number().min(0.01).max(50).optional(),
      max: z.number().min(0.01).max(50).optional(),
    })
    .refine(
      (value) =>
        value.default === undefined ||
        value.max === undefined ||
        value.default <= value.max,
      { error: 'slippage.default must not exceed slippage.max' },
    )
    .optional(),
  /** Fixed recipient: the person cannot change it in the frame. */
  recipient: address.optional(),
  approvalMode: z.enum(['exact', 'unlimited']).optional(),
  /** 'host': the host script bridges the partner's EIP-1193 provider. */
  wallet: z.enum(['frame', 'host']).optional(),
})

export type WidgetOptions = z.infer<typeof widgetOptionsSchema>

const envelope = <S extends string>(source: S) => ({
  source: z.literal(source),
  version: z.literal(WIDGET_PROTOCOL_VERSION),
  channel: z.string().regex(widgetChannelPattern),
})

const host = envelope(WIDGET_HOST_SOURCE)
const frame = envelope(WIDGET_FRAME_SOURCE)

const rpcError = z.strictObject({
  code: z.number().int(),
  message: z.string().max(1000),
})

/** Host → frame. Options stay `unknown` here: the frame reports bad ones. */
export const hostMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...host, type: z.literal('init'), options: z.unknown() }),
  z.strictObject({ ...host, type: z.literal('update'), options: z.unknown() }),
  z.strictObject({
    ...host,
    type: z.literal('wallet:response'),
    id: z.number().int().min(0),
    result: z.unknown().optional(),
    error: rpcError.optional(),
  }),
  z.strictObject({
    ...host,
    type: z.literal('wallet:accountsChanged'),
    accounts: z.array(address).max(16),
  }),
  z.strictObject({
    ...host,
    type: z.literal('wallet:chainChanged'),
    chainId: z.string().regex(/^0x[0-9a-fA-F]{1,16}$/),
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
    chainId: z.number().int().positive(),
    sellToken: address,
    buyToken: address,
    sellAmount: wei,
    buyAmount: wei,
    /** Set only for executable quotes. */
    quoteId: z.string().max(200).nullable(),
  }),
  z.strictObject({ ...frame, type: z.literal('approval:submitted'), hash }),
  z.strictObject({ ...frame, type: z.literal('approval:confirmed'), hash }),
  z.strictObject({ ...frame, type: z.literal('swap:submitted'), hash }),
  z.strictObject({
    ...frame,
    type: z.literal('swap:confirmed'),
    hash,
    amountReceived: wei.nullable(),
  }),
  z.strictObject({ ...frame, type: z.literal('swap:reverted'), hash }),
  z.strictObject({
    ...frame,
    type: z.literal('error'),
    code: z.string().max(64),
    message: z.string().max(1000),
  }),
  z.strictObject({
    ...frame,
    type: z.literal('resize'),
    height: z.number().int().min(0).max(100_000),
  }),
  z.strictObject({
    ...frame,
    type: z.literal('wallet:request'),
    id: z.number().int().min(0),
    method: z.string().min(1).max(100),
    params: z.array(z.unknown()).max(WIDGET_MAX_RPC_PARAMS).optional(),
  }),
])

export type WidgetFrameMessage = z.infer<typeof frameMessageSchema>
export type WidgetEventType = Exclude<
  WidgetFrameMessage['type'],
  'wallet:request'
>

/** Served by the proxy at /api/widget-config: who may embed the frame. */
export const widgetConfigSchema = z.strictObject({
  partnerOrigins: z.array(z.string().max(300)).max(100),
})

export type WidgetConfig = z.infer<typeof widgetConfigSchema>

function parseSized<T>(schema: z.ZodType<T>, data: unknown): T | null {
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
