import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite'
import { COMPRESSIBLE_EXTENSIONS } from './server/createStaticHandler'

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

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      return entry.isDirectory() ? listFiles(path) : [path]
    }),
  )
  return nested.flat()
}

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip -9) beside every text
 * file of the build, public files included, once, at build time; the proxy
 * (server/createStaticHandler.ts) serves them to clients that accept them.
 * A copy is kept only when smaller than the file, and gets the file's mtime
 * so the server knows it is current.
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = (await listFiles(outDir)).filter((file) =>
        COMPRESSIBLE_EXTENSIONS.includes(extname(file).toLowerCase()),
      )
      await Promise.all(
        files.map(async (file) => {
          const [source, info] = await Promise.all([readFile(file), stat(file)])
          const copies = [
            {
              path: `${file}.br`,
              body: await brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
                },
              }),
            },
            { path: `${file}.gz`, body: await gzipAsync(source, { level: 9 }) },
          ]
          for (const { path, body } of copies) {
            if (body.byteLength >= source.byteLength) continue
            await writeFile(path, body)
            await utimes(path, info.atime, info.mtime)
          }
        }),
      )
    },
  }
}

export default defineConfig({
  plugins: [react(), walletConnectBundle(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: { main: 'index.html' },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
})
