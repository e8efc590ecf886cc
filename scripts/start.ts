// `npm start`: the complete local world on the default ports — Devnet A's
// anvil (8545, chain 31337), Devnet B's (8546, chain 31338), the reference
// aggregator serving both (8788), the local WalletConnect relay (8789), and
// the app with its integrator proxy on one origin (5173) — then prints how
// to connect. Ctrl-C stops all.

import { createLogFileSink } from './createLogFileSink.ts'
import { readStartEnv } from './readStartEnv.ts'
import { DEVNET_OUT_DIR, startStack } from './startStack.ts'
import { toGuidance } from './toGuidance.ts'

async function main() {
  const startedAtMs = performance.now()
  const proxyLog = createLogFileSink()
  const { upstreamBudget, hostileTokenList, warnings } = readStartEnv(
    process.env,
  )
  for (const warning of warnings) console.warn(`warning: ${warning}`)
  const stack = await startStack({
    // Never `dist`: a devnet build (its wallet signs with a public key) must
    // not be what a production deployment picks up.
    outDir: DEVNET_OUT_DIR,
    upstreamBudget,
    proxyEnv: process.env as Record<string, string>,
    log: (line) => console.log(line),
    proxyLog: proxyLog.sink,
    hostileTokenList,
  })
  console.log(toGuidance({ stack, startedAtMs, proxyLogFile: proxyLog.path }))
  let isStopping = false
  const stop = async () => {
    if (isStopping) return
    isStopping = true
    await stack.stop()
    await proxyLog.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
