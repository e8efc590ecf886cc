// Serves the reference aggregator against an already deployed devnet world
// (normally `npm run devnet` starts both). Settings come from the environment:
// see readAggregatorEnv.ts.
import { world } from '../world'
import { createAggregatorSettings } from './createAggregatorSettings'
import { readAggregatorEnv } from './readAggregatorEnv'
import { startAggregator } from './startAggregator'

const env = readAggregatorEnv()
const aggregator = await startAggregator({
  rpcUrl: env.rpcUrl,
  world,
  port: env.port,
  host: env.host,
  apiKeys: env.apiKeys,
  rateLimit: env.rateLimit,
  syntheticTokenCount: env.syntheticTokenCount,
  publicBaseUrl: env.publicBaseUrl,
  settings: createAggregatorSettings({
    txType: env.txType,
    hostileTokenList: env.hostileTokenList,
  }),
  onError: (error) => console.error(error),
})
console.log(`aggregator listening on ${aggregator.url} (rpc ${env.rpcUrl})`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    aggregator.stop().finally(() => process.exit(0))
  })
}
