import { type Address, keccak256 } from 'viem'
import { parseConfig } from '../../server/config.ts'
import { startProxy } from '../../server/startProxy.ts'
import {
  startTamperingUpstream,
  type TamperingUpstream,
  type TamperMode,
} from '../harness/startTamperingUpstream.ts'
import { clickMain, openPair, swapProgress } from './fixtures/swapFlow.ts'
import {
  connectTestWallet,
  findToken,
  listTokens,
  pick,
  tokenButton,
} from './fixtures/swapPage.ts'
import { test as base, env, expect, rpc } from './fixtures/test.ts'

/**
 * A compromised service, as seen from the browser: a second proxy whose
 * upstream is a tampering server in front of the reference aggregator. For
 * each rewrite the wallet is never asked and the person sees why; the same
 * swap through the same servers, untampered, is signed and confirmed.
 */

// Multicall3 stands in for "another contract": real code, true hash.
const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'
const ATTACKER: Address = '0x000000000000000000000000000000000000dEaD'

type Tampered = { mode: TamperMode | null }

const test = base.extend<
  Tampered & {
    tamperedApp: TamperingUpstream & { appUrl: string }
  }
>({
  mode: [null, { option: true }],
  // One tampering server and one proxy per test: the proxy caches the chain
  // registry, so a mode must never see another mode's answers.
  tamperedApp: async ({ mode }, use) => {
    const code = await rpc<`0x${string}`>('eth_getCode', [MULTICALL3, 'latest'])
    const tamper = await startTamperingUpstream({
      upstreamUrl: env('E2E_AGGREGATOR_URL'),
      mode,
      impostor: { address: MULTICALL3, codeHash: keccak256(code) },
      attacker: ATTACKER,
    })
    const proxy = await startProxy({
      config: parseConfig({
        UPSTREAM_URL: tamper.url,
        AGGREGATOR_API_KEY: 'devnet-key',
        PORT: '0',
        HOST: '127.0.0.1',
        STATIC_DIR: env('E2E_STATIC_DIR'),
        RPC_URLS: env('E2E_RPC_URLS'),
        // The spec's budget (a proxy of this test alone: a fresh window).
      }),
      log: () => {},
    })
    await use({ ...tamper, appUrl: proxy.url })
    await proxy.close()
    await tamper.close()
  },
  baseURL: async ({ tamperedApp }, use) => use(tamperedApp.appUrl),
})

const sent = (requests: string[]) =>
  requests.filter((method) => method === 'eth_sendTransaction')

async function swapEthForUsdc(
  page: Parameters<typeof openPair>[0],
  me: Address,
) {
  await openPair(page, {
    address: me,
    sell: null,
    buy: pick.USDC,
    amount: '0.1',
  })
  await clickMain(page, 'Swap')
}

const refusals: { mode: TamperMode; check: string; why: RegExp }[] = [
  {
    mode: 'router',
    check: 'swap router address',
    why: /names 0xcA11bde05977b3631167028862bE2a173976CA11 as the swap router of network 31337, but the reviewed router there is/,
  },
  {
    mode: 'recipient',
    check: 'transaction data matches the form',
    why: /would pay 0x000000000000000000000000000000000000dEaD, not the recipient you see/,
  },
  {
    mode: 'minimum',
    check: 'transaction data matches the form',
    why: /accepts as little as 0 \(smallest units\), below the quote reduced by your slippage/,
  },
  {
    mode: 'fees',
    check: 'network fees',
    why: /offers a maximum fee of .* gwei per gas, more than 3 × the network's current base fee/,
  },
]

for (const { mode, check, why } of refusals) {
  test.describe(`tampered: ${mode}`, () => {
    test.use({ mode })
    test(`behavior: (${mode}) the wallet is never asked and the person sees why`, async ({
      page,
      wallet,
    }) => {
      await swapEthForUsdc(page, wallet.account.address)
      const hint = page.getByText(/Stopped before your wallet was asked/)
      await expect(hint).toBeVisible({ timeout: 10_000 })
      await expect(hint).toContainText(why)
      await expect(swapProgress(page)).toContainText(check)
      expect(sent(wallet.requests)).toEqual([])
    })
  })
}

test('behavior: the same swap through the same servers, untampered, is signed', async ({
  page,
  wallet,
}) => {
  await swapEthForUsdc(page, wallet.account.address)
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  expect(sent(wallet.requests)).toHaveLength(1)
})

test('behavior: a link with an unverified token shows the confirmation, then the card marks it', async ({
  page,
}) => {
  const lookalike = findToken(await listTokens(), 'USDC', { verified: false })
  await page.goto(`/?chain=31337&to=${lookalike.address}`)
  const dialog = page.getByRole('dialog', { name: 'Token from a link' })
  await expect(
    dialog.getByRole('heading', { name: 'Unverified token' }),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'I understand, use USDC' }).click()
  await expect(dialog).toBeHidden()
  await expect(tokenButton(page, 'buy')).toHaveAccessibleName(
    'Token to buy: USDC, Unverified',
  )
  await expect(tokenButton(page, 'buy')).toContainText('Unverified')
})

test('behavior: a link whose unverified token is declined leaves the side empty', async ({
  page,
}) => {
  const lookalike = findToken(await listTokens(), 'USDC', { verified: false })
  await page.goto(`/?chain=31337&to=${lookalike.address}`)
  const dialog = page.getByRole('dialog', { name: 'Token from a link' })
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(tokenButton(page, 'buy')).toHaveAccessibleName(
    'Token to buy: Select token',
  )
})

test('behavior: a custom recipient is visible on the card while set', async ({
  page,
  wallet,
}) => {
  const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
  await page.addInitScript((address) => {
    localStorage.setItem(
      'swap.settings.v1',
      JSON.stringify({
        state: {
          slippagePercent: '0.5',
          recipient: address,
          approvalMode: 'exact',
        },
        version: 1,
      }),
    )
  }, recipient)
  await page.goto('/')
  await connectTestWallet(page, wallet.account.address)
  const note = page.getByRole('note', { name: 'Custom recipient' })
  await expect(note).toContainText(
    `Output goes to a custom recipient: ${recipient}`,
  )
  await note.getByRole('button', { name: 'Send to my account instead' }).click()
  await expect(note).toBeHidden()
})
