import type { Page, Request } from '@playwright/test'
import { type Hex, numberToHex, parseEther } from 'viem'
import {
  allowanceOf,
  balanceOf,
  clickMain,
  mainButton,
  receivedLine,
  routerOf,
  swapProgress,
  swapSuccessLine,
} from './fixtures/swapFlow.ts'
import {
  amountField,
  connectTestWallet,
  DEVNET_B_CHAIN_ID,
  DEVNET_CHAIN_ID,
  findToken,
  listTokens,
  openSwapPage,
  panelBalance,
  pick,
  pickToken,
  tokenButton,
} from './fixtures/swapPage.ts'
import { env, expect, rpc, test } from './fixtures/test.ts'

/**
 * Devnet B, the local stand-in for production chain 999: a router whose ABI
 * the app does not know (PackedRouter), pinned by address and code hash
 * only. The person reaches it through the network selector or a link, the
 * wallet follows, lists, balances and quotes are Devnet B's, and honest
 * swaps (native, and an ERC-20 needing approval) pass the guards on the
 * simulation alone, which the person accepts once for the chain (the test
 * wallet cannot batch), and complete, signed for real by the test wallet.
 */

/** Every /api request the page sends from now on, by path. */
function recordApiPaths(page: Page) {
  const paths: string[] = []
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/')) paths.push(pathname)
  })
  return paths
}

/** The network menu's button, named "Network <the chain it shows>". */
const networkMenu = (page: Page) =>
  page.getByRole('button', { name: /^Network / })

const rpcB = () => env('E2E_RPC_URL_B')

/** What the person accepts once per chain where only a simulation stands. */
const SIMULATION_ONLY =
  "Checked by simulation; this router's minimum is not enforced on chain; a wallet that batches calls would enforce it."

test('behavior: through the network selector, the wallet follows to Devnet B, B’s list and balance show, and ETH → USDC completes', async ({
  page,
  wallet,
}) => {
  const me = wallet.account.address
  const tokensOfB = await listTokens(DEVNET_B_CHAIN_ID)
  const tokensOfA = await listTokens(DEVNET_CHAIN_ID)
  const usdcB = findToken(tokensOfB, 'USDC')
  const usdcA = findToken(tokensOfA, 'USDC')
  // A balance only Devnet B has, to tell whose the page shows.
  await rpc('anvil_setBalance', [me, numberToHex(parseEther('4321'))], rpcB())
  const paths = recordApiPaths(page)

  await openSwapPage(page)
  await connectTestWallet(page, me)
  await expect(networkMenu(page)).toHaveAccessibleName('Network Devnet')
  await expect(panelBalance(page, 'sell')).not.toContainText('4,321')
  await networkMenu(page).click()
  await page
    .getByRole('listbox', { name: 'Network' })
    .getByRole('option', { name: 'Devnet B' })
    .click()
  await expect.poll(() => wallet.chainId).toBe(DEVNET_B_CHAIN_ID)
  expect(wallet.requests).toEqual(['wallet_switchEthereumChain'])
  await expect(tokenButton(page, 'sell')).toHaveAccessibleName(
    'Token to sell: ETH',
  )
  await expect(panelBalance(page, 'sell')).toContainText('4,321 ETH')
  await expect(page.getByText('Wrong network')).toBeHidden()

  await pickToken(page, 'buy', pick.USDC)
  // The link now names Devnet B and B's USDC, never A's.
  await expect
    .poll(() => new URL(page.url()).searchParams.get('to'))
    .toBe(usdcB.address)
  expect(new URL(page.url()).searchParams.get('chain')).toBe('31338')
  await amountField(page).fill('0.5')
  const before = {
    onB: await balanceOf(usdcB.address, me, rpcB()),
    onA: await balanceOf(usdcA.address, me),
  }
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
  // While the wallet is asked: nothing was decoded (no ABI on B), the
  // app's own simulation of the exact transaction carried the check.
  wallet.hold()
  await clickMain(page, 'Swap')
  // Cleared by the simulation alone and the wallet cannot batch: the person
  // accepts that once for Devnet B before the wallet is asked.
  await expect(page.getByText(SIMULATION_ONLY, { exact: true })).toBeVisible({
    timeout: 10_000,
  })
  expect(wallet.requests).toEqual(['wallet_switchEthereumChain'])
  await clickMain(page, 'Accept for this network')
  await expect(
    swapProgress(page).getByText('Note: calldata could not be decoded'),
  ).toBeVisible()
  await expect(swapProgress(page).getByText('Simulated')).toBeVisible()
  wallet.release()
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  await expect(swapSuccessLine(page)).toHaveText(receivedLine('USDC'))
  expect(wallet.requests).toEqual([
    'wallet_switchEthereumChain',
    'eth_sendTransaction',
  ])
  expect(await balanceOf(usdcB.address, me, rpcB())).toBeGreaterThan(before.onB)
  expect(await balanceOf(usdcA.address, me)).toBe(before.onA)

  // Everything the page asked after the switch was about Devnet B.
  const chainPaths = paths.filter((path) =>
    /\/(\d+)\/(quote|tokens)/.test(path),
  )
  expect(chainPaths.some((path) => path.includes('/31338/'))).toBe(true)
  const afterSwitch = paths.slice(
    paths.findIndex((path) => path.includes('/31338/')),
  )
  for (const path of afterSwitch) expect(path).not.toContain('/31337/')
  expect(afterSwitch).toContain('/api/partner/v1/31338/quote')
})

test('behavior: a ?chain=31338 link opens on Devnet B; USDC → DAI is approved to B’s router, re-quoted and swapped', async ({
  page,
  wallet,
}) => {
  const me = wallet.account.address
  const tokens = await listTokens(DEVNET_B_CHAIN_ID)
  const usdc = findToken(tokens, 'USDC')
  const dai = findToken(tokens, 'DAI')
  const router = await routerOf(DEVNET_B_CHAIN_ID)
  const daiBefore = await balanceOf(dai.address, me, rpcB())

  await page.goto(
    `/?chain=${DEVNET_B_CHAIN_ID}&from=${usdc.address}&to=${dai.address}&amount=100`,
  )
  await expect(networkMenu(page)).toHaveAccessibleName('Network Devnet B')
  await expect(tokenButton(page, 'sell')).toHaveAccessibleName(
    'Token to sell: USDC',
  )
  await expect(tokenButton(page, 'buy')).toHaveAccessibleName(
    'Token to buy: DAI',
  )
  await connectTestWallet(page, me)
  // The wallet starts on Devnet A: the page says so and offers the switch.
  const prompt = page.getByRole('alert').filter({ hasText: 'Wrong network' })
  await prompt.getByRole('button', { name: 'Switch to Devnet B' }).click()
  await expect(prompt).toBeHidden()
  expect(wallet.chainId).toBe(DEVNET_B_CHAIN_ID)
  await expect(panelBalance(page, 'sell')).toContainText('1,000,000 USDC')

  await clickMain(page, 'Approve USDC, then swap')
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
  expect(await allowanceOf(usdc.address, me, router, rpcB())).toBe(100_000_000n)
  await clickMain(page, 'Swap')
  await expect(page.getByText(SIMULATION_ONLY, { exact: true })).toBeVisible({
    timeout: 10_000,
  })
  await clickMain(page, 'Accept for this network')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  await expect(swapSuccessLine(page)).toHaveText(receivedLine('DAI'))
  expect(await balanceOf(dai.address, me, rpcB())).toBeGreaterThan(daiBefore)
  expect(
    wallet.requests.filter((method) => method === 'eth_sendTransaction'),
  ).toHaveLength(2)
  // The swap went to Devnet B's router, in B's blocks.
  const hash = await swapProgress(page)
    .getByRole('link', { name: 'View transaction' })
    .getAttribute('href')
    .then((href) => href?.split('/').at(-1) as Hex)
  const mined = await rpc<{ to: string } | null>(
    'eth_getTransactionByHash',
    [hash],
    rpcB(),
  )
  expect(mined?.to).toBe(router.toLowerCase())
  expect(
    await rpc('eth_getTransactionByHash', [hash], env('E2E_RPC_URL')),
  ).toBeNull()
})

test('behavior: the test wallet serves Devnet A and B only', async ({
  page,
  wallet,
}) => {
  await openSwapPage(page)
  await connectTestWallet(page, wallet.account.address)
  const answer = await page.evaluate(async () => {
    type Provider = {
      request: (args: { method: string; params: unknown[] }) => unknown
    }
    const provider = await new Promise<Provider>((resolve) => {
      window.addEventListener('eip6963:announceProvider', (event) => {
        const { info, provider } = (event as CustomEvent).detail
        if (info.rdns === 'dev.test.wallet') resolve(provider)
      })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
    })
    try {
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x1' }],
      })
      return null
    } catch (error) {
      return (error as { code: number }).code
    }
  })
  expect(answer).toBe(4902)
  expect(wallet.chainId).toBe(DEVNET_CHAIN_ID)
})
