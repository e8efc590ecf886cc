import type { Context } from 'hono'

/** What the guards put on a request for the endpoints after them. */
export type AppEnv = { Variables: { partnerId: string } }
export type AppContext = Context<AppEnv>
