// Where `npm start` and `npm run dev` send the proxy's JSON log: a file, so
// that the terminal keeps the guidance and shows only what needs attention.
// Every line goes to the file; warnings and errors (the upstream failing,
// Redis lost, an unhandled error) are also printed on stderr. `npm run
// proxy` alone keeps its JSON on stdout, as deployments collect it.
import { createWriteStream, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { LogSink } from '../server/createJsonLogger.ts'

/** The proxy's request log of the local world, from the project root. */
export const PROXY_LOG_FILE = '.devnet/logs/proxy.log'

export function createLogFileSink(path: string = PROXY_LOG_FILE) {
  mkdirSync(dirname(path), { recursive: true })
  // A new file per start: what it holds is this run's.
  const file = createWriteStream(path, { flags: 'w' })
  const sink: LogSink = (line) => {
    file.write(`${line}\n`)
    const { level } = JSON.parse(line) as { level?: string }
    if (level === 'warn' || level === 'error') {
      process.stderr.write(`proxy ${level}: ${line}\n`)
    }
  }
  return {
    sink,
    path,
    close: () => new Promise<void>((done) => file.end(done)),
  }
}
