// Test controls of the devnet service, for harnesses that run in another
// process than the one that started it (Playwright workers). Behind the API
// key like every endpoint, never rate limited; disabled with
// `isDevnetControlEnabled: false`. The production service has nothing alike.
// `POST /__devnet/rate-limit/reset` starts every client on a fresh window, so
// browser tests run on the spec's 20 per 60 s without waiting out a window.
import type { Hono } from 'hono'
import { z } from 'zod'
import { formatIssue } from '../../../schema/formatIssue'
import { operationalStatuses } from '../../../schema/partner'
import { ServiceError } from '../errors/ServiceError'
import type { AppServices } from '../services/AggregatorServices'
import type { AppEnv } from './AppEnv'
import type { RateLimiter } from './createRateLimiter'

type MountDevnetControlsParameters = {
  app: Hono<AppEnv>
  services: AppServices
  limiter: RateLimiter
}

const settingsPatchSchema = z.strictObject({
  txType: z.enum(['eip1559', 'legacy']).optional(),
  operationalStatus: z.enum(operationalStatuses).optional(),
  validForSeconds: z.number().int().min(1).max(3600).optional(),
  hostileTokenList: z.boolean().optional(),
})

export function mountDevnetControls({
  app,
  services,
  limiter,
}: MountDevnetControlsParameters) {
  app.get('/__devnet/settings', (c) => c.json(services.settings.get()))
  app.post('/__devnet/settings', async (c) => {
    const patch = settingsPatchSchema.safeParse(
      await c.req.json().catch(() => null),
    )
    if (!patch.success) {
      throw new ServiceError({
        statusCode: 400,
        message: formatIssue(patch.error.issues[0]),
      })
    }
    return c.json(services.settings.update(patch.data))
  })
  app.get('/__devnet/executions', (c) =>
    c.json({ reports: services.reports.list() }),
  )
  app.delete('/__devnet/executions', (c) => {
    services.reports.clear()
    return c.body(null, 204)
  })
  app.post('/__devnet/rate-limit/reset', (c) => {
    limiter.reset()
    return c.body(null, 204)
  })
}
