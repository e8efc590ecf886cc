import type { Page } from '@playwright/test'
import { LOGO_FETCH_USER_AGENT } from '../../server/fetchLogo.ts'
import { type FaultyProxy, startFaultyProxy } from './fixtures/faultyProxy.ts'
import { openSwapPage, pickerDialog, tokenButton } from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * No logo host sees a visitor. The page is served by a proxy of its own
 * whose upstream is a logging HTTP server in front of the reference
 * service (test/harness/startFaultyUpstream.ts, forwarding everything):
 * the service writes its logo URLs from the Host it is asked on, so every
 * logo of the list points at that logging server, the host that would see
 * every visitor if the browser fetched logos itself. The logos show on the
 * page (each image loaded, naturalWidth > 0), and the logging server hears
 * the proxy's own logo fetches and nothing from the browser.
 */

let faulty: FaultyProxy

test.beforeEach(async () => {
  faulty = await startFaultyProxy()
})

test.afterEach(async () => {
  await faulty.close()
})

/** Every logo image in the open picker, once each has settled. */
async function readLogos(page: Page) {
  return page
    .getByRole('dialog', { name: 'Select a token to buy' })
    .locator('img.token-logo')
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({
        src: image.getAttribute('src') ?? '',
        isComplete: image.complete,
        naturalWidth: image.naturalWidth,
      })),
    )
}

test('behavior: logos show, fetched by the proxy; no request leaves the browser for the logo host', async ({
  page,
}) => {
  const logoOrigin = new URL(faulty.upstream.url).origin
  const browserRequests: string[] = []
  page.on('request', (request) => browserRequests.push(request.url()))

  await openSwapPage(page, faulty.url)
  await tokenButton(page, 'buy').click()
  await expect(pickerDialog(page, 'buy')).toBeVisible()

  await expect
    .poll(async () => {
      const logos = await readLogos(page)
      return (
        logos.length >= 3 &&
        logos.every(({ isComplete, naturalWidth }) =>
          isComplete ? naturalWidth > 0 : false,
        )
      )
    })
    .toBe(true)
  const logos = await readLogos(page)
  for (const logo of logos) {
    expect(logo.src).toMatch(/^\/api\/logos\/[A-Za-z0-9_-]{22}\/[\w-]+$/)
    expect(logo.naturalWidth, logo.src).toBeGreaterThan(0)
  }

  // The browser never asked the logo host; its logos came from its origin.
  expect(
    browserRequests.filter((url) => new URL(url).origin === logoOrigin),
  ).toEqual([])
  expect(browserRequests.some((url) => url.includes('/api/logos/'))).toBe(true)
  // The logo host heard the proxy fetch logos, each once, and nobody else.
  const heard = faulty.upstream.received
  const logoFetches = heard.filter(({ path }) => path.startsWith('/logos/'))
  // One fetch per distinct logo (the shortcuts repeat some rows' logos).
  expect(logoFetches.length).toBe(new Set(logos.map(({ src }) => src)).size)
  expect(
    logoFetches.filter(({ userAgent }) => userAgent !== LOGO_FETCH_USER_AGENT),
  ).toEqual([])
  expect(new Set(logoFetches.map(({ path }) => path)).size).toBe(
    logoFetches.length,
  )
  const browserAgent = await page.evaluate(() => navigator.userAgent)
  expect(heard.filter(({ userAgent }) => userAgent === browserAgent)).toEqual(
    [],
  )
})
