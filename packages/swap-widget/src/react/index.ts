// The package's React entry (`@swap-interface/widget/react`).
export { SwapWidget, type SwapWidgetProps } from './SwapWidget'
export type { SwapWidgetCallbacks } from './toSwapWidgetOptions'
