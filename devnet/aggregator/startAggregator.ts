import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { World } from '../world'
import {
  type AggregatorSettings,
  createAggregatorSettings,
} from './createAggregatorSettings'
import {
  type CreateAppParameters,
  type CreateAppReturnType,
  createApp,
} from './createApp'
import {
  createExecutionReportStore,
  type ExecutionReportStore,
} from './createExecutionReportStore'

type StartAggregatorParameters = Omit<
  CreateAppParameters,
  'client' | 'world' | 'settings' | 'reports'
> & {
  rpcUrl: string
  world: World
  /** 0 (default): a free port. */
  port?: number
  host?: string
  settings?: AggregatorSettings
  reports?: ExecutionReportStore
}

export type StartAggregatorReturnType = {
  /** e.g. http://127.0.0.1:8788, no trailing slash. */
  url: string
  port: number
  app: CreateAppReturnType
  client: PublicClient
  settings: AggregatorSettings
  reports: ExecutionReportStore
  stop: () => Promise<void>
}

/** Serves the reference service over HTTP (for the proxy, e2e, npm run devnet). */
export async function startAggregator({
  rpcUrl,
  world,
  port = 0,
  host = '127.0.0.1',
  settings = createAggregatorSettings(),
  reports = createExecutionReportStore(),
  ...options
}: StartAggregatorParameters): Promise<StartAggregatorReturnType> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const app = createApp({ ...options, client, world, settings, reports })
  const { server, address } = await new Promise<{
    server: ReturnType<typeof serve>
    address: AddressInfo
  }>((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port, hostname: host },
      (address) => resolve({ server, address }),
    )
    server.once('error', reject)
  })
  const url = `http://${host}:${address.port}`
  return {
    url,
    port: address.port,
    app,
    client,
    settings,
    reports,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
