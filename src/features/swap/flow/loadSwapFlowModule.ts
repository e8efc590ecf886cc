type SwapFlowModule = typeof import('./swapFlowModule')

let loaded: SwapFlowModule | null = null
let loading: Promise<SwapFlowModule> | null = null

/** The flow's chunk, once loaded; null before. */
export function getLoadedSwapFlowModule(): SwapFlowModule | null {
  return loaded
}

/** Loads the flow's chunk (once); a failed load may be tried again. */
export function loadSwapFlowModule(): Promise<SwapFlowModule> {
  loading ??= import('./swapFlowModule').then(
    (module) => {
      loaded = module
      return module
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}
