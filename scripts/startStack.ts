// The whole local world in one process: anvil with the devnet deployed, the
// reference aggregator, the SPA built for the devnet, and the integrator proxy
// serving the app and /api on one origin. `npm start` runs it on the default
// ports; the browser tests run it on their own.
import { build } from 'vite'
import { startAggregator } from '../devnet/aggregator/startAggregator.ts'
import {
  type StartDevnetReturnType,
  startDevnet,
} from '../devnet/startDevnet.ts'
import { parseConfig } from '../server/config.ts'
import type { LogSink } from '../server/createJsonLogger.ts'
import { startProxy } from '../server/startProxy.ts'

export type StackPorts = { anvil: number; aggregator: number; proxy: number }

export const defaultPorts: StackPorts = {
  anvil: 8545,
  aggregator: 8788,
  proxy: 5173,
}

export type StartStackParameters = {
  ports?: StackPorts
  /** Where the built SPA goes; built afresh unless `isBuildSkipped`. */
  outDir: string
  isBuildSkipped?: boolean
  /** Upstream requests per minute; the real service allows 20 per IP. */
  upstreamBudget?: number
  /** Proxy env (CORS_ORIGINS, WIDGET_PARTNER_ORIGINS…); the stack's own
   * upstream, port, static dir, RPC and budget win over it. */
  proxyEnv?: Record<string, string>
  log?: (line: string) => void
  /** Where the proxy's JSON request log goes; stdout unless given. */
  proxyLog?: LogSink
  /** Listed-only tokens the reference service adds (picker at scale). */
  syntheticTokenCount?: number
}

export type StartStackReturnType = {
  appUrl: string
  aggregatorUrl: string
  devnet: StartDevnetReturnType
  stop: () => Promise<void>
}

export async function buildApp({
  outDir,
  rpcUrl,
}: {
  outDir: string
  rpcUrl: string
}) {
  process.env.VITE_DEVNET = 'true'
  process.env.VITE_RPC_URLS = `31337=${rpcUrl}`
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } })
}

export async function startStack({
  ports = defaultPorts,
  outDir,
  isBuildSkipped = false,
  upstreamBudget = 20,
  proxyEnv = {},
  log = () => {},
  proxyLog,
  syntheticTokenCount,
}: StartStackParameters): Promise<StartStackReturnType> {
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => {})
  }
  try {
    const devnet = await startDevnet({ port: ports.anvil })
    stops.push(() => devnet.stop())
    log(`anvil       ${devnet.rpcUrl} (chain ${devnet.chainId})`)

    const aggregator = await startAggregator({
      rpcUrl: devnet.rpcUrl,
      world: devnet.world,
      port: ports.aggregator,
      // The proxy keeps the product inside the budget; the reference service
      // sees one client (the proxy) and must not be the tighter limit.
      rateLimit: { limit: Math.max(upstreamBudget, 20), windowMs: 60_000 },
      syntheticTokenCount,
    })
    stops.push(() => aggregator.stop())
    log(`aggregator  ${aggregator.url} (apikey devnet-key)`)

    if (!isBuildSkipped) {
      await buildApp({ outDir, rpcUrl: devnet.rpcUrl })
      log(`app built   ${outDir}`)
    }

    const proxy = await startProxy({
      config: parseConfig({
        ...proxyEnv,
        UPSTREAM_URL: aggregator.url,
        AGGREGATOR_API_KEY: 'devnet-key',
        PORT: String(ports.proxy),
        HOST: '127.0.0.1',
        STATIC_DIR: outDir,
        RPC_URLS: devnet.rpcUrl,
        UPSTREAM_BUDGET: String(upstreamBudget),
      }),
      log: proxyLog,
    })
    stops.push(() => proxy.close())
    log(`proxy       ${proxy.url}`)

    return {
      appUrl: proxy.url,
      aggregatorUrl: aggregator.url,
      devnet,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
