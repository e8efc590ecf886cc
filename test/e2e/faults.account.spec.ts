import type { Address, Hex } from 'viem'
import { devPrivateKeys } from '../../devnet/devAccounts.ts'
import { watchPageProblems } from './fixtures/faultyProxy.ts'
import {
  allowanceOf,
  clickMain,
  mainButton,
  openPair,
} from './fixtures/swapFlow.ts'
import {
  amountField,
  DEVNET_CHAIN_ID,
  findToken,
  listTokens,
  pick,
  shortAddress,
  tokenButton,
} from './fixtures/swapPage.ts'
import { aggregator, expect, test } from './fixtures/test.ts'

/**
 * The person switches accounts in the wallet after the approval, while the
 * page waits for the swap's signature: the flow resets, the new account's
 * allowance is read afresh (it has none, so approval comes back), and
 * nothing is sent for the old account.
 */

async function routerAddress(): Promise<Address> {
  const chains =
    await aggregator<{ chainId: number; routerAddress: Address }[]>(
      '/partner/v1/chains',
    )
  const chain = chains.find((c) => c.chainId === DEVNET_CHAIN_ID)
  if (!chain) throw new Error('no devnet chain in the registry')
  return chain.routerAddress
}

test('behavior: the account changes after the approval; the flow resets for the new account and nothing is sent for the old one', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  const usdc = findToken(await listTokens(), 'USDC')
  const router = await routerAddress()
  const first = wallet.account.address
  await openPair(page, {
    address: first,
    sell: pick.USDC,
    buy: pick.DAI,
    amount: '100',
  })
  await clickMain(page, 'Review: approve USDC, then swap')
  await clickMain(page, 'Approve USDC')
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 30_000 })
  expect(wallet.requests).toEqual(['eth_sendTransaction'])

  await wallet.switchAccount(devPrivateKeys[2] as Hex)
  const second = wallet.account.address
  expect(await allowanceOf(usdc.address, second, router)).toBeLessThan(
    100_000_000n,
  )
  await expect(
    page
      .getByRole('banner')
      .getByText(`Connected account ${shortAddress(second)}`),
  ).toBeVisible()
  // The new account has not approved the router: the review starts over.
  await expect(mainButton(page)).toHaveText('Review: approve USDC, then swap', {
    timeout: 20_000,
  })
  await expect(tokenButton(page, 'sell')).toHaveAccessibleName(
    'Token to sell: USDC',
  )
  await expect(tokenButton(page, 'buy')).toHaveAccessibleName(
    'Token to buy: DAI',
  )
  await expect(amountField(page)).toHaveValue('100')
  // Only the first account's approval was ever sent.
  expect(wallet.requests).toEqual(['eth_sendTransaction'])
  expect(problems).toEqual([])
})
