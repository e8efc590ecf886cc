import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { devPrivateKeys } from '../../devnet/devAccounts.ts'
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
  shortAddress,
} from './fixtures/swapPage.ts'
import { devnetChain, env, expect, rpc, test } from './fixtures/test.ts'
import {
  createWalletConnectWallet,
  type WalletConnectWallet,
} from './fixtures/walletConnectWallet.ts'

/**
 * WalletConnect end to end: the page served by the proxy pairs, through the
 * local relay, with a real WalletConnect wallet client in Node that signs
 * with a dev key against anvil. The link is read from the page the way a
 * person copies it: the dialog's "Copy link" button and the clipboard.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

let openWallets: WalletConnectWallet[] = []

test.afterEach(async () => {
  await Promise.all(openWallets.map((wallet) => wallet.close()))
  openWallets = []
})

async function newWallet(sessionChainId?: number) {
  const wallet = await createWalletConnectWallet({
    relayUrl: env('E2E_RELAY_URL'),
    privateKey: devPrivateKeys[2] as Hex,
    rpcUrl: env('E2E_RPC_URL'),
    chain: devnetChain,
    ...(sessionChainId ? { sessionChainId } : {}),
  })
  openWallets.push(wallet)
  return wallet
}

const banner = (page: Page) => page.getByRole('banner')

const accountChip = (page: Page, wallet: WalletConnectWallet) =>
  banner(page).getByText(`Connected account ${shortAddress(wallet.address)}`)

/** Connect → WalletConnect → QR code → "Copy link" → the wallet pairs. */
async function connectWithWalletConnect(
  page: Page,
  wallet: WalletConnectWallet,
) {
  await banner(page).getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const dialog = page.getByRole('dialog', {
    name: 'Connect with WalletConnect',
  })
  await expect(
    dialog.getByRole('img', { name: 'QR code of the WalletConnect link' }),
  ).toBeVisible({ timeout: 20_000 })
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .analyze()
  expect(
    violations
      .filter(({ impact }) => impact === 'serious' || impact === 'critical')
      .map(({ id }) => id),
  ).toEqual([])
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await expect(
    dialog.getByRole('button', { name: 'Link copied' }),
  ).toBeVisible()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair(uri)
  await expect(dialog).toBeHidden({ timeout: 20_000 })
  await expect(accountChip(page, wallet)).toBeVisible()
}

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
}) => {
  test.setTimeout(180_000)
  const problems = await watchProblems(page)
  const wallet = await newWallet()
  const tokens = await listTokens()
  const usdc = findToken(tokens, 'USDC')
  const dai = findToken(tokens, 'DAI')
  const me = wallet.address
  await openSwapPage(page)
  await connectWithWalletConnect(page, wallet)
  expect(await problems()).toEqual([])

  const ethBefore = BigInt(await rpc<Hex>('eth_getBalance', [me, 'latest']))
  const usdcBefore = await balanceOf(usdc.address, me)
  await pickToken(page, 'buy', pick.USDC)
  await amountField(page).fill('0.5')
  await clickMain(page, 'Review swap')
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 30_000 })
  const usdcAfter = await balanceOf(usdc.address, me)
  expect(usdcAfter).toBeGreaterThan(usdcBefore)
  expect(BigInt(await rpc<Hex>('eth_getBalance', [me, 'latest']))).toBeLessThan(
    ethBefore - 500_000_000_000_000_000n + 1n,
  )

  // USDC → DAI: approval first, then the swap, both signed in the wallet.
  await page.reload()
  await expect(accountChip(page, wallet)).toBeVisible({ timeout: 20_000 })
  const daiBefore = await balanceOf(dai.address, me)
  // The buy side still holds USDC from the first swap: DAI first.
  await pickToken(page, 'buy', pick.DAI)
  await pickToken(page, 'sell', pick.USDC)
  await amountField(page).fill('100')
  await clickMain(page, 'Review: approve USDC, then swap')
  await clickMain(page, 'Approve USDC')
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 30_000 })
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 30_000 })
  expect(await balanceOf(dai.address, me)).toBeGreaterThan(daiBefore)
  expect(await balanceOf(usdc.address, me)).toBe(usdcAfter - 100_000_000n)
  expect(
    wallet.requests.filter((method) => method === 'eth_sendTransaction'),
  ).toHaveLength(3)
  expect(await problems()).toEqual([])
})

test('behavior: the session is back after a reload with no QR, and a wallet-side disconnect shows disconnected at once', async ({
  page,
}) => {
  const wallet = await newWallet()
  await openSwapPage(page)
  await connectWithWalletConnect(page, wallet)

  await page.reload()
  await expect(accountChip(page, wallet)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await wallet.disconnect()
  await expect(
    banner(page).getByRole('button', { name: 'Connect wallet' }),
  ).toBeEnabled({ timeout: 10_000 })
  await expect(accountChip(page, wallet)).toBeHidden()
})

test('behavior: a rejection in the wallet reads as a cancellation and the page stays usable', async ({
  page,
}) => {
  const wallet = await newWallet()
  await openSwapPage(page)
  await connectWithWalletConnect(page, wallet)
  await pickToken(page, 'buy', pick.USDC)
  await amountField(page).fill('0.1')
  wallet.setDecision('reject')
  await clickMain(page, 'Review swap')
  await clickMain(page, 'Swap')
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'You cancelled the swap in your wallet.' }),
  ).toBeVisible({ timeout: 20_000 })
  expect(wallet.requests).toContain('eth_sendTransaction')

  // Still usable: the same swap goes through once the wallet approves.
  wallet.setDecision('approve')
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 30_000 })
})

test('behavior: a wallet on another chain gets the wrong-chain prompt and a switch request over the session', async ({
  page,
}) => {
  const wallet = await newWallet(1)
  await openSwapPage(page)
  await connectWithWalletConnect(page, wallet)
  const prompt = page.getByText(/Your wallet is on .*\. Switch it to/)
  await expect(prompt).toBeVisible()
  await page.getByRole('button', { name: 'Switch to Devnet' }).click()
  await expect(prompt).toBeHidden({ timeout: 20_000 })
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
