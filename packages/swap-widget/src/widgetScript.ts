/**
 * /widget.js, the script the swap's deployment serves (at /widget.js and
 * at /widget/v<version>/widget.js): `createSwapWidget` whose frame is the
 * deployment's own, found from where the script was loaded, so a partner
 * names nothing but options. The same bytes at every path (the integrity
 * hash is one), so the deployment's base is read off the script's URL.
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

/** …/widget.js or …/widget/v1.2.3/widget.js → … (with its trailing slash). */
const deploymentBase = import.meta.url.replace(
  /(widget\/v[^/]+\/)?widget\.js([?#].*)?$/,
  '',
)

export function createSwapWidget(
  container: HTMLElement,
  options: SwapWidgetOptions = {},
): SwapWidget {
  return createWidget(container, { baseUrl: deploymentBase, ...options })
}
