import { type ComponentType, useEffect, useState } from 'react'
import { runWhenIdle } from '../../../lib/runWhenIdle'
import { useTokenListSoFar } from '../api/useTokenListSoFar'
import type { TokenPickerDialogProps } from './TokenPickerProps'

/** The picker once its code has arrived; null until then. */
let loadedTokenPicker: ComponentType<TokenPickerDialogProps> | null = null

const loadTokenPicker = () =>
  import('./TokenPicker').then((module) => {
    loadedTokenPicker = module.TokenPicker
    return module
  })

/**
 * Starts loading the picker's code (list view, virtualiser, styles) ahead of
 * time, e.g. when the pointer nears a token button. Safe to call repeatedly.
 */
export function preloadTokenPickerDialog() {
  return loadTokenPicker()
}

/**
 * The token picker, kept out of the first load: while it is closed it
 * readies itself when the page is idle (see usePreparedTokenPicker), and
 * its code arrives at the latest when it opens.
 */
export function TokenPickerDialog(props: TokenPickerDialogProps) {
  usePreparedTokenPicker(props)
  if (!props.isOpen) return null
  return <OpenTokenPickerDialog {...props} />
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
      loadTokenPicker().then(
        (module) => {
          if (tokens) module.prepareTokenCatalog(tokens)
        },
        // Opening the picker loads it again and reports what fails then.
        () => {},
      )
    })
  }, [isWanted, tokens])
}

function OpenTokenPickerDialog(props: TokenPickerDialogProps) {
  // Not React.lazy: through lazy() even code that has arrived suspends on
  // the first render, and React then holds the suspended tree back for
  // ~300 ms before showing it. Here the picker renders as soon as its code
  // is here: at once when it was prepared or preloaded, else when it arrives.
  const [Picker, setPicker] = useState(() => loadedTokenPicker)
  const [error, setError] = useState<unknown>(null)
  useEffect(() => {
    if (Picker) return
    loadTokenPicker().then(
      (module) => setPicker(() => module.TokenPicker),
      (reason: unknown) => setError(reason ?? new Error('load failed')),
    )
  }, [Picker])
  // A chunk that cannot load is the error boundary's, as with lazy().
  if (error) throw error
  return Picker ? <Picker {...props} /> : null
}
