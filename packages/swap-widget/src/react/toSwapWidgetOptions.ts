import { WIDGET_EVENT_TYPES } from '../protocol/widgetProtocolConstants'
import type {
  SwapWidgetEvent,
  SwapWidgetEventType,
  SwapWidgetOptions,
} from '../widgetTypes'

/** 'swap:confirmed' → 'SwapConfirmed'. */
type Pascal<T extends string> = T extends `${infer Head}:${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<T>

/** One callback per protocol event: `onQuote`, `onSwapConfirmed`, … */
export type SwapWidgetCallbacks = {
  [T in SwapWidgetEventType as `on${Pascal<T>}`]?: (
    event: Extract<SwapWidgetEvent, { type: T }>,
  ) => void
}

export type SwapWidgetCallbackName = keyof SwapWidgetCallbacks

// Every event type of the protocol has its callback: a type added to the
// protocol and not to WIDGET_EVENT_TYPES fails to compile here.
type Unlisted = Exclude<
  SwapWidgetEventType,
  (typeof WIDGET_EVENT_TYPES)[number]
>
const isEveryEventListed: [Unlisted] extends [never] ? true : never = true

/** The callback prop that receives an event type. */
export function toCallbackName(type: SwapWidgetEventType) {
  const words = type.split(':')
  return `on${words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('')}` as SwapWidgetCallbackName
}

/** Every event type with its callback prop, in the protocol's order. */
export const widgetCallbacks = isEveryEventListed
  ? WIDGET_EVENT_TYPES.map((type) => [type, toCallbackName(type)] as const)
  : []

/** What the component's props are beside options. */
const notOptions = new Set(['className', 'style'])

/**
 * The widget's options from the component's props: every prop but the
 * callbacks, `className` and `style`, with the ones left undefined left
 * out (so an update never sends a value the host did not set).
 */
export function toSwapWidgetOptions(
  props: Record<string, unknown>,
): SwapWidgetOptions {
  const options: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || notOptions.has(key)) continue
    if (/^on[A-Z]/.test(key)) continue
    options[key] = value
  }
  return options as SwapWidgetOptions
}
