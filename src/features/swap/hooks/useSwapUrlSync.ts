import { useEffect } from 'react'
import { useSwapFormStore } from '../store/SwapFormStoreProvider'
import type { SwapFormValues } from '../store/types'
import { parseSwapSearch } from '../url/parseSwapSearch'
import { toSwapSearch } from '../url/toSwapSearch'

/**
 * Mirrors chain, tokens and amount into the URL (replacing the entry, so
 * typing does not fill the history) and restores them on back/forward.
 */
export function useSwapUrlSync() {
  const store = useSwapFormStore()
  useEffect(() => {
    function write(values: SwapFormValues) {
      const search = toSwapSearch(values, window.location.search)
      if (search === window.location.search) return
      const url = `${window.location.pathname}${search}${window.location.hash}`
      window.history.replaceState(window.history.state, '', url)
    }
    function onPopState() {
      store
        .getState()
        .actions.formRestored(parseSwapSearch(window.location.search))
    }
    write(store.getState())
    const unsubscribe = store.subscribe((state) => write(state))
    window.addEventListener('popstate', onPopState)
    return () => {
      unsubscribe()
      window.removeEventListener('popstate', onPopState)
    }
  }, [store])
}
