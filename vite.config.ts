import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, defineConfig, type Plugin, type Rolldown } from 'vite'
import { compiledOnArrival, startupImportsOf } from './scripts/chunks.ts'
import { deploymentPreload } from './scripts/deploymentPreload.ts'
import { embedBundle } from './scripts/embedBundle.ts'
import { inlineFirstPaintScript } from './scripts/inlineFirstPaintScript.ts'
import {
  type FirstScreenMessages,
  linguiPlugins,
} from './scripts/linguiPlugins.ts'
import { paintShellFirst } from './scripts/paintShellFirst.ts'
import { precompressDirectory } from './scripts/precompressDirectory.ts'
import { refuseRetiredEnv } from './scripts/refuseRetiredEnv.ts'
import { sideEffectFreeBarrels } from './scripts/sideEffectFreeBarrels.ts'
import { lazyFileNames, startupChunk } from './scripts/startupChunk.ts'
import { stubWorkerThreads } from './scripts/stubWorkerThreads.ts'
import { widgetBundle } from './scripts/widgetBundle.ts'

const WALLETCONNECT_DIR = 'assets/walletconnect'
const WALLETCONNECT_ENTRY =
  'src/features/wallet/walletConnect/createWalletConnectConnector.ts'

/**
 * Builds the WalletConnect connector as a self-contained bundle next to the
 * app (every build: whether it is offered is the deployment's setting, read
 * at run time), and defines `__WALLETCONNECT_BUNDLE__`, its entry's path,
 * for lazyConnectors.ts.
 * Bundled with the app, even behind `import()`, the modules it shares with the
 * app (viem, ox, @noble/*) would be hoisted into common chunks the first load
 * imports, tree-shaken for both users: ≈ 53 KiB gzip more initial JS. Its own
 * bundle duplicates them instead, so WalletConnect adds nothing to the first
 * load. The dev server imports the connector from source.
 */
function walletConnectBundle(): Plugin {
  let chunks: Rolldown.OutputBundle[string][] = []
  return {
    name: 'walletconnect-bundle',
    apply: 'build',
    async config(config, { mode }) {
      const root = config.root ?? process.cwd()
      chunks = []
      const result = await build({
        configFile: false,
        envDir: false,
        root,
        mode,
        logLevel: 'warn',
        plugins: [stubWorkerThreads()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          sourcemap: false,
          copyPublicDir: false,
          // Its chunks import one another by relative path; no preload helper.
          modulePreload: false,
          rolldownOptions: {
            input: { walletConnect: WALLETCONNECT_ENTRY },
            preserveEntrySignatures: 'strict',
            output: {
              entryFileNames: '[name]-[hash].js',
              chunkFileNames: '[name]-[hash].js',
            },
          },
        },
      })
      const outputs = (
        Array.isArray(result) ? result : [result]
      ) as Rolldown.RolldownOutput[]
      chunks = outputs.flatMap(({ output }) => output)
      const entry = chunks.find((item) => item.type === 'chunk' && item.isEntry)
      if (!entry) throw new Error('WalletConnect bundle has no entry chunk')
      return {
        define: {
          __WALLETCONNECT_BUNDLE__: JSON.stringify(
            `${WALLETCONNECT_DIR}/${entry.fileName}`,
          ),
        },
      }
    },
    generateBundle() {
      for (const item of chunks) {
        this.emitFile({
          type: 'asset',
          fileName: `${WALLETCONNECT_DIR}/${item.fileName}`,
          source: item.type === 'chunk' ? item.code : item.source,
        })
      }
    },
  }
}

/**
 * Marks a VITE_DEVNET build with `devnet-build.json`, so the proxy refuses to
 * serve it in front of anything but a loopback upstream
 * (server/isDevnetBuild.ts): its wallet signs with a public key.
 */
function devnetBuildMarker(): Plugin {
  let isDevnet = false
  return {
    name: 'devnet-build-marker',
    apply: 'build',
    configResolved(config) {
      isDevnet = config.env.VITE_DEVNET === 'true'
    },
    generateBundle() {
      if (!isDevnet) return
      this.emitFile({
        type: 'asset',
        fileName: 'devnet-build.json',
        source: JSON.stringify({ devnet: true, chainId: 31337 }),
      })
    },
  }
}

/**
 * Writes brotli and gzip copies beside every text file of the build, public
 * files included, once, at build time (scripts/precompressDirectory.ts); the
 * proxy (server/createStaticHandler.ts) serves them to clients that accept
 * them.
 */
function precompress(): Plugin {
  let outDir = ''
  let isWritten = true
  let hasFailed = false
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      isWritten = config.build.write
    },
    // closeBundle runs after a failed build too: with nothing written, the
    // build's own error is the one to report.
    buildEnd(error) {
      hasFailed = error !== undefined
    },
    async closeBundle() {
      if (isWritten && !hasFailed) await precompressDirectory(outDir)
    },
  }
}

/** The app's first-screen messages: found by startupChunk, the first part
 * of each catalogue for linguiPlugins (src/lib/i18n/loadMessages.ts). */
const firstScreen: FirstScreenMessages = { ids: null }

export default defineConfig({
  plugins: [
    stubWorkerThreads(),
    react(),
    linguiPlugins(firstScreen),
    sideEffectFreeBarrels(),
    refuseRetiredEnv(),
    walletConnectBundle(),
    devnetBuildMarker(),
    widgetBundle(),
    embedBundle(),
    // The dev server's embed.html (builds get it from embedBundle).
    inlineFirstPaintScript(),
    startupChunk({
      input: 'index.html',
      // What the app import()s as it starts, and the chunks compiled as
      // they arrive: scripts/chunks.ts.
      startModules: startupImportsOf('app'),
      eagerModules: compiledOnArrival,
      firstScreen,
    }),
    paintShellFirst(),
    deploymentPreload(),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The modulepreload links are hints: a browser without them (Safari
    // before 17) still loads every chunk, one import after the other.
    modulePreload: { polyfill: false },
    // Chunks are named by hash alone (scripts/startupChunk.ts,
    // lazyFileNames): the manifest says which module each holds.
    manifest: true,
    rollupOptions: {
      input: { main: 'index.html' },
      output: lazyFileNames,
      // The bundler's report of slow plugins (the precompression, on a busy
      // machine) is no problem of the build's: `npm start` prints what
      // needs attention only.
      checks: { pluginTimings: false },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
})
