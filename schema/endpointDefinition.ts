import type { z } from 'zod/mini'

/**
 * One row of the endpoint table (schema/endpoints.ts): where it lives, the
 * schemas of what goes in and out, and what the shared request budget
 * serves first. `cacheSeconds` is 0 for anything that must never be cached
 * (executable quotes, calldata, allowances, telemetry).
 */
export type EndpointDefinition = {
  method: 'GET' | 'POST'
  path: string
  query: z.ZodMiniType
  body?: z.ZodMiniType
  response: z.ZodMiniType
  priority: 'executable' | 'indicative'
  cacheSeconds: number
}

export type PathParams = { chainId?: number; address?: `0x${string}` }

/** Fills a path template (`/:chainId/tokens`); throws, naming `id`, when a
 * parameter is missing. */
export function fillPath(path: string, params: PathParams, id: string) {
  return path.replace(/:(chainId|address)/g, (_, name) => {
    const value = params[name as keyof PathParams]
    if (value === undefined) {
      throw new Error(`${id}: path parameter ${name} is required`)
    }
    return String(value)
  })
}
