import { createHash } from 'node:crypto'
import type { Page, Response } from '@playwright/test'
import {
  amountField,
  connectTestWallet,
  openSwapPage,
  pick,
  pickToken,
  quoteDetails,
} from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * What the browser gets from the real proxy: a strict CSP on the document,
 * never the partner key (the proxy adds it upstream only), and a page that
 * runs a whole quote without tripping its own CSP or logging an error.
 */

const PARTNER_KEY = 'devnet-key'

function parseCsp(header: string) {
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  )
}

/** Connect, pick USDC → WETH, type an amount, wait for the live quote. */
async function runAQuote(page: Page, address: `0x${string}`) {
  await openSwapPage(page)
  await pickToken(page, 'sell', pick.USDC)
  await pickToken(page, 'buy', pick.WETH)
  await amountField(page).fill('250')
  await expect(quoteDetails(page)).toContainText('Indicative')
  await connectTestWallet(page, address)
  await expect(quoteDetails(page)).toContainText('Executable')
  await expect(page.getByText(/^Refreshes in /)).toBeVisible()
}

test('behavior: the document carries a CSP without unsafe-inline or unsafe-eval that forbids framing', async ({
  page,
}) => {
  const response = await page.goto('/')
  if (!response) throw new Error('no document response')
  const header = response.headers()['content-security-policy']
  if (!header) throw new Error('the document has no Content-Security-Policy')
  expect(header).not.toContain('unsafe-inline')
  expect(header).not.toContain('unsafe-eval')
  const csp = parseCsp(header)
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  const body = await response.text()
  // Scripts: files of its own, and the page's one inline script (the
  // shell's words in the visitor's language, scripts/shellWords.ts) by the
  // hash of its exact text.
  const inlineScripts = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  expect(inlineScripts).toHaveLength(1)
  const scriptHash = createHash('sha256')
    .update(inlineScripts[0]?.[1] ?? '')
    .digest('base64')
  expect(csp.get('script-src')).toEqual(["'self'", `'sha256-${scriptHash}'`])
  // Styles: files of its own, and the page's one inline stylesheet (the
  // shell's CSS, inlined by the build) by the hash of its exact text.
  const inlineStyles = [...body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css = '']) => css,
  )
  expect(inlineStyles).toHaveLength(1)
  const hash = createHash('sha256')
    .update(inlineStyles[0] ?? '')
    .digest('base64')
  expect(csp.get('style-src')).toEqual(["'self'", `'sha256-${hash}'`])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('base-uri')).toEqual(["'none'"])
  expect(response.headers()['x-frame-options']).toBe('DENY')
  // The browser applied it: the shell's layout, not the unstyled page.
  await expect(page.locator('.app-shell')).toHaveCSS('display', 'flex')
})

test('behavior: no response the page receives contains the partner API key', async ({
  page,
  wallet,
}) => {
  const finished: Promise<{ url: string; text: string }>[] = []
  const textTypes =
    /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/
  const read = async (response: Response) => {
    const headers = await response.allHeaders()
    const parts = [
      response.url(),
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ]
    if (textTypes.test(headers['content-type'] ?? '')) {
      parts.push(await response.text())
    }
    return { url: response.url(), text: parts.join('\n') }
  }
  page.on('requestfinished', (request) => {
    finished.push(
      request
        .response()
        .then((response) =>
          response ? read(response) : { url: request.url(), text: '' },
        ),
    )
  })

  await runAQuote(page, wallet.account.address)
  // The picker's logos and lookups too.
  await pickToken(page, 'buy', pick.DAI)
  await expect(quoteDetails(page)).toContainText('DAI')

  const responses = await Promise.all(finished)
  const paths = responses.map(({ url }) => new URL(url).pathname)
  // Not a vacuous pass: the document, the bundle, the API and logos were read.
  expect(paths).toContain('/')
  expect(paths.some((path) => path.endsWith('.js'))).toBe(true)
  expect(paths).toContain('/api/partner/v1/chains')
  expect(paths).toContain('/api/swap/v1/31337/quote')
  expect(paths).toContain('/api/partner/v1/31337/quote')
  expect(paths.some((path) => path.startsWith('/api/logos/'))).toBe(true)
  expect(
    responses
      .filter(({ text }) => text.includes(PARTNER_KEY))
      .map(({ url }) => url),
  ).toEqual([])
})

test('behavior: a quote runs with no CSP violation and no console error', async ({
  page,
  wallet,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      )
    })
  })
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`))

  await runAQuote(page, wallet.account.address)
  await pickToken(page, 'buy', pick.DAI)
  await expect(quoteDetails(page)).toContainText('DAI')

  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  )
  expect(violations).toEqual([])
  expect(problems).toEqual([])
})
