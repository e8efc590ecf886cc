// What `npm start` and `npm run dev` read from the environment besides the
// proxy's own variables (passed on whole): the budget, the reference
// service's hostile token list, and the variables renamed in this release
// that are still set (one warning line each).
import { readAggregatorEnv } from '../devnet/aggregator/readAggregatorEnv.ts'
import { findRenamedProxyEnv } from '../server/config.ts'

export function readStartEnv(env: Record<string, string | undefined>) {
  const aggregatorEnv = readAggregatorEnv(env)
  return {
    // The proxy's own defaults, as production runs them: 20 upstream calls
    // per 60 s, shared fairly, no per-client ceiling (a lone local user may
    // use it all). UPSTREAM_BUDGET changes the proxy's budget and the
    // reference service's limit together.
    upstreamBudget: env.UPSTREAM_BUDGET
      ? Number(env.UPSTREAM_BUDGET)
      : undefined,
    // The hostile token list (devnet/aggregator/tokens/toHostileTokens.ts).
    hostileTokenList: aggregatorEnv.hostileTokenList,
    warnings: [...findRenamedProxyEnv(env), ...aggregatorEnv.warnings],
  }
}
