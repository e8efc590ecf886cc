import type { Page } from '@playwright/test'
import { type Address, formatUnits, parseUnits } from 'viem'
import { formatTokenAmount } from '../../src/lib/format.ts'
import {
  amountField,
  amountReceived,
  connectTestWallet,
  findToken,
  type ListedToken,
  listTokens,
  openSwapPage,
  type PickTokenParameters,
  pick,
  pickToken,
  proxyLogSince,
  quoteDetails,
  recordQuoteRequests,
  referenceQuote,
  searchOf,
} from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * The live quote on the running devnet, reference aggregator and proxy: what
 * the page shows is the reference service's own figure for the same inputs,
 * and typing does not spam the upstream.
 */

// A person typing; well under the app's 400 ms debounce between keys.
const HUMAN_KEY_DELAY_MS = 120

// The page runs on Playwright's clock (running as usual until a test pauses
// it), so typing keeps its rhythm on the page's time however slowly this
// machine answers.
test.beforeEach(async ({ page }) => {
  await page.clock.install()
})

/**
 * One key, then exactly HUMAN_KEY_DELAY_MS of the page's time, with the
 * page's clock paused in between: a loaded machine cannot stretch a gap past
 * the debounce. The clock runs freely again afterwards.
 */
async function typeAmountLikeAPerson(page: Page, text: string) {
  const field = amountField(page)
  // Paused a little ahead of the page's now: pauseAt cannot go back, and the
  // page's time moves on while this call travels.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000)
  for (const key of text) {
    await field.pressSequentially(key)
    await page.clock.runFor(HUMAN_KEY_DELAY_MS)
  }
  await page.clock.resume()
}

/** The figure is for what is typed (not dimmed) and the refresh clock runs. */
async function waitForSettledQuote(page: Page) {
  await expect(page.getByText(/^Refreshes in /)).toBeVisible()
  await expect(amountReceived(page)).not.toHaveAttribute('aria-busy', 'true')
}

/**
 * A raw amount as the app prints it (the token's decimals, six significant
 * digits, cut, grouped), checked against viem's exact decimal so the
 * comparison does not rest on the app's formatter alone.
 */
function displayed(raw: string, decimals: number) {
  const text = formatTokenAmount(BigInt(raw), decimals)
  const exact = formatUnits(BigInt(raw), decimals)
  expect(
    exact.startsWith(text.replaceAll(',', '')),
    `${text} cuts ${exact}`,
  ).toBe(true)
  return text
}

/** Query values compared without regard to address case. */
const lowered = (query: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, value.toLowerCase()]),
  )

async function slippageShown(page: Page) {
  const name = await page
    .getByRole('button', { name: /^Settings / })
    .textContent()
  const percent = /Settings\s*([\d.]+)%/.exec(name ?? '')?.[1]
  if (!percent) throw new Error(`no slippage in "${name}"`)
  return percent
}

type Pair = { sell: PickTokenParameters; buy: PickTokenParameters }

async function tokensOf({ sell, buy }: Pair) {
  const tokens = await listTokens()
  return {
    src: findToken(tokens, sell.symbol),
    dst: findToken(tokens, buy.symbol),
  }
}

/** Partner quote inputs for the connected test wallet, as the app sends them. */
function partnerQuery(
  src: ListedToken,
  dst: ListedToken,
  amountText: string,
  payer: Address,
  slippage: string,
) {
  return {
    src: src.address,
    dst: dst.address,
    amount: parseUnits(amountText, src.decimals).toString(),
    payer,
    recipient: payer,
    slippage,
  }
}

test.describe('live quote with the test wallet connected', () => {
  test('behavior: USDC → WETH shows the reference service’s partner quote figure', async ({
    page,
    wallet,
  }) => {
    const pair = { sell: pick.USDC, buy: pick.WETH }
    const { src, dst } = await tokensOf(pair)
    await openSwapPage(page)
    await connectTestWallet(page, wallet.account.address)
    await pickToken(page, 'sell', pair.sell)
    await pickToken(page, 'buy', pair.buy)
    const requests = recordQuoteRequests(page)

    const amountText = '1234.56789'
    await typeAmountLikeAPerson(page, amountText)
    await waitForSettledQuote(page)

    const query = partnerQuery(
      src,
      dst,
      amountText,
      wallet.account.address,
      await slippageShown(page),
    )
    expect(requests.partner.map(searchOf).map(lowered)).toEqual([
      lowered(query),
    ])
    expect(requests.swap).toEqual([])

    const reference = await referenceQuote('partner', query)
    await expect(amountReceived(page)).toHaveText(
      displayed(reference.dstAmount, dst.decimals),
    )
    const details = quoteDetails(page)
    await expect(details).toContainText('Executable')
    await expect(details).toContainText(
      `Priced at block ${reference.quotedAtBlock}, `,
    )
    if (!reference.minAmountOut) throw new Error('no minAmountOut')
    await expect(details).toContainText(
      `${displayed(reference.minAmountOut, dst.decimals)} WETH set in the transaction`,
    )
  })

  test('behavior: UNI → DAI, a two-hop pair, shows the reference figure at the slippage chosen in settings', async ({
    page,
    wallet,
  }) => {
    const pair = { sell: pick.UNI, buy: pick.DAI }
    const { src, dst } = await tokensOf(pair)
    const amountText = '2500.5'

    // The pair has no pool of its own: every route the service finds goes
    // through at least one other token.
    const indicative = await referenceQuote('swap', {
      src: src.address,
      dst: dst.address,
      amount: parseUnits(amountText, src.decimals).toString(),
      includeRoutes: 'true',
    })
    const paths = (indicative.routes ?? []).map((route) =>
      route.path.map((token) => token.symbol).join('→'),
    )
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) expect(path.split('→').length).toBeGreaterThan(2)

    await openSwapPage(page)
    await connectTestWallet(page, wallet.account.address)
    await page.getByRole('button', { name: /^Settings / }).click()
    const settings = page.getByRole('dialog', { name: 'Settings' })
    await settings.getByRole('radio', { name: '1%', exact: true }).check()
    await settings.getByRole('button', { name: 'Done' }).click()
    await expect(settings).toBeHidden()
    expect(await slippageShown(page)).toBe('1')

    await pickToken(page, 'sell', pair.sell)
    await pickToken(page, 'buy', pair.buy)
    const requests = recordQuoteRequests(page)
    await typeAmountLikeAPerson(page, amountText)
    await waitForSettledQuote(page)

    const query = partnerQuery(
      src,
      dst,
      amountText,
      wallet.account.address,
      '1',
    )
    expect(requests.partner.map(searchOf).map(lowered)).toEqual([
      lowered(query),
    ])
    const reference = await referenceQuote('partner', query)
    await expect(amountReceived(page)).toHaveText(
      displayed(reference.dstAmount, dst.decimals),
    )
    if (!reference.minAmountOut) throw new Error('no minAmountOut')
    await expect(quoteDetails(page)).toContainText(
      `${displayed(reference.minAmountOut, dst.decimals)} DAI`,
    )
  })

  test('behavior: typing a 10-character amount at human speed causes exactly one upstream quote request', async ({
    page,
    wallet,
  }) => {
    await openSwapPage(page)
    await connectTestWallet(page, wallet.account.address)
    await pickToken(page, 'sell', pick.UNI)
    await pickToken(page, 'buy', pick.DAI)
    const requests = recordQuoteRequests(page)
    const upstreamLog = proxyLogSince()

    const amountText = '1234.56789'
    expect(amountText).toHaveLength(10)
    await typeAmountLikeAPerson(page, amountText)
    await waitForSettledQuote(page)

    // One browser request, for the whole amount, never an intermediate one.
    // The proxy never caches quote routes (cacheSeconds 0) and merges only
    // identical requests in flight at the same moment, so browser requests
    // are upstream requests here; the two checks below confirm it.
    expect(requests.partner).toHaveLength(1)
    expect(requests.swap).toHaveLength(0)
    const [request] = requests.partner
    if (!request) throw new Error('no quote request')
    expect(searchOf(request).amount).toBe(parseUnits(amountText, 18).toString())
    // The proxy forwarded it (no cache, nothing merged)…
    const response = await request.response()
    const headers = response?.headers() ?? {}
    expect(headers['x-cache']).toBe('bypass')
    // …and its log shows exactly one upstream quote call, this one.
    expect(
      upstreamLog().filter((line) => line.endpoint === 'partnerQuote'),
    ).toEqual([
      expect.objectContaining({
        requestId: headers['x-request-id'],
        cache: 'bypass',
        upstreamStatus: 200,
      }),
    ])
  })
})

test('behavior: without a wallet the indicative /swap/v1 quote is asked and its figure shown', async ({
  page,
}) => {
  const pair = { sell: pick.USDC, buy: pick.WETH }
  const { src, dst } = await tokensOf(pair)
  await openSwapPage(page)
  await pickToken(page, 'sell', pair.sell)
  await pickToken(page, 'buy', pair.buy)
  const requests = recordQuoteRequests(page)

  const amountText = '500.25'
  await typeAmountLikeAPerson(page, amountText)
  await waitForSettledQuote(page)

  expect(requests.partner).toEqual([])
  expect(requests.swap).toHaveLength(1)
  const [request] = requests.swap
  if (!request) throw new Error('no quote request')
  const query = {
    src: src.address,
    dst: dst.address,
    amount: parseUnits(amountText, src.decimals).toString(),
  }
  expect(lowered(searchOf(request))).toMatchObject(lowered(query))
  expect(searchOf(request)).not.toHaveProperty('payer')

  const reference = await referenceQuote('swap', query)
  await expect(amountReceived(page)).toHaveText(
    displayed(reference.dstAmount, dst.decimals),
  )
  await expect(quoteDetails(page)).toContainText('Indicative')
})
