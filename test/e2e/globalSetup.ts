import { startStack } from '../../scripts/startStack.ts'

// One local world for the browser tests, on ports of their own (never the
// ones `npm start` uses). Tests isolate chain state with snapshot/revert.
export const e2ePorts = { anvil: 28545, aggregator: 28788, proxy: 25173 }

export default async function globalSetup() {
  const stack = await startStack({
    ports: e2ePorts,
    outDir: 'node_modules/.tmp/e2e-dist',
    upstreamBudget: 100_000,
  })
  process.env.E2E_APP_URL = stack.appUrl
  process.env.E2E_RPC_URL = stack.devnet.rpcUrl
  process.env.E2E_AGGREGATOR_URL = stack.aggregatorUrl
  return () => stack.stop()
}
