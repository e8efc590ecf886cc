import { watchPageProblems } from './fixtures/faultyProxy.ts'
import { movePool } from './fixtures/movePool.ts'
import {
  clickMain,
  mainButton,
  openPair,
  swapProgress,
} from './fixtures/swapFlow.ts'
import {
  amountField,
  findToken,
  listTokens,
  pick,
} from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * The quote expires while the person reads the review, and the pool has
 * moved meanwhile (a real swap by another account): the page asks for a
 * fresh quote before any signature, and the changed figure must be accepted
 * explicitly before the wallet is asked.
 */

test('behavior: the quote expires during review after the price moved; a fresh quote comes first and the change is accepted before signing', async ({
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
  await clickMain(page, 'Review swap')
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 20_000 })

  await movePool(usdc.address)
  // The person reads for a minute: the reviewed quote expires.
  await page.clock.fastForward('01:00')
  await expect(mainButton(page)).toHaveText('Accept the new quote', {
    timeout: 20_000,
  })
  // Old and new figures, in words; the new one is lower (the price fell).
  const change = page.getByText(/^Quote changed: you now receive /)
  await expect(change).toBeVisible()
  const [after, before] = [
    ...((await change.textContent()) ?? '').matchAll(/([\d,.]+) USDC/g),
  ].map((match) => Number(match[1]?.replaceAll(',', '')))
  expect(after).toBeLessThan(before ?? 0)
  await expect(amountField(page)).toHaveValue('5')
  expect(wallet.requests).not.toContain('eth_sendTransaction')

  await clickMain(page, 'Accept the new quote')
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 30_000 })
  expect(
    wallet.requests.filter((method) => method === 'eth_sendTransaction'),
  ).toHaveLength(1)
  expect(problems).toEqual([])
})
