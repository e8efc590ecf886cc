import { type RefObject, useEffect } from 'react'
import type { FrameChannel } from './createFrameChannel'
import { createHeightReporter } from './createHeightReporter'

/**
 * Whether the content's height now is the card's, laid out as it will be
 * seen: a frame with no width (a hidden or collapsing slot lays the card
 * out a few pixels wide and thousands high), a font still loading, or the
 * skeleton (the host's reserved height stands in for it) would each report
 * a height gone a moment later. Stylesheets need no check: the page's is
 * in its head, and a lazily loaded part renders once its own has loaded.
 */
function isLaidOut(element: HTMLElement) {
  return (
    element.clientWidth > 0 &&
    document.fonts?.status !== 'loading' &&
    !element.querySelector('.skeleton-flip')
  )
}

/** The host sizes the iframe to the content: each settled change is
 * reported (createHeightReporter). */
export function useReportHeight(
  ref: RefObject<HTMLElement | null>,
  channel: FrameChannel,
) {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const reporter = createHeightReporter(
      () =>
        isLaidOut(element)
          ? Math.min(Math.ceil(element.getBoundingClientRect().height), 1e5)
          : null,
      (height) => channel.post({ type: 'resize', height }),
    )
    const observer = new ResizeObserver(reporter.changed)
    observer.observe(element)
    // A font that arrives may leave the height as it was: ask again.
    document.fonts?.addEventListener('loadingdone', reporter.changed)
    return () => {
      observer.disconnect()
      document.fonts?.removeEventListener('loadingdone', reporter.changed)
      reporter.stop()
    }
  }, [ref, channel])
}
