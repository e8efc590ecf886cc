import type {
  WidgetOptions,
  widgetOptionsSchema,
} from '../../packages/swap-widget/src/protocol/widgetProtocol'
import type { FrameChannel } from './createFrameChannel'

export type WidgetOptionsStore = {
  /** Null until the host's `init` arrived. */
  getSnapshot: () => WidgetOptions | null
  subscribe: (listener: () => void) => () => void
}

function describeIssues(error: { issues: readonly unknown[] }) {
  return error.issues
    .map((issue) => {
      const { path, message } = issue as {
        path: PropertyKey[]
        message: string
      }
      return `${path.map(String).join('.') || 'options'}: ${message}`
    })
    .join('; ')
    .slice(0, 1000)
}

/**
 * The partner's options as the frame trusts them: parsed with the
 * protocol's schema on every `init` / `update`. Invalid options are reported
 * with an `error` event and change nothing (a bad `init` starts the widget
 * with its defaults), so a typo never breaks the frame.
 */
export function createWidgetOptionsStore(
  channel: FrameChannel,
  schema: typeof widgetOptionsSchema,
): WidgetOptionsStore {
  let options: WidgetOptions | null = null
  const listeners = new Set<() => void>()
  channel.subscribe((message) => {
    if (message.type !== 'init' && message.type !== 'update') return
    const parsed = schema.safeParse(message.options)
    if (parsed.success) options = parsed.data
    else {
      channel.post({
        type: 'error',
        code: 'invalid-options',
        message: describeIssues(parsed.error),
      })
      if (options) return
      options = {}
    }
    for (const listener of listeners) listener()
  })
  return {
    getSnapshot: () => options,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
