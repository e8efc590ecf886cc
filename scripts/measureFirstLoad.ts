import { gzipSync } from 'node:zlib'
import type { Browser, FrameLocator, Page, Request } from '@playwright/test'

/**
 * Loads a page in a fresh Chromium context (empty cache) and reports what the
 * browser really fetched: every script requested before the page was ready
 * (static imports, modulepreloads and start-up `import()`s alike), with its
 * gzip -9 size (the budget's unit, independent of what the server chose to
 * send), and the bytes on the wire (headers + encoded bodies) of everything
 * fetched until the network went quiet after that.
 */

export type FirstLoadScript = { url: string; gzipBytes: number }

export type MeasureFirstLoadReturnType = {
  scripts: FirstLoadScript[]
  /** Sum of the scripts' gzip -9 sizes. */
  initialJsGzipBytes: number
  /** Headers and encoded bodies of every response of the first load. */
  wireBytes: number
  requestCount: number
  /** Content-Encoding of each script response, e.g. { br: 20 }. */
  encodings: Record<string, number>
}

export type MeasureFirstLoadParameters = {
  browser: Browser
  url: string
  /** Resolves once the page can be used (e.g. the amount field enabled). */
  waitUntilReady: (page: Page) => Promise<void>
  /** How long the network must be quiet to call the first load done. */
  quietMs?: number
  /** Which scripts count (all by default), e.g. only an iframe's. */
  isCounted?: (request: Request) => boolean
}

/** Waits until the swap form's amount field takes input. */
export async function waitForAmountField(page: Page | FrameLocator) {
  const field = page.getByRole('textbox', { name: 'Amount to sell' })
  await field.waitFor({ state: 'visible', timeout: 30_000 })
  const deadline = Date.now() + 60_000
  while (!(await field.isEditable())) {
    if (Date.now() > deadline) throw new Error('the amount field stays locked')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * On the widget's example partner page (examples/widget-host): creates one
 * widget with no wallet, as a partner page does on load, and waits until
 * the frame's amount field takes input. Count only the frame's scripts with
 * `isCounted: isEmbedFrameRequest`.
 */
export async function waitForEmbeddedAmountField(page: Page) {
  // Evaluated in the page (examples/widget-host/host.js sets widgetHost).
  await page.waitForFunction('window.widgetHost !== undefined', undefined, {
    timeout: 30_000,
  })
  await page.evaluate('window.widgetHost.create({})')
  await waitForAmountField(page.frameLocator('iframe').first())
}

/** Whether a request was made by the widget's frame (embed.html). */
export function isEmbedFrameRequest(request: Request) {
  return new URL(request.frame().url()).pathname.endsWith('/embed.html')
}

export async function measureFirstLoad({
  browser,
  url,
  waitUntilReady,
  quietMs = 1000,
  isCounted = () => true,
}: MeasureFirstLoadParameters): Promise<MeasureFirstLoadReturnType> {
  const context = await browser.newContext()
  const page = await context.newPage()
  let isReady = false
  let lastActivity = Date.now()
  const beforeReady: Request[] = []
  const all: Request[] = []
  const settled: Promise<unknown>[] = []
  page.on('request', (request) => {
    lastActivity = Date.now()
    all.push(request)
    if (!isReady && request.resourceType() === 'script' && isCounted(request)) {
      beforeReady.push(request)
    }
    settled.push(
      request
        .response()
        .then((response) => response?.finished())
        .catch(() => null)
        .finally(() => {
          lastActivity = Date.now()
        }),
    )
  })
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  try {
    await page.goto(url)
    await waitUntilReady(page).catch((error: unknown) => {
      throw new Error(
        `${url} never became ready: ${String(error)}; page said: ${problems.join(' | ') || 'nothing'}`,
      )
    })
    isReady = true
    // Then until nothing was requested or answered for quietMs.
    while (Date.now() - lastActivity < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await Promise.all(settled)
    }
    const scripts: FirstLoadScript[] = []
    const encodings: Record<string, number> = {}
    for (const request of beforeReady) {
      const response = await request.response()
      if (!response) continue
      const body = await response.body()
      scripts.push({
        url: request.url(),
        gzipBytes: gzipSync(body, { level: 9 }).byteLength,
      })
      const headers = await response.allHeaders()
      const encoding = headers['content-encoding'] ?? 'identity'
      encodings[encoding] = (encodings[encoding] ?? 0) + 1
    }
    let wireBytes = 0
    for (const request of all) {
      const sizes = await request.sizes().catch(() => null)
      if (!sizes) continue
      wireBytes +=
        sizes.requestHeadersSize +
        sizes.requestBodySize +
        sizes.responseHeadersSize +
        sizes.responseBodySize
    }
    return {
      scripts,
      initialJsGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
      wireBytes,
      requestCount: all.length,
      encodings,
    }
  } finally {
    await context.close()
  }
}
