import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A real HTTP server standing for the logo hosts that token lists name:
 * it answers each path with what the test put there and records every
 * request with its User-Agent, so a test can tell the proxy's own fetches
 * from anyone else's.
 */

/** A 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

export type LogoAnswer = {
  status?: number
  body?: Buffer | string
  headers?: Record<string, string>
  delayMs?: number
}

export type LogoServer = {
  url: string
  requests: { path: string; userAgent: string }[]
  answer: (path: string, answer: LogoAnswer) => void
  close: () => Promise<void>
}

export async function startLogoServer(): Promise<LogoServer> {
  const answers = new Map<string, LogoAnswer>()
  const requests: LogoServer['requests'] = []
  const server = createServer((request, response) => {
    const path = request.url ?? '/'
    requests.push({ path, userAgent: request.headers['user-agent'] ?? '' })
    const answer = answers.get(path) ?? { status: 404, body: '' }
    setTimeout(() => {
      if (response.destroyed) return
      response.writeHead(answer.status ?? 200, answer.headers ?? {})
      response.end(answer.body ?? '')
    }, answer.delayMs ?? 0)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (path, answer) => answers.set(path, answer),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
