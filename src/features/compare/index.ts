// The dex-compare query options (api/) are not re-exported: through this
// file they would ride in the first load instead of the lazy panel chunk.
export type { DexCompare, DexComparePool } from './api/types'
export type { RouteDiagramProps } from './components/RouteDiagram'
export { routeDiagram } from './components/routeDiagram'
export {
  DexCompareDisclosure,
  type DexCompareDisclosureProps,
} from './containers/DexCompareDisclosure'
export {
  ComparePanelStoreProvider,
  useComparePanel,
} from './store/ComparePanelStoreProvider'
export {
  COMPARE_PANEL_STORAGE_KEY,
  createComparePanelStore,
} from './store/createComparePanelStore'
export type {
  CompareGasFigures,
  ComparePriceImpact,
  CompareQuote,
  CompareToken,
  DexComparePanelProps,
  QuoteProvenance,
} from './types'
