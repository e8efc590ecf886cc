import react from '@vitejs/plugin-react'
import { build, defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite'
import { embedBundle } from './scripts/embedBundle.ts'
import { widgetBundle } from './scripts/widgetBundle.ts'

const WALLETCONNECT_DIR = 'assets/walletconnect'
const WALLETCONNECT_ENTRY =
  'src/features/wallet/walletConnect/createWalletConnectConnector.ts'

/**
 * Builds the WalletConnect connector as a self-contained bundle next to the
 * app (only when VITE_WALLETCONNECT_PROJECT_ID is set), and defines
 * `__WALLETCONNECT_BUNDLE__`, its entry's path, for lazyConnectors.ts.
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
      const env = loadEnv(mode, config.envDir || root, 'VITE_')
      chunks = []
      if (!env.VITE_WALLETCONNECT_PROJECT_ID) return
      const result = await build({
        configFile: false,
        envDir: false,
        root,
        mode,
        logLevel: 'warn',
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

export default defineConfig({
  plugins: [react(), walletConnectBundle(), widgetBundle(), embedBundle()],
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: { main: 'index.html' },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
})
