import { getAddress, type Hex, parseEther } from 'viem'
import { devAddresses } from '../../devnet/devAccounts.ts'
import { watchPageProblems } from './fixtures/faultyProxy.ts'
import {
  balanceOf,
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
  tokenButton,
} from './fixtures/swapPage.ts'
import { expect, rpc, test } from './fixtures/test.ts'

/**
 * The wallet's own limits and a custom recipient, on the real stack: too
 * little balance stops the review with plain words, Max keeps back gas for
 * the native coin, and a recipient set in settings is paid on chain.
 */

const sent = (requests: string[]) =>
  requests.filter((method) => method === 'eth_sendTransaction')

test('behavior: more than the balance says so and asks nothing; Max fills the balance minus a gas reserve', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  const me = wallet.account.address
  await openPair(page, {
    address: me,
    sell: null,
    buy: pick.USDC,
    amount: '100000000',
  })
  await expect(mainButton(page)).toHaveText('Not enough ETH')
  await expect(mainButton(page)).toBeDisabled()
  await expect(tokenButton(page, 'buy')).toHaveAccessibleName(
    'Token to buy: USDC',
  )
  await expect(amountField(page)).toHaveValue('100000000')

  await page.getByRole('button', { name: 'Max' }).click()
  await expect(amountField(page)).not.toHaveValue('100000000')
  const balance = BigInt(await rpc<Hex>('eth_getBalance', [me, 'latest']))
  const filled = parseEther(await amountField(page).inputValue())
  const reserve = balance - filled
  // What is kept back pays a generous swap's gas (1,000,000 units at the
  // current gas price, or 0.01 ETH when it is unknown): more than nothing,
  // a whole number of units, and far from the balance.
  expect(reserve).toBeGreaterThan(0n)
  expect(reserve % 1_000_000n).toBe(0n)
  expect(reserve).toBeLessThanOrEqual(parseEther('0.01'))
  // Selling nearly all of it moves the pool: the button says the loss on a
  // second line after its label.
  await expect(mainButton(page)).toHaveText(/^Swap/, { timeout: 10_000 })
  expect(sent(wallet.requests)).toEqual([])
  expect(problems).toEqual([])
})

test('behavior: a custom recipient set in settings is the address the swap pays on chain', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  const me = wallet.account.address
  const recipient = getAddress(devAddresses[3] ?? '')
  const usdc = findToken(await listTokens(), 'USDC')
  const before = {
    recipient: await balanceOf(usdc.address, recipient),
    me: await balanceOf(usdc.address, me),
  }
  await openPair(page, {
    address: me,
    sell: null,
    buy: pick.USDC,
    amount: '0.5',
  })
  await page.getByRole('button', { name: /^Settings / }).click()
  const settings = page.getByRole('dialog', { name: 'Settings' })
  await settings
    .getByRole('textbox', { name: 'Send the output to (optional)' })
    .fill(recipient.toLowerCase())
  await expect(settings).toContainText(`Output goes to ${recipient}`)
  await settings.getByRole('button', { name: 'Done' }).click()
  await expect(settings).toBeHidden()

  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  expect(sent(wallet.requests)).toHaveLength(1)
  expect(await balanceOf(usdc.address, recipient)).toBeGreaterThan(
    before.recipient,
  )
  expect(await balanceOf(usdc.address, me)).toBe(before.me)
  expect(problems).toEqual([])
})
