import { gzipSync } from 'node:zlib'
import type {
  Browser,
  FrameLocator,
  Locator,
  Page,
  Request,
} from '@playwright/test'

/**
 * Loads a page in a fresh Chromium context (empty cache) and reports what the
 * browser really fetched: every script requested before the page was ready
 * (static imports, modulepreloads and start-up `import()`s alike; "ready" is
 * the instant its amount field first took input, noted by the page itself),
 * with its
 * gzip -9 size (the budget's unit, independent of what the server chose to
 * send), and the bytes on the wire (headers + encoded bodies) of everything
 * fetched until the network went quiet after that.
 *
 * With `frameUrlPattern` (a page embedding a widget), only requests made by
 * frames whose URL matches are counted; those of the other frames (the host
 * page's own) are reported apart, in `others`.
 */

export type FirstLoadScript = {
  url: string
  gzipBytes: number
  /** Content-Encoding the server chose, 'identity' when none. */
  encoding: string
}

export type FirstLoadRequests = {
  scripts: FirstLoadScript[]
  /** Sum of the scripts' gzip -9 sizes. */
  initialJsGzipBytes: number
  /** Headers and encoded bodies of every response of the first load. */
  wireBytes: number
  requestCount: number
  /** Content-Encoding of each script response, e.g. { br: 20 }. */
  encodings: Record<string, number>
}

export type FirstLoad = FirstLoadRequests & {
  /** From navigation start until waitUntilReady resolved. */
  readyMs: number
  /** The other frames' requests, when frameUrlPattern is given. */
  others: FirstLoadRequests | null
}

export type MeasureFirstLoadParameters = {
  browser: Browser
  url: string
  /** Resolves once the page can be used (e.g. the amount field enabled). */
  waitUntilReady: (page: Page) => Promise<void>
  /** Counts only the requests of frames whose URL matches. */
  frameUrlPattern?: RegExp
  /** How long the network must be quiet to call the first load done. */
  quietMs?: number
  /** The browser's language (navigator.languages), e.g. 'de-DE': the page
   * speaks it, its first-screen messages load with it. */
  locale?: string
}

/** The amount to sell, in any language (its label is translated). */
const AMOUNT_FIELD = 'input.amount-input'

/**
 * Runs in every frame before its own scripts and notes, as wall-clock ms,
 * when the frame's amount field first takes input (enabled, not read-only:
 * what Playwright's isEditable checks). Requests the page starts after that
 * instant are not its start-up, however soon Playwright's next poll notices
 * the field (the picker's code, loaded once the page is idle, would
 * otherwise count when that idle moment comes before the poll).
 */
const NOTE_READY_AT = `(() => {
  const isReady = () =>
    Array.from(document.querySelectorAll(${JSON.stringify(AMOUNT_FIELD)})).some(
      (input) => input.matches(':enabled') && !input.readOnly,
    )
  const observer = new MutationObserver(() => {
    if (!isReady()) return
    window.__amountFieldReadyAt = performance.timeOrigin + performance.now()
    observer.disconnect()
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true })
})()`

async function waitUntilEditable(field: Locator, page: Page) {
  await field.waitFor({ state: 'visible', timeout: 30_000 })
  const deadline = Date.now() + 60_000
  while (!(await field.isEditable())) {
    if (Date.now() > deadline) throw new Error('the amount field stays locked')
    await page.waitForTimeout(20)
  }
}

const amountField = (scope: Page | FrameLocator) =>
  scope.locator(AMOUNT_FIELD).first()

/** Waits until the swap form's amount field takes input. */
export function waitForAmountField(page: Page) {
  return waitUntilEditable(amountField(page), page)
}

/** The widget's frame on a partner page (iframe from /widget.js). */
export const widgetFrame = (page: Page) =>
  page.frameLocator('iframe[src*="/embed.html"]')

/** Waits until the amount field inside the widget's frame takes input. */
export function waitForWidgetAmountField(page: Page) {
  return waitUntilEditable(amountField(widgetFrame(page)), page)
}

async function summarize(
  beforeReady: Request[],
  all: Request[],
): Promise<FirstLoadRequests> {
  const scripts: FirstLoadScript[] = []
  const encodings: Record<string, number> = {}
  for (const request of beforeReady) {
    const response = await request.response()
    if (!response) continue
    const body = await response.body()
    const headers = await response.allHeaders()
    const encoding = headers['content-encoding'] ?? 'identity'
    scripts.push({
      url: request.url(),
      gzipBytes: gzipSync(body, { level: 9 }).byteLength,
      encoding,
    })
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
}

export async function measureFirstLoad({
  browser,
  url,
  waitUntilReady,
  frameUrlPattern,
  quietMs = 1000,
  locale,
}: MeasureFirstLoadParameters): Promise<FirstLoad> {
  const context = await browser.newContext(locale ? { locale } : {})
  const page = await context.newPage()
  await page.addInitScript(NOTE_READY_AT)
  let lastActivity = Date.now()
  const seen: Request[] = []
  const settled: Promise<unknown>[] = []
  page.on('request', (request) => {
    lastActivity = Date.now()
    seen.push(request)
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
    const startedAt = Date.now()
    await page.goto(url)
    await waitUntilReady(page).catch((error: unknown) => {
      throw new Error(
        `${url} never became ready: ${String(error)}; page said: ${problems.join(' | ') || 'nothing'}`,
      )
    })
    const readyMs = Date.now() - startedAt
    // The frame whose field was waited for: the widget's, or the page's.
    const readyFrame =
      page.frames().find((frame) => frameUrlPattern?.test(frame.url())) ??
      page.mainFrame()
    const notedReadyAt = await readyFrame.evaluate<number | undefined>(
      'window.__amountFieldReadyAt',
    )
    // Without the page's note, the moment Playwright saw the field.
    const readyAt = notedReadyAt ?? Date.now()
    const isStartUpScript = (request: Request) =>
      request.resourceType() === 'script' &&
      request.timing().startTime <= readyAt
    // Then until nothing was requested or answered for quietMs.
    while (Date.now() - lastActivity < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await Promise.all(settled)
    }
    // A frame's URL is read now: at request time it may not have committed.
    const isCounted = (request: Request) => {
      if (!frameUrlPattern) return true
      try {
        return frameUrlPattern.test(request.frame().url())
      } catch {
        return false
      }
    }
    const counted = seen.filter(isCounted)
    const rest = seen.filter((request) => !isCounted(request))
    const split = async (requests: Request[]) =>
      summarize(requests.filter(isStartUpScript), requests)
    return {
      ...(await split(counted)),
      readyMs,
      others: frameUrlPattern ? await split(rest) : null,
    }
  } finally {
    await context.close()
  }
}
