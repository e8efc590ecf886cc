import type { Plugin } from 'vite'

/** A feature's public API: src/features/<name>/index.ts. */
export const featureBarrelPattern = /\/src\/features\/[^/]+\/index\.ts$/

/**
 * Tells the bundler that a feature's index.ts has no side effects: it only
 * re-exports (test/architecture.test.ts). Otherwise the bundler follows
 * every re-export of a barrel the first screen imports, and a module that
 * only a lazy chunk uses (the picker's search) is put into the start-up
 * chunk because the barrel reaches it. Every build of src/ uses it (the
 * start-up pre-build, the app, the widget's frame), so they agree on what
 * the first screen needs.
 */
export function sideEffectFreeBarrels(): Plugin {
  return {
    name: 'side-effect-free-barrels',
    transform: {
      filter: { id: featureBarrelPattern },
      handler: (code) => ({ code, moduleSideEffects: false }),
    },
  }
}
