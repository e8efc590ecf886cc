import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createLogFileSink } from './createLogFileSink'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createLogFileSink', () => {
  test('behavior: every line goes to the file; only warnings and errors reach the terminal', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'proxy-log-')), 'a/proxy.log')
    const stderr = vi
      .spyOn(process.stderr, 'write')
      .mockImplementation(() => true)
    const log = createLogFileSink(path)
    const lines = [
      { level: 'info', msg: 'request', path: '/api/deployment' },
      { level: 'warn', msg: 'upstream refused the partner key' },
      { level: 'error', msg: 'unhandled error' },
    ].map((line) => JSON.stringify(line))
    for (const line of lines) log.sink(line)
    await log.close()
    expect(readFileSync(path, 'utf8')).toBe(`${lines.join('\n')}\n`)
    expect(stderr.mock.calls.map(([text]) => text)).toEqual([
      `proxy warn: ${lines[1]}\n`,
      `proxy error: ${lines[2]}\n`,
    ])
  })
})
