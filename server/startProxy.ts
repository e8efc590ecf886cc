import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type AppDeps, createApp } from './app'
import { type Config, ConfigError } from './config'
import { connectRedisStores } from './connectRedisStores'
import { createJsonLogger, stdoutSink } from './createJsonLogger'
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
  const shared =
    config.redisUrl && !deps.rateLimitStore
      ? await connectRedisStores(config.redisUrl, (error) =>
          logger.error('redis', { error: error.message.slice(0, 200) }),
        )
      : undefined
  const rateLimitStore = deps.rateLimitStore ?? shared?.rateLimitStore
  const app = createApp({
    ...deps,
    config,
    rateLimitStore,
    responseCache: deps.responseCache ?? shared?.responseCache,
    quoteRegistry: deps.quoteRegistry ?? shared?.quoteRegistry,
  })
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
      await rateLimitStore?.close()
    },
  }
}
