import type { Input, Output } from '../packages/swap-widget/src/protocol/lite'

/** A problem either kind of schema reports (zod's carry a code too). */
export type ContractIssue = {
  path: PropertyKey[]
  message: string
  code?: string
}

/**
 * A schema of either kind the table holds: zod's (most rows) or the
 * parser kit's (the rows the first screen reads: readEndpoints.ts). Both
 * answer `safeParse` with the same shape.
 */
export type ContractSchema = {
  safeParse(input: unknown):
    | { success: true; data: unknown }
    | {
        success: false
        error: {
          message: string
          issues: readonly ContractIssue[]
        }
      }
}

/** What a contract schema gives. */
export type SchemaOutput<S> = S extends { _zod: { output: infer O } }
  ? O
  : Output<S>
/** What a contract schema takes. */
export type SchemaInput<S> = S extends { _zod: { input: infer I } }
  ? I
  : Input<S>

/**
 * One row of the endpoint table (schema/endpoints.ts, which says what each
 * field means): where it lives, the schemas of what goes in and out,
 * whether the proxy forwards it, how the shared request budget treats it
 * and how long a cached copy counts as fresh.
 */
export type EndpointDefinition = {
  method: 'GET' | 'POST'
  path: string
  query: ContractSchema
  body?: ContractSchema
  response: ContractSchema
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
