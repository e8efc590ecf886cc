import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The client's IP from the socket. Forwarded-for headers are not trusted:
 * anyone could rotate them to dodge the limit. In-process requests
 * (`app.request`) have no socket and share one key.
 */
export function getClientKey(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'in-process'
  }
}
