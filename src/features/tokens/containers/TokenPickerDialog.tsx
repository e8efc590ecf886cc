import { useEffect } from 'react'
import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import { runWhenIdle } from '../../../lib/runWhenIdle'
import { useTokenListSoFar } from '../api/useTokenListSoFar'
import type { TokenPickerDialogProps } from './TokenPickerProps'

/**
 * The picker's code (list view, virtualiser, styles): fetched once the page
 * is idle, or sooner on intent (`tokenPicker.load()` when the pointer nears
 * a token button), at the latest when it opens.
 */
export const tokenPicker = lazyModule(() => import('./TokenPicker'))

/**
 * The token picker, kept out of the first load: while it is closed it
 * readies itself when the page is idle (see usePreparedTokenPicker), and
 * its code arrives at the latest when it opens. Not React.lazy: through
 * lazy() even code that has arrived suspends on the first render, and
 * React then holds the suspended tree back for ~300 ms before showing it;
 * here the picker renders as soon as its code is here, and stays ready
 * while the dialog is closed.
 */
export function TokenPickerDialog(props: TokenPickerDialogProps) {
  usePreparedTokenPicker(props)
  // A chunk that cannot load is the error boundary's, as with lazy().
  const picker = useLazyModule(tokenPicker, props.isOpen)
  if (!props.isOpen || !picker) return null
  return <picker.TokenPicker {...props} />
}

/**
 * Once the page is idle (after the first screen, never in its way), loads
 * the picker's code and derives its index and shortcuts from the list as
 * far as it has arrived, page by page: the first opening then only renders,
 * as every later one does.
 */
function usePreparedTokenPicker({
  isOpen,
  chainId,
  nativeSymbol,
  nativeName,
  nativeDecimals,
  shouldPrepare = true,
}: TokenPickerDialogProps) {
  const { tokens } = useTokenListSoFar(chainId, {
    nativeSymbol,
    nativeName,
    nativeDecimals,
    enabled: shouldPrepare,
  })
  // Open, the picker derives all this itself.
  const isWanted = shouldPrepare && !isOpen
  useEffect(() => {
    if (!isWanted) return
    return runWhenIdle(() => {
      tokenPicker.load().then(
        (module) => {
          if (tokens) module.prepareTokenCatalog(tokens)
        },
        // Opening the picker loads it again and reports what fails then.
        () => {},
      )
    })
  }, [isWanted, tokens])
}
