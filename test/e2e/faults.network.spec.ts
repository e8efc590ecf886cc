import { expectFormKept, signingRequests } from './fixtures/faultChecks.ts'
import { watchPageProblems } from './fixtures/faultyProxy.ts'
import {
  amountField,
  amountReceived,
  connectTestWallet,
  openSwapPage,
  pick,
  pickToken,
  recordQuoteRequests,
} from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * The wallet moves to another network mid-form: the page says so, offers
 * the switch, asks the wallet for it, and quotes for the devnet after it.
 */

test('behavior: a wallet on another network gets the prompt and the switch request, then the quote for the devnet', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  await openSwapPage(page)
  await connectTestWallet(page, wallet.account.address)
  await pickToken(page, 'buy', pick.USDC)
  await amountField(page).fill('1.5')
  await expect(page.getByText(/^Refreshes in /)).toBeVisible()

  await wallet.switchChain(10)
  const prompt = page.getByRole('alert').filter({ hasText: 'Wrong network' })
  await expect(prompt).toContainText(
    /Your wallet is on .+\. Switch it to .+ to swap here\./,
  )
  await expectFormKept(page, { sell: 'ETH', buy: 'USDC', amount: '1.5' })
  expect(signingRequests(wallet)).toEqual([])
  const requests = recordQuoteRequests(page)
  await prompt.getByRole('button', { name: /^Switch to / }).click()
  await expect(prompt).toBeHidden()
  expect(wallet.requests).toEqual(['wallet_switchEthereumChain'])
  // A new amount after the switch: its quote is asked for the devnet.
  await amountField(page).fill('1.25')
  await expect.poll(() => requests.partner.length).toBeGreaterThan(0)

  await expect(page.getByText(/^Refreshes in /)).toBeVisible({
    timeout: 10_000,
  })
  await expect(amountReceived(page)).toHaveText(/\d/)
  await expectFormKept(page, { sell: 'ETH', buy: 'USDC', amount: '1.25' })
  for (const request of requests.partner) {
    expect(new URL(request.url()).pathname).toBe('/api/partner/v1/31337/quote')
  }
  expect(signingRequests(wallet)).toEqual([])
  expect(problems).toEqual([])
})
