import type { z } from 'zod/mini'

/**
 * One row of the endpoint table (schema/endpoints.ts, which says what each
 * field means): where it lives, the schemas of what goes in and out,
 * whether the proxy forwards it, how the shared request budget treats it
 * and how long a cached copy counts as fresh.
 */
export type EndpointDefinition = {
  method: 'GET' | 'POST'
  path: string
  query: z.ZodMiniType
  body?: z.ZodMiniType
  response: z.ZodMiniType
  isForwarded: boolean
  priority: 'user' | 'report'
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
