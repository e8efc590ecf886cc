import { lazy, Suspense } from 'react'
import type { TokenPickerDialogProps } from './TokenPickerProps'

const loadTokenPicker = () => import('./TokenPicker')

const LazyTokenPicker = lazy(() =>
  loadTokenPicker().then((module) => ({ default: module.TokenPicker })),
)

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
  return (
    <Suspense fallback={null}>
      <LazyTokenPicker {...props} />
    </Suspense>
  )
}
