// The whole local world in one process: two anvils with their worlds
// deployed (Devnet A, chain 31337, and Devnet B, chain 31338, whose router
// the app cannot decode), the reference aggregator serving both, the local
// WalletConnect relay, the SPA built for the devnet (the one build with the
// Devnet wallet), and the integrator proxy serving the app and /api on one
// origin, configured with both nodes and the relay (the app reads them from
// /api/deployment at run time). `npm start` runs it on the default ports;
// the browser tests run it on their own.
import { build } from 'vite'
import { startAggregator } from '../devnet/aggregator/startAggregator.ts'
import { createAggregatorSettings } from '../devnet/aggregator/state/createAggregatorSettings.ts'
import { type RunningDevnet, startDevnet } from '../devnet/startDevnet.ts'
import {
  DEVNET_WALLETCONNECT_PROJECT_ID,
  startRelay,
} from '../devnet/walletconnect/startRelay.ts'
import { worldB } from '../devnet/world.ts'
import { type Config, parseConfig } from '../server/config.ts'
import type { LogSink } from '../server/createJsonLogger.ts'
import { startProxy } from '../server/startProxy.ts'
import { type ExampleHostConfig, startExampleHost } from './startExampleHost.ts'

/** Where `npm start` builds the devnet SPA: its own folder, never `dist`. */
export const DEVNET_OUT_DIR = 'dist-devnet'

export type StackPorts = {
  /** Devnet A (chain 31337). */
  anvil: number
  /** Devnet B (chain 31338). */
  anvilB: number
  aggregator: number
  relay: number
  proxy: number
  /** The widget's example partner page, on an origin of its own. */
  exampleHost: number
}

export const defaultPorts: StackPorts = {
  anvil: 8545,
  anvilB: 8546,
  aggregator: 8788,
  relay: 8789,
  proxy: 5173,
  exampleHost: 5174,
}

type StartStackParameters = {
  ports?: StackPorts
  /** Where the built SPA goes; built afresh unless `isBuildSkipped`. */
  outDir: string
  isBuildSkipped?: boolean
  /** Upstream requests per minute for the proxy and the reference service
   * alike; the real service allows 20 per IP (the default). */
  upstreamBudget?: number
  /** Proxy env (CORS_ORIGINS, WIDGET_PARTNER_ORIGINS…); the stack's own
   * upstream, port, static dir, RPC and budget win over it. */
  proxyEnv?: Record<string, string>
  log?: (line: string) => void
  /** Where the proxy's JSON request log goes; stdout unless given. */
  proxyLog?: LogSink
  /** Listed-only tokens the reference service adds (picker at scale). */
  syntheticTokenCount?: number
  /** The reference service serves the hostile token list from the start. */
  hostileTokenList?: boolean
  /** Served by the example partner page's origin at /pages/ (the browser
   * tests' own pages beside it). */
  exampleHostPagesDir?: string
  /** Serves the app instead of the proxy (`npm run dev`: Vite's dev server,
   * scripts/startDev.ts), given the proxy, which then serves the API only.
   * Nothing is built then. */
  appServer?: (api: { proxyUrl: string; config: Config }) => Promise<AppServer>
}

/** A server of the app's pages other than the proxy. */
export type AppServer = { url: string; close: () => Promise<void> }

export type RunningStack = {
  appUrl: string
  exampleHostUrl: string
  aggregatorUrl: string
  /** The local WalletConnect relay, ws://127.0.0.1:PORT. */
  relayUrl: string
  /** The proxy's deployment settings (RPC_URLS, WALLETCONNECT_*), for
   * other proxies serving the same world. */
  deploymentEnv: Record<string, string>
  /** Devnet A (chain 31337). */
  devnet: RunningDevnet
  /** Devnet B (chain 31338): PackedRouter, no ABI the app knows. */
  devnetB: RunningDevnet
  stop: () => Promise<void>
}

/** `chainId=url,…`, as the proxy's RPC_URLS reads it. */
export function toRpcUrlsEnv(rpcUrls: Readonly<Record<number, string>>) {
  return Object.entries(rpcUrls)
    .map(([chainId, url]) => `${chainId}=${url}`)
    .join(',')
}

/** The devnet build: the production build plus the Devnet wallet. Where it
 * connects is the proxy's to say (deploymentEnv). */
export async function buildApp({ outDir }: { outDir: string }) {
  process.env.VITE_DEVNET = 'true'
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
  hostileTokenList = false,
  exampleHostPagesDir,
  appServer,
}: StartStackParameters): Promise<RunningStack> {
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => {})
  }
  try {
    // Both chains start and deploy in parallel; whichever started is
    // stopped if the other fails.
    const [startedA, startedB] = await Promise.allSettled([
      startDevnet({ port: ports.anvil }),
      startDevnet({ port: ports.anvilB, world: worldB }),
    ])
    for (const started of [startedA, startedB]) {
      if (started.status === 'fulfilled') {
        stops.push(() => started.value.stop())
      }
    }
    if (startedA.status === 'rejected') throw startedA.reason
    if (startedB.status === 'rejected') throw startedB.reason
    const devnet = startedA.value
    const devnetB = startedB.value
    const rpcUrls = {
      [devnet.chainId]: devnet.rpcUrl,
      [devnetB.chainId]: devnetB.rpcUrl,
    }
    log(`anvil       ${devnet.rpcUrl} (chain ${devnet.chainId}, Devnet)`)
    log(`anvil       ${devnetB.rpcUrl} (chain ${devnetB.chainId}, Devnet B)`)

    const aggregator = await startAggregator({
      chains: [
        { rpcUrl: devnet.rpcUrl, world: devnet.world },
        { rpcUrl: devnetB.rpcUrl, world: devnetB.world },
      ],
      port: ports.aggregator,
      // The same number the proxy keeps the product under: the spec's 20 per
      // 60 s by default, so what production meets is what the devnet does.
      // (A stack given a larger budget, e.g. the browser tests until they
      // run on 20, raises it with the proxy's.)
      rateLimit: { limit: upstreamBudget, windowMs: 60_000 },
      syntheticTokenCount,
      settings: createAggregatorSettings({ hostileTokenList }),
    })
    stops.push(() => aggregator.stop())
    log(`aggregator  ${aggregator.url} (apikey devnet-key)`)

    const relay = await startRelay({ port: ports.relay })
    stops.push(() => relay.stop())
    log(
      `relay       ${relay.url} (WalletConnect, project id ${DEVNET_WALLETCONNECT_PROJECT_ID})`,
    )

    // One `chainId=url` per node of the local world.
    const deploymentEnv = {
      RPC_URLS: toRpcUrlsEnv(rpcUrls),
      WALLETCONNECT_PROJECT_ID: DEVNET_WALLETCONNECT_PROJECT_ID,
      WALLETCONNECT_RELAY_URL: relay.url,
    }

    if (!isBuildSkipped && !appServer) {
      await buildApp({ outDir })
      log(`app built   ${outDir}`)
    }

    // The example partner page is allowlisted for the widget (devnet only),
    // and so is the configurator it serves beside it: the same origin.
    // It starts first so that its origin is known with a free port (0); its
    // config names the proxy once that is listening.
    const exampleHostConfig: ExampleHostConfig = {
      widgetOrigin: '',
      devnet: {
        rpcUrl: devnet.rpcUrl,
        chainId: devnet.chainId,
        account: devnet.world.seededAccounts[0] ?? '',
        accounts: [...devnet.world.seededAccounts],
        tokens: Object.fromEntries(
          Object.entries(devnet.world.tokens).map(([key, token]) => [
            key,
            token.address,
          ]),
        ),
      },
    }
    const exampleHost = await startExampleHost({
      port: ports.exampleHost,
      config: exampleHostConfig,
      pagesDir: exampleHostPagesDir,
    })
    stops.push(() => exampleHost.close())

    const partners = [proxyEnv.WIDGET_PARTNER_ORIGINS, exampleHost.url]
    const config = parseConfig({
      ...proxyEnv,
      WIDGET_PARTNER_ORIGINS: partners.filter(Boolean).join(','),
      UPSTREAM_URL: aggregator.url,
      AGGREGATOR_API_KEY: 'devnet-key',
      PORT: String(ports.proxy),
      HOST: '127.0.0.1',
      STATIC_DIR: outDir,
      ...deploymentEnv,
      UPSTREAM_BUDGET: String(upstreamBudget),
    })
    const proxy = await startProxy({ config, log: proxyLog })
    stops.push(() => proxy.close())
    log(`proxy       ${proxy.url}`)
    const app = appServer
      ? await appServer({ proxyUrl: proxy.url, config })
      : undefined
    if (app) {
      stops.push(() => app.close())
      log(`dev server  ${app.url}`)
    }
    const appUrl = app?.url ?? proxy.url
    exampleHostConfig.widgetOrigin = appUrl
    log(`widget host ${exampleHost.url}`)

    return {
      appUrl,
      exampleHostUrl: exampleHost.url,
      aggregatorUrl: aggregator.url,
      relayUrl: relay.url,
      deploymentEnv,
      devnet,
      devnetB,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
