// The one way the app loads code later than its first screen. A module
// written `lazyModule(() => import('./X'))` becomes a chunk of its own,
// fetched on first use; scripts/chunks.ts lists every such chunk and why it
// waits (test/architecture.test.ts holds the two to each other).
import { useEffect, useState } from 'react'

/** A module fetched when first needed. Immutable: no state of its own. */
export type LazyModule<M> = {
  /** Fetches it (the browser keeps a module it has run: once per page). */
  readonly load: () => Promise<M>
}

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  return Object.freeze({ load })
}

type Loaded<M> = { module: M } | { error: unknown }

/**
 * The module for a render: null until it is here, then the module, kept by
 * this component (never in a module-level cache, so two apps on one page
 * keep their own). Fetched once `isWanted`. A module that cannot load is
 * thrown to the nearest error boundary, as React.lazy does; remounting
 * (a new key) asks again.
 */
export function useLazyModule<M>(
  lazy: LazyModule<M>,
  isWanted = true,
): M | null {
  const [loaded, setLoaded] = useState<Loaded<M> | null>(null)
  useEffect(() => {
    if (!isWanted || loaded) return
    let isCurrent = true
    lazy.load().then(
      (module) => isCurrent && setLoaded({ module }),
      (error: unknown) =>
        isCurrent && setLoaded({ error: error ?? new Error('load failed') }),
    )
    return () => {
      isCurrent = false
    }
  }, [lazy, isWanted, loaded])
  if (loaded && 'error' in loaded) throw loaded.error
  return loaded?.module ?? null
}
