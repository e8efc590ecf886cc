import { afterAll, beforeAll, expect, test } from 'vitest'
import { endpoints } from '../../schema/endpoints'
import { type RunningDevnet, startDevnet } from '../startDevnet'
import { DEFAULT_API_KEY } from './createApp'
import { type RunningAggregator, startAggregator } from './startAggregator'

let devnet: RunningDevnet
let aggregator: RunningAggregator

beforeAll(async () => {
  devnet = await startDevnet()
  aggregator = await startAggregator({
    rpcUrl: devnet.rpcUrl,
    world: devnet.world,
    rateLimit: { limit: 3, windowMs: 60_000 },
  })
})
afterAll(async () => {
  await aggregator?.stop()
  await devnet?.stop()
})

test('behavior: serves over HTTP on a free port, limited per client IP', async () => {
  expect(aggregator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  const send = () =>
    fetch(`${aggregator.url}/partner/v1/chains`, {
      headers: { apikey: DEFAULT_API_KEY },
    })
  const first = await send()
  expect(first.status).toBe(200)
  const [chain] = endpoints.chains.response.parse(await first.json())
  // absolute URLs are built from the request's origin
  expect(chain?.explorerUrl).toBe(`${aggregator.url}/explorer/31337`)
  expect((await send()).status).toBe(200)
  expect((await send()).status).toBe(200)
  const refused = await send()
  expect(refused.status).toBe(429)
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
})

test('behavior: settings and reports are shared with the caller', async () => {
  aggregator.settings.update({ operationalStatus: 'DISABLED' })
  const [chain] = endpoints.chains.response.parse(
    await (
      await aggregator.app.request('/partner/v1/chains', {
        headers: { apikey: DEFAULT_API_KEY },
      })
    ).json(),
  )
  expect(chain?.operationalStatus).toBe('DISABLED')
  expect(aggregator.reports.list()).toEqual([])
})
