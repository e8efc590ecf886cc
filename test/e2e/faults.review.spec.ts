import { type Address, parseEther } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../schema/constants.ts'
import { expectFormKept, sentRequests } from './fixtures/faultChecks.ts'
import { watchPageProblems } from './fixtures/faultyProxy.ts'
import { movePool } from './fixtures/movePool.ts'
import {
  clickMain,
  mainButton,
  openPair,
  swapProgress,
} from './fixtures/swapFlow.ts'
import {
  findToken,
  listTokens,
  pick,
  recordQuoteRequests,
  referenceQuote,
} from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * The quote expires while the person reads the review, and the pool has
 * moved meanwhile (a real swap by another account): the page asks for a
 * fresh quote before any signature. A fall beyond the tolerance
 * (needsQuoteChangeAcceptance: at the default 0.5 % slippage, 0.25 %) must
 * be accepted explicitly before the wallet is asked; a smaller one goes
 * straight back to "Swap".
 */

const kept = { sell: 'ETH', buy: 'USDC', amount: '5', slippage: '0.5%' }

/** What the service quotes now for the review's 5 ETH → USDC. */
async function quotedNow(usdc: Address, payer: Address) {
  const quote = await referenceQuote('partner', {
    src: NATIVE_TOKEN_ADDRESS,
    dst: usdc,
    amount: parseEther('5').toString(),
    payer,
    slippage: '0.5',
  })
  return BigInt(quote.dstAmount)
}

test('behavior: the quote expires during review after the price moved a lot; a fresh quote comes first and the change is accepted before signing', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  await page.clock.install()
  const usdc = findToken(await listTokens(), 'USDC')
  await openPair(page, {
    address: wallet.account.address,
    sell: null,
    buy: pick.USDC,
    amount: '5',
  })
  // The one press goes on to the wallet, which refuses: the flow then
  // waits for the person with the quote it offered (the review).
  wallet.decideNext('reject')
  await clickMain(page, 'Swap')
  await expect(
    page.getByText('You cancelled the swap in your wallet. Nothing was sent.'),
  ).toBeVisible({ timeout: 10_000 })
  await expect(mainButton(page)).toHaveText('Swap')
  const refused = sentRequests(wallet).length

  await movePool(usdc.address)
  // The person reads for a minute: the reviewed quote expires.
  await page.clock.fastForward('01:00')
  await expect(mainButton(page)).toHaveText(/^Accept the new quote/, {
    timeout: 10_000,
  })
  // Old and new figures, in words; the new one is lower (the price fell).
  const change = page.getByText(/^Quote changed: you now receive /)
  await expect(change).toBeVisible()
  const [after, before] = [
    ...((await change.textContent()) ?? '').matchAll(/([\d,.]+) USDC/g),
  ].map((match) => Number(match[1]?.replaceAll(',', '')))
  expect(after).toBeLessThan((before ?? 0) * 0.9975)
  await expectFormKept(page, kept)
  expect(sentRequests(wallet)).toHaveLength(refused)

  // The price impact is the new quote's own (far below the USD value of
  // what is sold after the move): above the ceiling, it is confirmed by a
  // tick before any press goes on, and asked no more.
  await expect(mainButton(page)).toBeDisabled()
  await page
    .getByRole('checkbox', { name: /^I understand I lose about/ })
    .check()
  await clickMain(page, /^Accept the new quote/)
  await clickMain(page, /^Swap(?! anyway)/)
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  expect(sentRequests(wallet)).toHaveLength(refused + 1)
  expect(problems).toEqual([])
})

test('behavior: the quote expires during review after a small move; the fresh quote within the tolerance goes on to signing without a prompt', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  await page.clock.install()
  const usdc = findToken(await listTokens(), 'USDC')
  const payer = wallet.account.address
  await openPair(page, {
    address: payer,
    sell: null,
    buy: pick.USDC,
    amount: '5',
  })
  // The one press goes on to the wallet, which refuses: the flow then
  // waits for the person with the quote it offered (the review).
  wallet.decideNext('reject')
  await clickMain(page, 'Swap', { timeout: 10_000 })
  await expect(
    page.getByText('You cancelled the swap in your wallet. Nothing was sent.'),
  ).toBeVisible({ timeout: 10_000 })
  const refused = sentRequests(wallet).length
  const requests = recordQuoteRequests(page)

  const reviewed = await quotedNow(usdc.address, payer)
  // A small swap by another account: the figure falls, but by less than
  // the 0.25 % the default slippage allows silently.
  await movePool(usdc.address, '0.3')
  const fresh = await quotedNow(usdc.address, payer)
  expect(fresh).toBeLessThan(reviewed)
  expect(fresh * 10_000n).toBeGreaterThan(reviewed * 9_975n)

  await page.clock.fastForward('01:00')
  // The fresh executable quote is asked before anything can be signed.
  await expect.poll(() => requests.partner.length).toBeGreaterThan(0)
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
  await expect(page.getByText(/^Quote changed: /)).toBeHidden()
  await expectFormKept(page, kept)
  expect(sentRequests(wallet)).toHaveLength(refused)

  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  expect(sentRequests(wallet)).toHaveLength(refused + 1)
  expect(problems).toEqual([])
})
