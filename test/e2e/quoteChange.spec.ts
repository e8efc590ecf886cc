import type { Page } from '@playwright/test'
import type { Address } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../schema/constants.ts'
import { formatTokenAmount } from '../../src/lib/format.ts'
import { movePool, type PoolChain } from './fixtures/movePool.ts'
import {
  balanceOf,
  clickMain,
  mainButton,
  swapProgress,
} from './fixtures/swapFlow.ts'
import {
  amountReceived,
  connectTestWallet,
  DEVNET_B_CHAIN_ID,
  DEVNET_CHAIN_ID,
  findToken,
  listTokens,
  quoteDetails,
  tokenButton,
} from './fixtures/swapPage.ts'
import { env, expect, test } from './fixtures/test.ts'
import type { TestWallet } from './fixtures/testWallet.ts'

/**
 * The pool moves between the quote the person saw and the one fetched to
 * sign: another account's large swap lands in between (every answer
 * honest), and the quote on screen must be fetched again before signing,
 * because an approval was confirmed in between or because it expired while
 * the person read it. The new figures are what the card shows, nothing
 * reaches the wallet until the person accepts them, and once accepted the
 * swap completes paying at least the accepted quote's minimum. On Devnet A
 * (Router, calldata decoded) and on Devnet B (PackedRouter, nothing
 * decoded). A changed quote left unaccepted until it expires too is not
 * the measure of the next one: the person is asked again.
 */

/**
 * Another account sells this much ETH for USDC in between: the 5 ETH quote
 * falls about 2.5 %, far beyond what may pass silently (0.25 % at the
 * default slippage) yet short of the price impact that asks for its own
 * confirmation (5 %), so the acceptance alone holds the wallet back.
 */
const POOL_MOVE_ETH = '8'

type PartnerQuote = {
  dstAmount: string
  minAmountOut: string
  blockNumber: string
}

const chains = {
  A: { chainId: DEVNET_CHAIN_ID, name: 'Devnet', rpcUrl: 'E2E_RPC_URL' },
  B: { chainId: DEVNET_B_CHAIN_ID, name: 'Devnet B', rpcUrl: 'E2E_RPC_URL_B' },
} as const

/** Every executable quote the page received on this chain, in order. */
function recordPartnerQuotes(page: Page, chainId: number) {
  const quotes: PartnerQuote[] = []
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url())
    if (pathname !== `/api/partner/v1/${chainId}/quote`) return
    if (response.status() !== 200) return
    quotes.push((await response.json()) as PartnerQuote)
  })
  return quotes
}

/** The chain mines at once: every step is on screen within 10 s. */
const press = (page: Page, name: string) =>
  clickMain(page, name, { timeout: 10_000 })

const usdcText = (wei: string) => `${formatTokenAmount(BigInt(wei), 6)} USDC`

const sent = (requests: string[]) =>
  requests.filter((method) => method === 'eth_sendTransaction')

/** The card shows `quote`'s figures, and only those. */
async function expectCardShows(page: Page, quote: PartnerQuote) {
  await expect(amountReceived(page)).toHaveText(
    formatTokenAmount(BigInt(quote.dstAmount), 6),
  )
  const details = quoteDetails(page)
  await expect(details).toContainText(
    `Minimum received${usdcText(quote.minAmountOut)}`,
  )
  await expect(details).toContainText(`block ${quote.blockNumber}`)
}

type Trigger = 'approval' | 'expiry'

/**
 * Opens 5 (W)ETH → USDC on the chain, the wallet following, and presses
 * Review; returns the quote on screen and every executable quote to come.
 */
async function reviewSwap(
  page: Page,
  wallet: TestWallet,
  chain: PoolChain,
  trigger: Trigger,
) {
  const { chainId } = chains[chain]
  const tokens = await listTokens(chainId)
  const usdc = findToken(tokens, 'USDC')
  const sell: Address =
    trigger === 'approval'
      ? findToken(tokens, 'WETH').address
      : NATIVE_TOKEN_ADDRESS
  const quotes = recordPartnerQuotes(page, chainId)
  if (trigger === 'expiry') await page.clock.install()
  await page.goto(`/?chain=${chainId}&from=${sell}&to=${usdc.address}&amount=5`)
  await expect(tokenButton(page, 'buy')).toHaveAccessibleName(
    'Token to buy: USDC',
  )
  await connectTestWallet(page, wallet.account.address)
  if (chain === 'B') {
    await page
      .getByRole('alert')
      .filter({ hasText: 'Wrong network' })
      .getByRole('button', { name: 'Switch to Devnet B' })
      .click()
  }
  const isApproval = trigger === 'approval'
  // The first press goes on to the wallet: the approval is held there
  // (released once the pool has moved); without one the test wallet
  // refuses the swap, so the flow waits for the person with this quote
  // (on B it waits first to accept simulation-only swaps).
  if (isApproval) wallet.hold()
  else if (chain === 'A') wallet.decideNext('reject')
  await press(page, isApproval ? 'Approve WETH, then swap' : 'Swap')
  await expect(mainButton(page)).toHaveText(
    isApproval
      ? 'Confirm the approval in your wallet'
      : chain === 'A'
        ? 'Swap'
        : 'Accept for this network',
    { timeout: 10_000 },
  )
  // On A the button reads "Swap" before the press as after the refusal:
  // wait for the refusal itself, or the pool could move while the press
  // is still on its way to the wallet (its checks would then fail).
  if (chain === 'A' && !isApproval) {
    await expect(
      page.getByText(
        'You cancelled the swap in your wallet. Nothing was sent.',
      ),
    ).toBeVisible({ timeout: 10_000 })
  }
  await expect.poll(() => quotes.length).toBeGreaterThan(0)
  const shown = quotes.at(-1) as PartnerQuote
  await expectCardShows(page, shown)
  return { usdc: usdc.address, quotes, shown }
}

/** The next executable quote the page receives. */
async function nextQuote(quotes: PartnerQuote[], count: number) {
  await expect.poll(() => quotes.length).toBe(count + 1)
  return quotes.at(-1) as PartnerQuote
}

/** The card asks the person to accept `fresh` in place of `accepted`. */
async function expectAcceptanceAsked(
  page: Page,
  accepted: PartnerQuote,
  fresh: PartnerQuote,
) {
  await expect(mainButton(page)).toHaveText('Accept the new quote', {
    timeout: 10_000,
  })
  await expect(
    page.getByText(
      `Quote changed: you now receive ${usdcText(fresh.dstAmount)} instead of ${usdcText(accepted.dstAmount)}.`,
    ),
  ).toBeVisible()
  await expect(swapProgress(page)).toContainText(
    `Previous quote${usdcText(accepted.dstAmount)}New quote${usdcText(fresh.dstAmount)}`,
  )
  await expectCardShows(page, fresh)
}

for (const chain of ['A', 'B'] as const satisfies PoolChain[]) {
  const { name, rpcUrl } = chains[chain]
  for (const trigger of ['approval', 'expiry'] as const) {
    const sells = trigger === 'approval' ? 'WETH' : 'ETH'
    const when = trigger === 'approval' ? 'after the approval' : 'it expired'
    test(`behavior: on ${name}, ${sells} → USDC with the pool moved before the quote is fetched again (${when}): the new figures are shown, the wallet waits for the person to accept them, then the swap pays at least their minimum`, async ({
      page,
      wallet,
    }) => {
      const me = wallet.account.address
      const { usdc, quotes, shown } = await reviewSwap(
        page,
        wallet,
        chain,
        trigger,
      )
      const shownCount = quotes.length
      // The approval, or on A the swap request the wallet refused.
      const expectedSent = trigger === 'approval' || chain === 'A' ? 1 : 0

      await movePool(usdc, POOL_MOVE_ETH, chain)
      if (trigger === 'approval') {
        wallet.release()
      } else {
        // The person reads for a minute: the quote on screen expires.
        await page.clock.fastForward('01:00')
      }
      const fresh = await nextQuote(quotes, shownCount)
      expect(BigInt(fresh.dstAmount)).toBeLessThan(BigInt(shown.dstAmount))
      await expectAcceptanceAsked(page, shown, fresh)
      expect(sent(wallet.requests)).toHaveLength(expectedSent)

      const before = await balanceOf(usdc, me, env(rpcUrl))
      await press(page, 'Accept the new quote')
      await press(page, 'Swap')
      // On B the wallet cannot batch: cleared by simulation alone, accepted
      // once for the chain before the wallet is asked.
      if (chain === 'B') await press(page, 'Accept for this network')
      await expect(
        swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
      ).toBeVisible({ timeout: 10_000 })
      expect(sent(wallet.requests)).toHaveLength(expectedSent + 1)
      const received = (await balanceOf(usdc, me, env(rpcUrl))) - before
      expect(received).toBeGreaterThanOrEqual(BigInt(fresh.minAmountOut))
      // Nothing moved the pool after the acceptance: the quote exactly.
      expect(received).toBe(BigInt(fresh.dstAmount))
    })
  }
}

test('behavior: on Devnet B, a changed quote left unaccepted until it expires too: the quote fetched next is still held to the one the person accepted, and the wallet still waits', async ({
  page,
  wallet,
}) => {
  const { usdc, quotes, shown } = await reviewSwap(page, wallet, 'B', 'expiry')
  await movePool(usdc, POOL_MOVE_ETH, 'B')
  await page.clock.fastForward('01:00')
  const changed = await nextQuote(quotes, 1)
  await expectAcceptanceAsked(page, shown, changed)

  // The person does not accept; it expires too. Back at the page (a
  // pointer move), the flow asks again: the pool has not moved since, so
  // the next quote is as low as the unaccepted one, and still not accepted.
  await page.mouse.move(10, 10)
  await page.clock.fastForward('01:00')
  const next = await nextQuote(quotes, 2)
  expect(next.dstAmount).toBe(changed.dstAmount)
  await expectAcceptanceAsked(page, shown, next)
  expect(sent(wallet.requests)).toEqual([])

  await press(page, 'Accept the new quote')
  await press(page, 'Swap')
  await press(page, 'Accept for this network')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  expect(sent(wallet.requests)).toHaveLength(1)
})
