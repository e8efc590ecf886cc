import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type AppDeps, createApp } from './app'
import { checkRpcChainIds } from './checkRpcChainIds'
import { type Config, ConfigError } from './config'
import { connectRedisStores } from './connectRedisStores'
import { createJsonLogger, stdoutSink } from './createJsonLogger'
import { createStoreFailover } from './createStoreFailover'
import { systemTimers } from './createUpstreamScheduler'
import { isDevnetBuild } from './isDevnetBuild'

/**
 * Binds the proxy to a port: the one place that listens. Used by main.ts and
 * by scripts (npm start, the benchmark, the load script) that need a live one.
 */

type StartProxyParameters = Omit<AppDeps, 'config'> & {
  config: Config
}

export type RunningProxy = {
  url: string
  port: number
  close: () => Promise<void>
}

export async function startProxy({
  config,
  ...deps
}: StartProxyParameters): Promise<RunningProxy> {
  const logger = createJsonLogger(deps.log ?? stdoutSink, () =>
    (deps.clock ?? Date).now(),
  )
  // A devnet build carries a wallet with a public key: it may only ever talk
  // to the local reference aggregator and devnet.
  const staticDir = deps.staticDir ?? config.staticDir
  if (!config.isLocalUpstream && isDevnetBuild(staticDir)) {
    throw new ConfigError([
      `STATIC_DIR: ${staticDir} holds a devnet build (VITE_DEVNET=true), which is served only with a loopback UPSTREAM_URL; build without VITE_DEVNET for ${config.upstreamUrl}`,
    ])
  }
  // Each RPC URL served to browsers must be the chain it is listed for.
  const rpcReport = await checkRpcChainIds({
    rpcUrls: config.deployment.rpcUrls,
    sources: config.rpcUrlSources,
  })
  if (rpcReport.mismatches.length > 0) {
    throw new ConfigError(rpcReport.mismatches)
  }
  for (const message of rpcReport.unanswered) {
    logger.warn('RPC node did not answer its chain id at start-up', {
      problem: message,
    })
  }
  // Redis's own errors (each reconnect attempt while it is away) are not
  // logged one by one: the failover logs each change of mode, with the
  // error that caused it.
  const shared =
    config.redisUrl && !deps.rateLimitStore && !deps.failover
      ? await connectRedisStores(config.redisUrl)
      : undefined
  const failover =
    deps.failover ??
    (shared &&
      createStoreFailover({
        shared,
        now: () => (deps.clock ?? Date).now(),
        timers: deps.clock?.setTimer
          ? { setTimer: deps.clock.setTimer }
          : systemTimers,
        logger,
        budget: config.upstreamBudget,
        windowMs: config.upstreamBudgetWindowSeconds * 1000,
        localShare: config.upstreamBudgetLocalShare,
      }))
  await failover?.start()
  const rateLimitStore = deps.rateLimitStore
  const app = createApp({ ...deps, config, failover })
  const server = serve({
    fetch: app.fetch,
    hostname: config.host,
    port: config.port,
  })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  return {
    url: `http://${host}:${port}`,
    port,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      await (rateLimitStore ?? failover)?.close()
    },
  }
}
