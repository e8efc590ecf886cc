// Serves the reference aggregator against already deployed devnet worlds,
// Devnet A and (unless DEVNET_B_RPC_URL is empty) Devnet B (normally
// `npm run devnet` starts all). Settings come from the environment: see
// readAggregatorEnv.ts.
import { world, worldB } from '../world'
import { readAggregatorEnv } from './readAggregatorEnv'
import { startAggregator } from './startAggregator'
import { createAggregatorSettings } from './state/createAggregatorSettings'

const env = readAggregatorEnv()
for (const warning of env.warnings) console.warn(`warning: ${warning}`)
const aggregator = await startAggregator({
  chains: [
    { rpcUrl: env.rpcUrl, world },
    ...(env.rpcUrlB ? [{ rpcUrl: env.rpcUrlB, world: worldB }] : []),
  ],
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
console.log(
  `aggregator listening on ${aggregator.url} (rpc ${[env.rpcUrl, env.rpcUrlB].filter(Boolean).join(', ')})`,
)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    aggregator.stop().finally(() => process.exit(0))
  })
}
