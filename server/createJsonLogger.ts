/**
 * One JSON object per line. Callers pass only fields they chose (never
 * headers, bodies or query strings), so the key and users' addresses stay out.
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
  const write = (
    level: 'info' | 'warn' | 'error',
    msg: string,
    fields: LogFields,
  ) => {
    sink(
      JSON.stringify({
        time: new Date(now()).toISOString(),
        level,
        msg,
        ...fields,
      }),
    )
  }
  return {
    info: (msg: string, fields: LogFields = {}) => write('info', msg, fields),
    warn: (msg: string, fields: LogFields = {}) => write('warn', msg, fields),
    error: (msg: string, fields: LogFields = {}) => write('error', msg, fields),
  }
}
