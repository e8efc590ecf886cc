// Vite plugin: builds the iframe widget's page (embed.html + src/embed/) in
// a build of its own, next to the app's. In one build the two entries share
// chunks, and every change to what the widget loads first regroups the
// app's chunks too (measured: ±2 KiB gzip on the app's first load); apart,
// each entry's first load is its own. Shared library code is duplicated on
// disk, never loaded twice by one page.
import react from '@vitejs/plugin-react'
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'
import { compiledOnArrival, startupImportsOf } from './chunks.ts'
import { deploymentPreload } from './deploymentPreload.ts'
import { inlineFirstPaintScript } from './inlineFirstPaintScript.ts'
import { type FirstScreenMessages, linguiPlugins } from './linguiPlugins.ts'
import { paintShellFirst } from './paintShellFirst.ts'
import { sideEffectFreeBarrels } from './sideEffectFreeBarrels.ts'
import { lazyFileNames, startupChunk } from './startupChunk.ts'
import { stubWorkerThreads } from './stubWorkerThreads.ts'

export const EMBED_HTML = 'embed.html'
/** Where the frame's build says which module each chunk holds. */
export const EMBED_MANIFEST = '.vite/embed-manifest.json'

export function embedBundle(): Plugin {
  let resolved: ResolvedConfig | null = null
  return {
    name: 'embed-bundle',
    apply: 'build',
    configResolved(config) {
      resolved = config
    },
    async generateBundle(_options, bundle) {
      if (!resolved) return
      // The frame's first-screen messages (scripts/startupChunk.ts).
      const firstScreen: FirstScreenMessages = { ids: null }
      const result = await build({
        configFile: false,
        root: resolved.root,
        mode: resolved.mode,
        envDir: resolved.envDir,
        define: resolved.define,
        logLevel: 'warn',
        plugins: [
          stubWorkerThreads(),
          react(),
          linguiPlugins(firstScreen),
          sideEffectFreeBarrels(),
          inlineFirstPaintScript(),
          startupChunk({
            input: EMBED_HTML,
            startModules: startupImportsOf('widget'),
            eagerModules: compiledOnArrival,
            firstScreen,
          }),
          paintShellFirst(),
          deploymentPreload(),
        ],
        build: {
          write: false,
          target: 'es2022',
          // Maps only when the app's build makes them (a bundle analysis).
          sourcemap: resolved.build.sourcemap,
          copyPublicDir: false,
          modulePreload: { polyfill: false },
          // Beside the app's (vite.config.ts): the module each chunk holds.
          manifest: EMBED_MANIFEST,
          rolldownOptions: {
            input: { embed: EMBED_HTML },
            output: lazyFileNames,
          },
        },
      })
      const outputs = (
        Array.isArray(result) ? result : [result]
      ) as Rolldown.RolldownOutput[]
      for (const item of outputs.flatMap(({ output }) => output)) {
        // Same name, same content (hashed): a stylesheet both pages use.
        if (bundle[item.fileName]) continue
        this.emitFile({
          type: 'asset',
          fileName: item.fileName,
          source: item.type === 'chunk' ? item.code : item.source,
        })
      }
    },
  }
}
