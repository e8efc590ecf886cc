/**
 * The package's entry: `createSwapWidget` for any page or framework, and the
 * widget's types (the React component is `@swap-interface/widget/react`).
 * From the package, the swap's address is named (`baseUrl`): the script
 * does not come from the swap's own deployment, as /widget.js does.
 */
import { createSwapWidget as createWidget } from './createSwapWidget'
import type { SwapWidget, SwapWidgetOptions } from './widgetTypes'

export type {
  Eip1193Provider,
  SwapWidget,
  SwapWidgetEvent,
  SwapWidgetEventType,
  SwapWidgetListener,
  SwapWidgetOptions,
} from './widgetTypes'

/**
 * Builds the widget's iframe in `container` and returns its handle:
 * `update(options)`, `destroy()`, `on(type, listener)`.
 */
export function createSwapWidget(
  container: HTMLElement,
  options: SwapWidgetOptions & { baseUrl: string },
): SwapWidget {
  return createWidget(container, options)
}
