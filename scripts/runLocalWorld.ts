// What `npm start` and `npm run dev` share: the environment read (with its
// warnings), the proxy's request log to a file, the guidance printed once
// the world is up, and Ctrl-C (or SIGTERM) stopping all of it.
import { createLogFileSink } from './createLogFileSink.ts'
import { readStartEnv } from './readStartEnv.ts'
import type { RunningStack } from './startStack.ts'
import { toGuidance } from './toGuidance.ts'

type StartOptions = Pick<
  ReturnType<typeof readStartEnv>,
  'upstreamBudget' | 'hostileTokenList'
> & {
  proxyEnv: Record<string, string>
  log: (line: string) => void
  proxyLog: ReturnType<typeof createLogFileSink>['sink']
}

export function runLocalWorld(
  start: (options: StartOptions) => Promise<RunningStack>,
  notes: readonly string[] = [],
) {
  const main = async () => {
    const startedAtMs = performance.now()
    const proxyLog = createLogFileSink()
    const { upstreamBudget, hostileTokenList, warnings } = readStartEnv(
      process.env,
    )
    for (const warning of warnings) console.warn(`warning: ${warning}`)
    const stack = await start({
      upstreamBudget,
      hostileTokenList,
      proxyEnv: process.env as Record<string, string>,
      log: (line) => console.log(line),
      proxyLog: proxyLog.sink,
    })
    console.log(
      toGuidance({
        stack,
        startedAtMs,
        proxyLogFile: proxyLog.path,
        notes: [...notes],
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
}
