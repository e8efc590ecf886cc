import { useEffect } from 'react'
import type { AddressChecksum } from '../../../lib/addressChecksumModule'
import { addressChecksumModule } from '../../../lib/addressChecksumModule'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { useSwapFormStore } from '../store/SwapFormStoreProvider'
import type { SwapFormValues } from '../store/types'
import { toFieldAmount } from '../url/linkAmount'
import { hasLinkAddresses, parseSwapSearch } from '../url/parseSwapSearch'
import { toSwapSearch } from '../url/toSwapSearch'

/**
 * Mirrors chain, tokens and amount into the URL (replacing the entry, so
 * typing does not fill the history) and restores them on back/forward.
 * The URL's amount is dot-decimal; the field's is the locale's.
 */
export function useSwapUrlSync() {
  const store = useSwapFormStore()
  const { locale } = useFormatters()
  useEffect(() => {
    function write(values: SwapFormValues) {
      const search = toSwapSearch(values, window.location.search, locale)
      if (search === window.location.search) return
      const url = `${window.location.pathname}${search}${window.location.hash}`
      window.history.replaceState(window.history.state, '', url)
    }
    // The latest back/forward wins, even if an earlier one still waits
    // for the checksum code.
    let latest = 0
    function restore(search: string, checksum?: AddressChecksum) {
      const { values } = parseSwapSearch(search, checksum?.toChecksumAddress)
      if (values.amountText !== undefined) {
        values.amountText = toFieldAmount(values.amountText, locale)
      }
      store.getState().actions.formRestored(values)
    }
    function onPopState() {
      const search = window.location.search
      const turn = ++latest
      if (!hasLinkAddresses(search)) return restore(search)
      addressChecksumModule.load().then(
        (checksum) => turn === latest && restore(search, checksum),
        // Without the code the addresses are taken as written.
        () => turn === latest && restore(search),
      )
    }
    write(store.getState())
    const unsubscribe = store.subscribe((state) => write(state))
    window.addEventListener('popstate', onPopState)
    return () => {
      unsubscribe()
      window.removeEventListener('popstate', onPopState)
    }
  }, [store, locale])
}
