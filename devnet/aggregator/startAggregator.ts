import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { World } from '../world'
import {
  type AggregatorApp,
  type CreateAppOptions,
  createApp,
} from './createApp'
import {
  type AggregatorSettings,
  createAggregatorSettings,
} from './state/createAggregatorSettings'
import {
  createExecutionReportStore,
  type ExecutionReportStore,
} from './state/createExecutionReportStore'

/** A chain to serve: its node's RPC URL and the world deployed on it. */
type ServedRpcChain = { rpcUrl: string; world: World }

type StartAggregatorParameters = Omit<
  CreateAppOptions,
  'settings' | 'reports'
> &
  // One chain, or several (Devnet A and B) served by one service.
  (
    | ServedRpcChain
    | { chains: readonly [ServedRpcChain, ...ServedRpcChain[]] }
  ) & {
    /** 0 (default): a free port. */
    port?: number
    host?: string
    settings?: AggregatorSettings
    reports?: ExecutionReportStore
  }

export type RunningAggregator = {
  /** e.g. http://127.0.0.1:8788, no trailing slash. */
  url: string
  port: number
  app: AggregatorApp
  /** The first chain's client. */
  client: PublicClient
  settings: AggregatorSettings
  reports: ExecutionReportStore
  stop: () => Promise<void>
}

/** Serves the reference service over HTTP (for the proxy, e2e, npm run devnet). */
export async function startAggregator(
  parameters: StartAggregatorParameters,
): Promise<RunningAggregator> {
  const {
    port = 0,
    host = '127.0.0.1',
    settings = createAggregatorSettings(),
    reports = createExecutionReportStore(),
    ...options
  } = parameters
  const [first, ...rest] = (
    'chains' in options ? options.chains : [options]
  ).map(({ rpcUrl, world }) => ({
    client: createPublicClient({ transport: http(rpcUrl) }),
    world,
  }))
  if (!first) throw new Error('startAggregator needs a chain to serve')
  // `chains` names what is served; the options' rpcUrl/world are not read.
  const app = createApp({
    ...options,
    chains: [first, ...rest],
    settings,
    reports,
  })
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
    client: first.client,
    settings,
    reports,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
