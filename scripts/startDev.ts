// `npm run dev`: the local world of `npm start` (both devnets, the reference
// service, the relay, the proxy, the example partner page) with the app
// served by Vite's dev server instead of a build: edits reach the open page
// by hot module replacement, without a reload. The person opens the dev
// server (5173, where `npm start` serves the app); it passes /api and
// /healthz to the proxy, which serves the API only, on 5175. The pages keep
// the proxy's CSP and the deployment's preload (scripts/devServerHeaders.ts).
import { createServer } from 'vite'
import { type DevApi, devServerHeaders } from './devServerHeaders.ts'
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

export async function startDev({
  ports = defaultDevPorts,
  ...rest
}: StartDevParameters = {}): Promise<RunningStack> {
  // The devnet build's one build-time setting: the Devnet wallet.
  process.env.VITE_DEVNET = 'true'
  let startApi = (_api: DevApi) => {}
  const api = new Promise<DevApi>((resolve) => {
    startApi = resolve
  })
  // First, so that Vite pre-bundles the app's dependencies (≈ 10 s on a
  // first start) while the chains deploy; it serves nothing until then.
  const server = await createServer({
    logLevel: 'warn',
    clearScreen: false,
    plugins: [devServerHeaders({ api })],
    server: { host: '127.0.0.1', port: ports.dev, strictPort: true },
  })
  try {
    await server.listen()
    const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
    if (!url) throw new Error('the dev server reports no URL')
    return await startStack({
      ...rest,
      ports,
      // Nothing is built; the proxy serves no pages.
      outDir: DEVNET_OUT_DIR,
      appServer: async (world) => {
        startApi(world)
        return { url, close: () => server.close() }
      },
    })
  } catch (error) {
    await server.close()
    throw error
  }
}
