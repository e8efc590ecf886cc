import { type ComponentType, useEffect, useState } from 'react'
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
 * The token picker, kept out of the first load: its code arrives the first
 * time it opens (or on preloadTokenPickerDialog).
 */
export function TokenPickerDialog(props: TokenPickerDialogProps) {
  if (!props.isOpen) return null
  return <OpenTokenPickerDialog {...props} />
}

function OpenTokenPickerDialog(props: TokenPickerDialogProps) {
  // Not React.lazy: through lazy() even code that has arrived suspends on
  // the first render, and React then holds the suspended tree back for
  // ~300 ms before showing it. Here the picker renders as soon as its code
  // is here: at once when it was preloaded on intent, else when it arrives.
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
