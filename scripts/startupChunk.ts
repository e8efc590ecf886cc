import react from '@vitejs/plugin-react'
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'
import { hasLaterWords } from './chunks.ts'
import { type FirstScreenMessages, linguiPlugins } from './linguiPlugins.ts'
import { sideEffectFreeBarrels } from './sideEffectFreeBarrels.ts'

/**
 * Puts every module the page runs at start-up into one chunk. Left to
 * automatic splitting, the same code came as ~30 small chunks, each shared
 * with some lazy chunk: one request and one gzip stream each (no shared
 * dictionary, ~1.3 KB of headers). As one chunk it is ≈ 7 KiB gzip smaller
 * and one request; the entry imports it statically, so the HTML
 * modulepreloads it.
 *
 * Which modules run at start-up is read from the chunks, not the module
 * graph: through barrel files the graph reaches nearly every module, while
 * the chunks hold what tree-shaking kept. So the entry is first bundled on
 * its own (not written): its start-up chunks are the entry chunk, the chunks
 * of `startModules` (paths from the project root the page loads with
 * `import()` right away) and whatever those import statically. The real
 * build then groups exactly their modules.
 *
 * Modules run in import order within the chunk: one that must run first
 * is the entry's first import.
 *
 * The chunk starts with V8's explicit compile hint (Chrome 136+,
 * https://v8.dev/blog/explicit-compile-hints): nearly all of it runs at
 * start-up, so V8 compiles every function while the script streams in, on
 * a background thread, instead of lazily on the main thread the first time
 * each is called, inside the start-up tasks. Measured with Lighthouse mobile
 * on `/`: the script's main-thread time fell by a third, TBT by about half.
 * Lazy chunks are left to lazy compilation, except those of
 * `eagerModules`: code fetched on intent that runs as a whole the moment it
 * arrives (the token picker, rendered at once on click).
 *
 * Two by-products: the ids of the messages the start-up code can show
 * (`firstScreen`, the first part of each catalogue: linguiPlugins.ts; but
 * those of chunks.ts's `laterWords`, shown only after a press), and
 * the list of the modules of the page's first load, written to
 * `.vite/first-load/<page>.json` for the test that forbids wallet and
 * signing code there (chunks.ts, firstLoadForbidden).
 */

/**
 * The names of a page's chunks and assets: the hash alone. The start-up
 * script lists the files each lazy chunk needs (the bundler's preload map,
 * ~60 paths), so every name in it is bytes of the first load: module names
 * there cost ≈ 0.6 KiB gzip. The entry keeps its name (the HTML names it).
 * The hash is the bundler's 8 characters, drawn from [0-9a-z]: a name in
 * base64 could start with '-', which the proxy refuses in a path
 * (server/createStaticHandler.ts), and 36⁸ (≈ 2.8·10¹²) names leave a
 * collision among a build's few hundred files at odds of about 10⁻⁸; two
 * chunks of one page, or of the app's and the frame's builds written into
 * one folder (embedBundle.ts), differ in name whenever they differ in
 * content. Source maps still name every module, and each build's manifest
 * (`.vite/manifest.json`, `.vite/embed-manifest.json`) says which chunk
 * holds a module.
 */
export const lazyFileNames = {
  chunkFileNames: 'assets/[hash].js',
  assetFileNames: 'assets/[hash][extname]',
  hashCharacters: 'base36',
} as const

/** Must be the script's first line. Other engines read a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

export type StartupChunkParameters = {
  /** The HTML entry, e.g. 'index.html'. */
  input: string
  startModules: readonly string[]
  /** Modules (paths from the project root) whose lazy chunks also get the
   * compile hint. */
  eagerModules?: readonly string[]
  /** Filled with the ids of the messages the start-up code can show: the
   * first part of each catalogue (scripts/linguiPlugins.ts). */
  firstScreen?: FirstScreenMessages
}

const normalize = (id: string) => id.replaceAll('\\', '/')

function collectStartupModules(
  output: readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[],
  startModules: readonly string[],
) {
  const chunks = output.filter(
    (item): item is Rolldown.OutputChunk => item.type === 'chunk',
  )
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const isStart = (chunk: Rolldown.OutputChunk) => {
    const id = normalize(chunk.facadeModuleId ?? '')
    return startModules.some((module) => id.endsWith(`/${module}`))
  }
  const missing = startModules.filter(
    (module) =>
      !chunks.some((chunk) =>
        Object.keys(chunk.modules).some((id) =>
          normalize(id).endsWith(`/${module}`),
        ),
      ),
  )
  if (missing.length > 0) {
    throw new Error(`start-up modules not in the build: ${missing.join(', ')}`)
  }
  const pending = chunks.filter((chunk) => chunk.isEntry || isStart(chunk))
  const seen = new Set<string>()
  const modules = new Set<string>()
  const messageIds = new Set<string>()
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (seen.has(chunk.fileName)) continue
    seen.add(chunk.fileName)
    for (const [id, { code }] of Object.entries(chunk.modules)) {
      modules.add(id)
      // Words the first screen never shows before a press wait for the
      // catalogue's rest (chunks.ts, laterWords).
      if (!code || hasLaterWords(id)) continue
      for (const [, messageId = ''] of code.matchAll(MESSAGE_ID)) {
        messageIds.add(messageId)
      }
    }
    for (const file of chunk.imports) {
      const imported = byFile.get(file)
      if (imported) pending.push(imported)
    }
  }
  return { modules, messageIds }
}

/**
 * A message descriptor as the macros compile it, minified: `{id:"Ab3xYz",`.
 * A stray match only moves one more message into the first part.
 */
const MESSAGE_ID = /\bid:\s*["'`]([\w+/=-]{4,16})["'`]/g

/**
 * Where a build writes the modules of a page's first load (paths from the
 * project root): under `.vite/`, which the proxy never serves (no dotted
 * segments), so the test that forbids wallet and signing code in the first
 * load reads what the bundler really put there.
 */
export const firstLoadReportPath = (input: string) =>
  `.vite/first-load/${input}.json`

/**
 * The modules whose code the page runs before its amount field takes
 * input: those of its entry chunk, of the chunks of `startModules`, and of
 * every chunk those import statically (a module tree-shaken to nothing is
 * left out).
 */
function listFirstLoadModules(
  bundle: Rolldown.OutputBundle,
  startModules: readonly string[],
  root: string,
): string[] {
  const chunks = Object.values(bundle).filter(
    (item): item is Rolldown.OutputChunk => item.type === 'chunk',
  )
  const isStart = (chunk: Rolldown.OutputChunk) => {
    const id = normalize(chunk.facadeModuleId ?? '')
    return startModules.some((module) => id.endsWith(`/${module}`))
  }
  const pending = chunks.filter((chunk) => chunk.isEntry || isStart(chunk))
  const seen = new Set<string>()
  const modules = new Set<string>()
  const prefix = `${normalize(root)}/`
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (seen.has(chunk.fileName)) continue
    seen.add(chunk.fileName)
    for (const [id, { renderedLength }] of Object.entries(chunk.modules)) {
      if (renderedLength === 0) continue
      const path = normalize(id).replace(/^\0/, '')
      modules.add(path.startsWith(prefix) ? path.slice(prefix.length) : path)
    }
    for (const file of chunk.imports) {
      const imported = bundle[file]
      if (imported?.type === 'chunk') pending.push(imported)
    }
  }
  return [...modules].sort()
}

export function startupChunk({
  input,
  startModules,
  eagerModules = [],
  firstScreen,
}: StartupChunkParameters): Plugin {
  let resolved: ResolvedConfig | null = null
  let startup = new Set<string>()
  return {
    name: 'startup-chunk',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            // A start-up module import()ed by the app and also imported
            // statically by a lazy module (schema/readEndpoints.ts by
            // schema/endpoints.ts) makes the bundler report the import()
            // as ineffective: it splits nothing. It is not meant to: this
            // plugin puts every start-up module in the start-up chunk on
            // purpose (the import() keeps the modules that only need their
            // types light in the dev server and the tests). Any other
            // ineffective import is still reported.
            onLog(level, log, report) {
              const isStartModule = startModules.some((module) =>
                log.message.includes(`${module} is dynamically imported`),
              )
              if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && isStartModule) {
                return
              }
              report(level, log)
            },
            output: {
              codeSplitting: {
                groups: [
                  { name: 'startup', test: (id: string) => startup.has(id) },
                ],
              },
            },
          },
        },
      }
    },
    configResolved(config) {
      resolved = config
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        this.emitFile({
          type: 'asset',
          fileName: firstLoadReportPath(input),
          source: `${JSON.stringify(listFirstLoadModules(bundle, startModules, resolved?.root ?? ''), null, 1)}\n`,
        })
        const isEager = (id: string) =>
          startup.has(id) ||
          eagerModules.some((module) => normalize(id).endsWith(`/${module}`))
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue
          if (!Object.keys(item.modules).some(isEager)) continue
          item.code = `${COMPILE_HINT}${item.code}`
        }
      },
    },
    async buildStart() {
      if (!resolved) return
      const result = await build({
        configFile: false,
        root: resolved.root,
        mode: resolved.mode,
        envDir: resolved.envDir,
        define: resolved.define,
        resolve: { alias: resolved.resolve.alias },
        logLevel: 'silent',
        plugins: [react(), linguiPlugins(), sideEffectFreeBarrels()],
        build: {
          write: false,
          target: resolved.build.target,
          sourcemap: false,
          copyPublicDir: false,
          modulePreload: false,
          rolldownOptions: { input: { entry: input } },
        },
      })
      const outputs = (
        Array.isArray(result) ? result : [result]
      ) as Rolldown.RolldownOutput[]
      const collected = collectStartupModules(
        outputs.flatMap(({ output }) => output),
        startModules,
      )
      startup = collected.modules
      if (firstScreen) firstScreen.ids = collected.messageIds
    },
  }
}
