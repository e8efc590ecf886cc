import { type RefObject, useEffect } from 'react'
import type { FrameChannel } from './createFrameChannel'

/** The host sizes the iframe to the content: every change is reported. */
export function useReportHeight(
  ref: RefObject<HTMLElement | null>,
  channel: FrameChannel,
) {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    let last = -1
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(element.getBoundingClientRect().height)
      if (height === last) return
      last = height
      channel.post({ type: 'resize', height: Math.min(height, 100_000) })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, channel])
}
