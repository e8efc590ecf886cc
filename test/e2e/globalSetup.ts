import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { startStack } from '../../scripts/startStack.ts'
import { getSharedBuild } from '../harness/buildProductionSpa.ts'

// One local world for the browser tests, on ports of their own (never the
// ones `npm start` uses). Tests isolate chain state with snapshot/revert.
export const e2ePorts = {
  anvil: 28545,
  anvilB: 28546,
  aggregator: 28788,
  relay: 28789,
  proxy: 25173,
  exampleHost: 25174,
}

// The proxy's request log (one JSON line per request: endpoint, cache
// outcome, upstream status, X-Request-Id) goes to a file rather than the test
// report; tests read it to see what reached the upstream.
const proxyLogPath = resolve('node_modules/.tmp/e2e-proxy.log')

export default async function globalSetup() {
  mkdirSync(dirname(proxyLogPath), { recursive: true })
  writeFileSync(proxyLogPath, '')
  // The devnet build every test's page is served from, whatever proxy
  // serves it (each says where it connects); built only when the sources
  // changed since the last run (test/harness/buildProductionSpa.ts).
  const outDir = await getSharedBuild('devnet')
  const stack = await startStack({
    ports: e2ePorts,
    outDir,
    isBuildSkipped: true,
    upstreamBudget: 100_000,
    proxyLog: (line) => appendFileSync(proxyLogPath, `${line}\n`),
  })
  process.env.E2E_APP_URL = stack.appUrl
  process.env.E2E_WIDGET_HOST_URL = stack.exampleHostUrl
  process.env.E2E_RPC_URL = stack.devnet.rpcUrl
  process.env.E2E_RPC_URL_B = stack.devnetB.rpcUrl
  // The stack proxy's RPC_URLS (`chainId=url,…`), for test proxies of the
  // same world.
  process.env.E2E_RPC_URLS = stack.deploymentEnv.RPC_URLS
  process.env.E2E_AGGREGATOR_URL = stack.aggregatorUrl
  process.env.E2E_RELAY_URL = stack.relayUrl
  process.env.E2E_PROXY_LOG = proxyLogPath
  // The built app, for tests that serve it from a proxy of their own (each
  // configures where it connects: RPC_URLS, WALLETCONNECT_*).
  process.env.E2E_STATIC_DIR = outDir
  return () => stack.stop()
}
