import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import {
  balanceOf,
  clickMain,
  mainButton,
  swapProgress,
} from './fixtures/swapFlow.ts'
import {
  amountField,
  findToken,
  listTokens,
  openSwapPage,
  pick,
  pickToken,
} from './fixtures/swapPage.ts'
import { env, rpc } from './fixtures/test.ts'
import {
  accountChip,
  banner,
  connectWithWalletConnect,
  expect,
  test,
} from './fixtures/walletConnectPage.ts'

/**
 * WalletConnect end to end: the page served by the proxy pairs, through the
 * local relay, with a real WalletConnect wallet client in Node that signs
 * with a dev key against anvil. The link is read from the page the way a
 * person copies it: the dialog's "Copy link" button and the clipboard.
 */

/** Collects CSP violations and console errors from the start of the page. */
async function watchProblems(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`))
  return async () => [
    ...problems,
    ...(await page.evaluate(
      () =>
        (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
  ]
}

test('behavior: pairs over the relay, then ETH → USDC and USDC → DAI with approval are signed in the wallet, with no CSP violation or console error', async ({
  page,
  newWalletConnectWallet,
}) => {
  const problems = await watchProblems(page)
  const wallet = await newWalletConnectWallet()
  const tokens = await listTokens()
  const usdc = findToken(tokens, 'USDC')
  const dai = findToken(tokens, 'DAI')
  const me = wallet.account.address
  await openSwapPage(page)
  await connectWithWalletConnect(page, wallet, { isAxeChecked: true })
  expect(await problems()).toEqual([])
  // The app's connector asks for EIP-5792's calls (ethereum-provider's
  // default optional methods), so a wallet that approves only what is
  // asked still lets it batch.
  expect(wallet.proposedMethods).toEqual(
    expect.arrayContaining([
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
    ]),
  )

  const ethBefore = BigInt(await rpc<Hex>('eth_getBalance', [me, 'latest']))
  const usdcBefore = await balanceOf(usdc.address, me)
  await pickToken(page, 'buy', pick.USDC)
  await amountField(page).fill('0.5')
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  const usdcAfter = await balanceOf(usdc.address, me)
  expect(usdcAfter).toBeGreaterThan(usdcBefore)
  expect(BigInt(await rpc<Hex>('eth_getBalance', [me, 'latest']))).toBeLessThan(
    ethBefore - 500_000_000_000_000_000n + 1n,
  )

  // USDC → DAI: approval first, then the swap, both signed in the wallet.
  await page.reload()
  await expect(accountChip(page, wallet)).toBeVisible({ timeout: 10_000 })
  const daiBefore = await balanceOf(dai.address, me)
  // The buy side still holds USDC from the first swap: DAI first.
  await pickToken(page, 'buy', pick.DAI)
  await pickToken(page, 'sell', pick.USDC)
  await amountField(page).fill('100')
  await clickMain(page, 'Approve USDC, then swap')
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  expect(await balanceOf(dai.address, me)).toBeGreaterThan(daiBefore)
  expect(await balanceOf(usdc.address, me)).toBe(usdcAfter - 100_000_000n)
  expect(
    wallet.requests.filter((method) => method === 'eth_sendTransaction'),
  ).toHaveLength(3)
  expect(await problems()).toEqual([])
})

test('behavior: the session is back after a reload with no QR, and a wallet-side disconnect shows disconnected at once', async ({
  page,
  newWalletConnectWallet,
}) => {
  const wallet = await newWalletConnectWallet()
  await openSwapPage(page)
  await connectWithWalletConnect(page, wallet)

  await page.reload()
  await expect(accountChip(page, wallet)).toBeVisible({ timeout: 10_000 })
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await wallet.disconnect()
  await expect(
    banner(page).getByRole('button', { name: 'Connect wallet' }),
  ).toBeEnabled({ timeout: 10_000 })
  await expect(accountChip(page, wallet)).toBeHidden()
})

test('behavior: a rejection in the wallet reads as a cancellation and the page stays usable', async ({
  page,
  newWalletConnectWallet,
}) => {
  const wallet = await newWalletConnectWallet()
  await openSwapPage(page)
  await connectWithWalletConnect(page, wallet)
  await pickToken(page, 'buy', pick.USDC)
  await amountField(page).fill('0.1')
  wallet.decideNext('reject')
  await clickMain(page, 'Swap')
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'You cancelled the swap in your wallet.' }),
  ).toBeVisible({ timeout: 10_000 })
  expect(wallet.requests).toContain('eth_sendTransaction')

  // Still usable: the same swap goes through once the wallet approves.
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
})

test('behavior: a wallet on another chain gets the wrong-chain prompt and a switch request over the session', async ({
  page,
  newWalletConnectWallet,
}) => {
  const wallet = await newWalletConnectWallet({ sessionChainIds: [1] })
  await openSwapPage(page)
  await connectWithWalletConnect(page, wallet)
  const prompt = page.getByText(/Your wallet is on .*\. Switch it to/)
  await expect(prompt).toBeVisible()
  await page.getByRole('button', { name: 'Switch to Devnet' }).click()
  await expect(prompt).toBeHidden({ timeout: 10_000 })
  expect(wallet.requests).toContain('wallet_switchEthereumChain')
})

test("behavior: the page may connect to exactly the configured relay, and of WalletConnect's hosts frame only Verify", async ({
  page,
}) => {
  const response = await page.goto('/')
  const header = response?.headers()['content-security-policy'] ?? ''
  const directive = (name: string) =>
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([first]) => first === name)
      ?.slice(1) ?? []
  const relayOrigin = env('E2E_RELAY_URL')
  expect(directive('connect-src')).toContain(relayOrigin)
  expect(
    header
      .split(/[\s;]+/)
      .filter((source) => /walletconnect|reown|web3modal/.test(source)),
  ).toEqual(['https://verify.walletconnect.org'])
  expect(directive('frame-src')).toEqual(['https://verify.walletconnect.org'])
})

test('behavior: a WalletConnect wallet that batches takes USDC → DAI with its approval as one request over the session', async ({
  page,
  newWalletConnectWallet,
}) => {
  const wallet = await newWalletConnectWallet({ canBatch: true })
  const tokens = await listTokens()
  const usdc = findToken(tokens, 'USDC')
  const dai = findToken(tokens, 'DAI')
  const me = wallet.account.address
  await openSwapPage(page)
  await connectWithWalletConnect(page, wallet)
  const daiBefore = await balanceOf(dai.address, me)
  const usdcBefore = await balanceOf(usdc.address, me)
  await pickToken(page, 'buy', pick.DAI)
  await pickToken(page, 'sell', pick.USDC)
  await amountField(page).fill('100')
  await clickMain(page, 'Approve USDC, then swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  expect(await balanceOf(dai.address, me)).toBeGreaterThan(daiBefore)
  expect(await balanceOf(usdc.address, me)).toBe(usdcBefore - 100_000_000n)
  // One signing request: the batch, approval included.
  expect(
    wallet.requests.filter(
      (method) =>
        method === 'eth_sendTransaction' || method === 'wallet_sendCalls',
    ),
  ).toEqual(['wallet_sendCalls'])
})
