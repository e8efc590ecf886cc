// `npm run dev`: `npm start`'s local world with the app on Vite's dev server
// (hot module replacement): scripts/startDev.ts. Ctrl-C stops all.

import { createLogFileSink } from './createLogFileSink.ts'
import { readStartEnv } from './readStartEnv.ts'
import { startDev } from './startDev.ts'
import { toGuidance } from './toGuidance.ts'

async function main() {
  const startedAtMs = performance.now()
  const proxyLog = createLogFileSink()
  const { upstreamBudget, hostileTokenList, warnings } = readStartEnv(
    process.env,
  )
  for (const warning of warnings) console.warn(`warning: ${warning}`)
  const stack = await startDev({
    upstreamBudget,
    proxyEnv: process.env as Record<string, string>,
    log: (line) => console.log(line),
    proxyLog: proxyLog.sink,
    hostileTokenList,
  })
  console.log(
    toGuidance({
      stack,
      startedAtMs,
      proxyLogFile: proxyLog.path,
      notes: ['Edits under src/ reach the open page without a reload.'],
    }),
  )
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
