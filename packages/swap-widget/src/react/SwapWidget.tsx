/**
 * `<SwapWidget />`: the widget as a React component. Props are the widget's
 * options (flat: `amount`, `theme`, `locale`, `slippage`…) and one callback
 * per event (`onQuote`, `onSwapConfirmed`…). The frame is created once per
 * `baseUrl`; later option changes go through `update()`, without a reload;
 * callbacks are read at each event, so new ones need no re-subscription.
 */
import { type CSSProperties, useEffect, useRef } from 'react'
import { createSwapWidget } from '../createSwapWidget'
import type {
  SwapWidget as SwapWidgetHandle,
  SwapWidgetOptions,
} from '../widgetTypes'
import {
  type SwapWidgetCallbacks,
  toSwapWidgetOptions,
  widgetCallbacks,
} from './toSwapWidgetOptions'

export type SwapWidgetProps = SwapWidgetOptions &
  SwapWidgetCallbacks & {
    /** The swap's address, e.g. 'https://swap.example/'. */
    baseUrl: string
    /** The container's class. */
    className?: string
    /** The container's style; it reserves the frame's first height. */
    style?: CSSProperties
  }

/** Options as compared between renders: a provider by identity. */
function toComparable({ wallet, ...rest }: SwapWidgetOptions) {
  return {
    key: JSON.stringify(rest),
    wallet,
  }
}

export function SwapWidget(props: SwapWidgetProps) {
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<SwapWidgetHandle | null>(null)
  const latest = useRef(props)
  latest.current = props
  const options = toSwapWidgetOptions(props)
  const applied = useRef<ReturnType<typeof toComparable> | null>(null)
  const { baseUrl, className, style } = props

  useEffect(() => {
    const element = container.current
    if (!element) return
    const created = createSwapWidget(element, {
      ...toSwapWidgetOptions(latest.current),
      baseUrl,
    })
    applied.current = toComparable(toSwapWidgetOptions(latest.current))
    const stops = widgetCallbacks.map(([type, name]) =>
      created.on(type, (event) => {
        const callback = latest.current[name] as
          | ((event: unknown) => void)
          | undefined
        callback?.(event)
      }),
    )
    widget.current = created
    return () => {
      for (const stop of stops) stop()
      created.destroy()
      widget.current = null
    }
  }, [baseUrl])

  useEffect(() => {
    const next = toComparable(options)
    const before = applied.current
    if (!widget.current || !before) return
    if (before.key === next.key && before.wallet === next.wallet) return
    applied.current = next
    widget.current.update(options)
  })

  return (
    <div
      ref={container}
      className={className}
      style={{ minHeight: 520, ...style }}
    />
  )
}
