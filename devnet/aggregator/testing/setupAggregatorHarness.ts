import { erc20Abi, maxUint256 } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import {
  type EndpointId,
  type EndpointResponse,
  endpoints,
} from '../../../schema/endpoints'
import type { DevAccountIndex } from '../../devAccounts'
import { type RunningDevnet, startDevnet } from '../../startDevnet'
import { world as devnetA, type World } from '../../world'
import {
  type AggregatorApp,
  type CreateAppOptions,
  createApp,
  DEFAULT_API_KEY,
} from '../createApp'
import {
  type AggregatorSettings,
  createAggregatorSettings,
} from '../state/createAggregatorSettings'
import {
  createExecutionReportStore,
  type ExecutionReportStore,
} from '../state/createExecutionReportStore'

export type AggregatorHarness = {
  /** The first world's chain. */
  devnet: RunningDevnet
  /** Every served chain, in the order of `worlds`. */
  devnets: readonly RunningDevnet[]
  app: AggregatorApp
  settings: AggregatorSettings
  reports: ExecutionReportStore
  /** Moves the app's clock (not the chain's). */
  clock: { now: () => number; set: (ms: number) => void; reset: () => void }
  /** GET (or any method) with the default key; JSON body and response. */
  call: (
    path: string,
    init?: RequestInit,
  ) => Promise<{ status: number; body: unknown; headers: Headers }>
  /** Calls an endpoint and parses its answer with the contract's row. */
  callEndpoint: <id extends EndpointId>(
    id: id,
    path: string,
  ) => Promise<EndpointResponse<id>>
  /** Approves the router for every token from a dev account (first chain
   * unless another devnet is given). */
  approveAll: (
    account: DevAccountIndex,
    devnet?: RunningDevnet,
  ) => Promise<void>
}

type SetupAggregatorHarnessParameters = Partial<
  Omit<CreateAppOptions, 'clock'>
> & {
  /** The local chains to serve, each on its own anvil: Devnet A unless
   * told otherwise (`[worldB]`, `[world, worldB]`). */
  worlds?: readonly [World, ...World[]]
}

/**
 * One devnet per world per test file with the service in-process on them;
 * chain state is reverted after every test. Read the harness only inside
 * tests or hooks.
 */
export function setupAggregatorHarness({
  worlds = [devnetA],
  ...options
}: SetupAggregatorHarnessParameters = {}): AggregatorHarness {
  let offsetMs: number | null = null
  const clock = {
    now: () => offsetMs ?? Date.now(),
    set: (ms: number) => {
      offsetMs = ms
    },
    reset: () => {
      offsetMs = null
    },
  }
  const harness = { clock } as AggregatorHarness
  let snapshotIds: `0x${string}`[] = []

  beforeAll(async () => {
    const devnets = await Promise.all(
      worlds.map((world) => startDevnet({ world })),
    )
    const [devnet, ...others] = devnets
    if (!devnet) throw new Error('the harness needs a world')
    const settings = options.settings ?? createAggregatorSettings()
    const reports = options.reports ?? createExecutionReportStore()
    const app = createApp({
      rateLimit: { limit: 1_000_000, windowMs: 60_000 },
      onError: (error) => console.error(error),
      ...options,
      settings,
      reports,
      chains: [
        { client: devnet.publicClient, world: devnet.world },
        ...others.map((other) => ({
          client: other.publicClient,
          world: other.world,
        })),
      ],
      clock,
    })
    Object.assign(harness, {
      devnet,
      devnets,
      app,
      settings,
      reports,
      async call(path: string, init: RequestInit = {}) {
        const response = await app.request(path, {
          ...init,
          headers: { apikey: DEFAULT_API_KEY, ...init.headers },
        })
        const text = await response.text()
        let body: unknown = text
        try {
          body = JSON.parse(text)
        } catch {
          // not JSON (logos, pages)
        }
        return { status: response.status, body, headers: response.headers }
      },
      callEndpoint: (async (id: EndpointId, path: string) => {
        const { status, body } = await harness.call(path)
        if (status >= 300) {
          throw new Error(`${path} answered ${status}: ${JSON.stringify(body)}`)
        }
        return endpoints[id].response.parse(body)
      }) as AggregatorHarness['callEndpoint'],
      async approveAll(account: DevAccountIndex, on = devnet) {
        const wallet = on.walletClientFor(account)
        for (const token of Object.values(on.world.tokens)) {
          const hash = await wallet.writeContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'approve',
            args: [on.world.contracts.router, maxUint256],
          })
          await on.publicClient.waitForTransactionReceipt({ hash })
        }
      },
    } satisfies Partial<AggregatorHarness>)
  })
  afterAll(async () => {
    await Promise.all((harness.devnets ?? []).map((devnet) => devnet.stop()))
  })
  beforeEach(async () => {
    snapshotIds = await Promise.all(
      harness.devnets.map((devnet) => devnet.snapshot()),
    )
  })
  afterEach(async () => {
    clock.reset()
    harness.settings.update({
      txType: 'eip1559',
      operationalStatus: 'ACTIVE',
      validForSeconds: 30,
      hostileTokenList: false,
    })
    harness.reports.clear()
    await Promise.all(
      snapshotIds.map((id, index) => harness.devnets[index]?.revert(id)),
    )
    snapshotIds = []
  })
  return harness
}

export function queryString(params: Record<string, string | undefined>) {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, value)
  }
  return search.toString()
}
