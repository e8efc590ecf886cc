import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type AppDeps, createApp } from './app'
import type { Config } from './config'
import { createJsonLogger, stdoutSink } from './createJsonLogger'
import { connectRedisRateLimitStore } from './createRedisRateLimitStore'

/**
 * Binds the proxy to a port: the one place that listens. Used by main.ts and
 * by scripts (npm start, the benchmark, the load script) that need a live one.
 */

export type StartProxyParameters = Omit<AppDeps, 'config'> & {
  config: Config
}

export type StartProxyReturnType = {
  url: string
  port: number
  close: () => Promise<void>
}

export async function startProxy({
  config,
  ...deps
}: StartProxyParameters): Promise<StartProxyReturnType> {
  const logger = createJsonLogger(deps.log ?? stdoutSink, () =>
    (deps.clock ?? Date).now(),
  )
  const rateLimitStore =
    deps.rateLimitStore ??
    (config.redisUrl
      ? await connectRedisRateLimitStore(config.redisUrl, (error) =>
          logger.error('redis', { error: error.message.slice(0, 200) }),
        )
      : undefined)
  const app = createApp({ ...deps, config, rateLimitStore })
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
