import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { createErrorBody } from '../../../schema/errorBody'
import type { ServiceError } from '../errors/ServiceError'

/** The spec's error body for `error`, stamped with the service's clock. */
export function sendError(c: Context, error: ServiceError, now: () => number) {
  return c.json(
    createErrorBody({
      statusCode: error.statusCode,
      message: error.message,
      path: c.req.path,
      now: new Date(now()),
    }),
    error.statusCode as ContentfulStatusCode,
    error.headers,
  )
}
