import { pino } from 'pino'

/**
 * One JSON object per line, written by pino: `time` (ISO 8601), `level`
 * (`info`, `warn`, `error`), `msg` and the caller's fields. Callers pass only
 * fields they chose (never headers, bodies or query strings), so the key and
 * users' addresses stay out. The time is the app's clock (a test freezes
 * it); each line goes to a sink (stdout in production, a file for
 * `npm start`, memory in tests).
 */

export type LogSink = (line: string) => void

export type LogFields = Record<
  string,
  string | number | boolean | null | undefined
>

export const stdoutSink: LogSink = (line) => {
  process.stdout.write(`${line}\n`)
}

export function createJsonLogger(sink: LogSink, now: () => number) {
  const logger = pino(
    {
      base: undefined,
      messageKey: 'msg',
      timestamp: () => `,"time":"${new Date(now()).toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
    },
    // pino writes each line whole, newline included, synchronously.
    { write: (line: string) => sink(line.replace(/\n$/, '')) },
  )
  return {
    info: (msg: string, fields: LogFields = {}) => logger.info(fields, msg),
    warn: (msg: string, fields: LogFields = {}) => logger.warn(fields, msg),
    error: (msg: string, fields: LogFields = {}) => logger.error(fields, msg),
  }
}
