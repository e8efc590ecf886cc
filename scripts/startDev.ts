// `npm run dev`: the local world of `npm start` (both devnets, the reference
// service, the relay, the proxy, the example partner page) with the app
// served by Vite's dev server instead of a build: edits reach the open page
// by hot module replacement, without a reload. The person opens the dev
// server (5173, where `npm start` serves the app); it passes /api and
// /healthz to the proxy, which serves the API only, on 5175. The pages keep
// the proxy's CSP and the deployment's preload (scripts/devServerHeaders.ts).
import { createServer } from 'vite'
import { devServerHeaders } from './devServerHeaders.ts'
import {
  DEVNET_OUT_DIR,
  defaultPorts,
  type RunningStack,
  type StackPorts,
  startStack,
} from './startStack.ts'

/** `npm run dev`'s ports: `npm start`'s, the proxy moved aside for Vite. */
export const defaultDevPorts: StackPorts & { dev: number } = {
  ...defaultPorts,
  proxy: 5175,
  dev: defaultPorts.proxy,
}

type StartDevParameters = {
  ports?: StackPorts & { dev: number }
  proxyEnv?: Record<string, string>
  log?: (line: string) => void
  /** Where the proxy's JSON request log goes; stdout unless given. */
  proxyLog?: (line: string) => void
  upstreamBudget?: number
  hostileTokenList?: boolean
}

export function startDev({
  ports = defaultDevPorts,
  ...rest
}: StartDevParameters = {}): Promise<RunningStack> {
  // The devnet build's one build-time setting: the Devnet wallet.
  process.env.VITE_DEVNET = 'true'
  return startStack({
    ...rest,
    ports,
    // Nothing is built; the proxy serves no pages.
    outDir: DEVNET_OUT_DIR,
    appServer: async ({ proxyUrl, config }) => {
      const host = '127.0.0.1'
      const server = await createServer({
        logLevel: 'warn',
        clearScreen: false,
        plugins: [devServerHeaders({ config })],
        server: {
          host,
          port: ports.dev,
          strictPort: true,
          proxy: {
            // The Host header is kept (no changeOrigin): the proxy sees the
            // page's own origin, as it does when it serves the pages.
            '/api': proxyUrl,
            '/healthz': proxyUrl,
          },
        },
      })
      await server.listen()
      const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
      if (!url) throw new Error('the dev server reports no URL')
      return { url, close: () => server.close() }
    },
  })
}
