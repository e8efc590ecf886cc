import type { Frame, Page } from '@playwright/test'
import { type Address, parseUnits } from 'viem'
import { expectNoAxeViolations } from './fixtures/axe.ts'
import { mainButton } from './fixtures/swapFlow.ts'
import {
  findToken,
  listTokens,
  recordQuoteRequests,
  searchOf,
  shortAddress,
} from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'
import { createWidget, NATIVE, openWidgetHost } from './fixtures/widgetHost.ts'

/**
 * The page in the browser's language (Chromium contexts set to de-DE and
 * zh-CN): `<html lang>`, the footer, the connect dialog and the settings
 * dialog speak it, axe passes; an unusable `?lang=` means English; a choice
 * in the footer's selector outlasts a reload. The swap card's own words are
 * converted later (src/locales/README.md), so this spec reads only what is
 * translated today.
 */

type Expected = {
  locale: 'de-DE' | 'zh-CN'
  lang: string
  language: string
  note: RegExp
  connect: string
  close: string
  settings: string
  slippage: string
  preset: string
  approval: string
  /** The amount field's name, and `?amount=0.5` as it shows there. */
  amountField: string
  linkedAmount: string
}

const languages: Expected[] = [
  {
    locale: 'de-DE',
    lang: 'de',
    language: 'Sprache',
    note: /^Die Preise stammen vom Aggregationsdienst/,
    connect: 'Wallet verbinden',
    close: 'Schließen',
    settings: 'Einstellungen',
    slippage: 'Maximale Slippage',
    preset: '0,5 %',
    approval: 'Token-Freigabe',
    amountField: 'Zu verkaufender Betrag',
    linkedAmount: '0,5',
  },
  {
    locale: 'zh-CN',
    lang: 'zh-CN',
    language: '语言',
    note: /^价格来自聚合服务/,
    connect: '连接钱包',
    close: '关闭',
    settings: '设置',
    slippage: '最大滑点',
    preset: '0.5%',
    approval: '代币授权',
    amountField: '卖出数量',
    linkedAmount: '0.5',
  },
]

/** The page once React has rendered it (the footer's selector is React's). */
async function openPage(page: Page, path = '/') {
  await page.goto(path)
  await expect(page.locator('.footer-controls select')).toBeVisible()
}

const settingsButton = (page: Page) =>
  page.getByRole('button', { name: /^(Settings|Einstellungen|设置)(\s|$)/ })

for (const expected of languages) {
  test.describe(`a browser set to ${expected.locale}`, () => {
    test.use({ locale: expected.locale })

    test('behavior: the page speaks its language, with <html lang>; axe passes', async ({
      page,
      wallet,
    }) => {
      void wallet // announced, so the connect dialog lists it
      // A shared link's amount is dot-decimal; the field shows it the
      // language's way (src/features/swap/url/linkAmount.ts).
      await openPage(page, '/?amount=0.5')
      const html = page.locator('html')
      await expect(html).toHaveAttribute('lang', expected.lang)
      await expect(html).toHaveAttribute('dir', 'ltr')
      await expect(
        page.getByRole('textbox', { name: expected.amountField }),
      ).toHaveValue(expected.linkedAmount)
      await expect(page.locator('.footer-note')).toHaveText(expected.note)
      await expect(
        page.getByRole('combobox', { name: expected.language }),
      ).toHaveValue(expected.lang === 'de' ? 'de' : 'zh-CN')
      await expectNoAxeViolations(page, `${expected.locale} page`)

      await page
        .getByRole('banner')
        .getByRole('button', { name: expected.connect })
        .click()
      const connect = page.getByRole('dialog', { name: expected.connect })
      await expect(
        connect.getByRole('button', { name: 'Test Wallet' }),
      ).toBeVisible()
      await expectNoAxeViolations(page, `${expected.locale} connect`)
      await connect.getByRole('button', { name: expected.close }).click()
      await expect(connect).toBeHidden()

      await settingsButton(page).click()
      const settings = page.getByRole('dialog', { name: expected.settings })
      await expect(
        settings.getByRole('group', { name: expected.slippage }),
      ).toBeVisible()
      await expect(
        settings.getByRole('radio', { name: expected.preset }),
      ).toBeChecked()
      await expect(
        settings.getByRole('group', { name: expected.approval }),
      ).toBeVisible()
      await expectNoAxeViolations(page, `${expected.locale} settings`)
    })
  })
}

test.describe('a browser set to de-DE', () => {
  test.use({ locale: 'de-DE' })

  test('behavior: an unusable ?lang= means English, with no error shown', async ({
    page,
  }) => {
    await openPage(page, '/?lang=xx-invalid')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }),
    ).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue(
      'en',
    )
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('behavior: ?lang= beats the browser; a choice in the footer beats both, after a reload too', async ({
    page,
  }) => {
    await openPage(page, '/?lang=zh-CN')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await page.getByRole('combobox', { name: '语言' }).selectOption('English')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('.footer-note')).toHaveText(
      /^Prices come from the aggregation service/,
    )
    await expect(page).not.toHaveURL(/lang=/)
    await page.reload()
    await expect(page.locator('.footer-controls select')).toHaveValue('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await settingsButton(page).click()
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
  })
})

test.describe('an English browser in a German region (en-DE)', () => {
  // The phone's decimal keypad offers only ",": the English interface
  // reads it as the decimal mark of the device's region.
  test.use({ locale: 'en-DE' })

  test('behavior: "0,05" is read as 0.05 and quoted', async ({ page }) => {
    const usdc = findToken(await listTokens(), 'USDC')
    const requests = recordQuoteRequests(page)
    await page.goto(`/?chain=31337&from=${NATIVE}&to=${usdc.address}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const field = page.getByRole('textbox', { name: 'Amount to sell' })
    await field.fill('0,05')
    await expect(
      page.getByRole('status', { name: 'Amount you receive' }),
    ).toHaveText(/^\d{1,3}(,\d{3})*\.\d+$/, { timeout: 10_000 })
    await expect(field).not.toHaveAttribute('aria-invalid')
    const asked = [...requests.swap, ...requests.partner].map(searchOf)
    expect(asked.length).toBeGreaterThan(0)
    for (const search of asked) {
      expect(search.amount).toBe(parseUnits('0.05', 18).toString())
    }
  })
})

/** What the swap card says in each language (the catalogues' words). */
type SwapWords = {
  locale: 'de-DE' | 'zh-CN'
  lang: string
  connect: string
  tokenToBuy: RegExp
  pickBuy: string
  search: string
  amountField: string
  /** The amount as a person types it there: 0.05 ETH. */
  typed: string
  amountOut: string
  /** The buy side's figure in the language's number format. */
  figure: RegExp
  review: string
  swap: string
  progress: string
  confirmed: string
  received: RegExp
  balance: RegExp
}

const swapWords: SwapWords[] = [
  {
    locale: 'de-DE',
    lang: 'de',
    connect: 'Wallet verbinden',
    tokenToBuy: /^Zu kaufender Token:/,
    pickBuy: 'Token zum Kaufen auswählen',
    search: 'Nach Name, Symbol oder Adresse suchen',
    amountField: 'Zu verkaufender Betrag',
    typed: '0,05',
    amountOut: 'Betrag, den Sie erhalten',
    // A decimal comma, thousands (if any) grouped with dots.
    figure: /^\d{1,3}(\.\d{3})*,\d+$/,
    review: 'Swap prüfen',
    swap: 'Tauschen',
    progress: 'Fortschritt des Swaps',
    confirmed: 'Swap bestätigt',
    received: /^Erhalten: \d{1,3}(\.\d{3})*(,\d+)? USDC$/,
    balance: /^Guthaben: \d{1,3}(\.\d{3})*(,\d+)? ETH/,
  },
  {
    locale: 'zh-CN',
    lang: 'zh-CN',
    connect: '连接钱包',
    tokenToBuy: /^买入代币：/,
    pickBuy: '选择要买入的代币',
    search: '按名称、符号或地址搜索',
    amountField: '卖出数量',
    // Full-width, as a Chinese input method writes it (read through NFKC).
    typed: '０.０５',
    amountOut: '您收到的数量',
    figure: /^\d{1,3}(,\d{3})*\.\d+$/,
    review: '查看兑换',
    swap: '兑换',
    progress: '兑换进度',
    confirmed: '兑换已确认',
    received: /^已收到：\d{1,3}(,\d{3})*(\.\d+)? USDC$/,
    balance: /^余额：\d{1,3}(,\d{3})*(\.\d+)? ETH/,
  },
]

async function connectInLanguage(page: Page, words: SwapWords, me: Address) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: words.connect })
    .click()
  const dialog = page.getByRole('dialog', { name: words.connect })
  await dialog.getByRole('button', { name: 'Test Wallet' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByRole('banner').getByText(shortAddress(me)),
  ).toBeVisible()
}

for (const words of swapWords) {
  test.describe(`a swap in a browser set to ${words.locale}`, () => {
    test.use({ locale: words.locale })

    test("behavior: an amount typed the language's way is quoted exactly, figures read the language's way, ETH → USDC completes; axe passes", async ({
      page,
      wallet,
    }) => {
      const usdc = findToken(await listTokens(), 'USDC')
      const requests = recordQuoteRequests(page)
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', words.lang)
      await connectInLanguage(page, words, wallet.account.address)
      await expect(page.locator('.swap-panel .balance').first()).toHaveText(
        words.balance,
      )

      await page.getByRole('button', { name: words.tokenToBuy }).click()
      const picker = page.getByRole('dialog', { name: words.pickBuy })
      await picker
        .getByRole('combobox', { name: words.search })
        .pressSequentially('USDC', { delay: 30 })
      await picker.getByRole('option', { name: /^USDC USD Coin\b/ }).click()
      await expect(picker).toBeHidden()

      await page
        .getByRole('textbox', { name: words.amountField })
        .fill(words.typed)
      const figure = page.getByRole('status', { name: words.amountOut })
      await expect(figure).toHaveText(words.figure, { timeout: 10_000 })
      // The typed text is read as 0.05 ETH: the quote asked is for exactly
      // 0.05 × 10^18 wei of the native token, for USDC.
      const asked = [...requests.swap, ...requests.partner].map(searchOf)
      expect(asked.length).toBeGreaterThan(0)
      for (const search of asked) {
        expect(search.amount).toBe(parseUnits('0.05', 18).toString())
        expect(search.dst?.toLowerCase()).toBe(usdc.address.toLowerCase())
      }
      await expectNoAxeViolations(page, `${words.locale} quote`)

      const button = mainButton(page)
      await expect(button).toHaveText(words.review, { timeout: 10_000 })
      await button.click()
      await expect(button).toHaveText(words.swap, { timeout: 10_000 })
      await expect(button).toBeEnabled()
      await button.click()
      const progress = page.getByRole('region', { name: words.progress })
      await expect(
        progress.getByRole('heading', { name: words.confirmed }),
      ).toBeVisible({ timeout: 10_000 })
      await expect(progress.getByText(words.received)).toBeVisible()
      expect(
        wallet.requests.filter((m) => m === 'eth_sendTransaction'),
      ).toHaveLength(1)
      await expectNoAxeViolations(page, `${words.locale} swap confirmed`)
    })
  })
}

/** The frame's visible text at its first paint and after each change. */
async function recordFrameTexts(page: Page) {
  await page.addInitScript(() => {
    if (!location.pathname.endsWith('/embed.html')) return
    const seen: string[] = []
    Object.assign(window, { frameTexts: seen })
    const snap = () => {
      const text = document.body?.innerText.trim() ?? ''
      if (seen.at(-1) !== text) seen.push(text)
    }
    document.addEventListener('DOMContentLoaded', () => {
      snap()
      new MutationObserver(snap).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      })
    })
  })
}

const frameTexts = (frame: Frame) =>
  frame.evaluate(
    () => (window as unknown as { frameTexts?: string[] }).frameTexts ?? [],
  )

test("behavior: the widget with locale zh-CN paints Chinese first: no English in the frame's text before or after React renders", async ({
  page,
}) => {
  const usdc = findToken(await listTokens(), 'USDC')
  await recordFrameTexts(page)
  await openWidgetHost(page)
  await createWidget(page, {
    locale: 'zh-CN',
    chainId: 31337,
    sellToken: NATIVE,
    buyToken: usdc.address,
  })
  const frameOf = () =>
    page.frames().find((frame) => frame.url().includes('/embed.html'))
  await expect.poll(() => frameOf() !== undefined).toBe(true)
  const frame = frameOf() as Frame
  await expect(frame.getByText('卖出', { exact: true })).toBeVisible()
  await expect(frame.locator('html')).toHaveAttribute('lang', 'zh-CN')
  const texts = await frameTexts(frame)
  expect(texts.length).toBeGreaterThan(1)
  // Words in Latin letters the frame may show in any language: token
  // symbols, the devnet's name, the test wallet's.
  const names = /^(ETH|USDC|Devnet|[A-Z]|Test|Wallet|gwei)$/
  const english = texts.flatMap(
    (text) =>
      text.match(/[A-Za-z]{2,}/g)?.filter((word) => !names.test(word)) ?? [],
  )
  expect(english).toEqual([])
  // The first text with any words in it is already Chinese.
  const first = texts.find((text) => /[A-Za-z\u4e00-\u9fff]/.test(text))
  expect(first).toMatch(/[\u4e00-\u9fff]/)
})

/** What the HTML shell shows in each frame before it is painted. */
type ShellFrame = { lang: string; dir: string; labels: string[] }

/**
 * Records, in a requestAnimationFrame callback (run before each paint), the
 * shell's `<html lang dir>` and panel labels of every frame the page paints,
 * from the first one on.
 */
function recordShellFrames() {
  const frames: ShellFrame[] = []
  Object.assign(window, { shellFrames: frames })
  const record = () => {
    const labels = [...document.querySelectorAll('.panel-label')].map(
      (label) => label.textContent ?? '',
    )
    if (labels.length > 0) {
      const { lang, dir } = document.documentElement
      frames.push({ lang, dir, labels })
    }
    requestAnimationFrame(record)
  }
  requestAnimationFrame(record)
}

const shellWords = [
  {
    lang: 'de',
    dir: 'ltr',
    title: 'Swap',
    skip: 'Zum Swap springen',
    labels: ['Sie verkaufen', 'Sie kaufen'],
    note: /^Die Preise stammen vom Aggregationsdienst/,
  },
  {
    lang: 'ar',
    dir: 'rtl',
    title: 'مبادلة',
    skip: 'انتقل إلى المبادلة',
    labels: ['تبيع', 'تشتري'],
    note: /^تأتي الأسعار من خدمة التجميع/,
  },
]

test.describe('a first visit in another language (an English browser)', () => {
  for (const expected of shellWords) {
    test(`behavior: ?lang=${expected.lang}: the HTML shell alone paints in the language, and React's first render keeps its words`, async ({
      page,
    }) => {
      // The shell alone: every script file refused, so only the inline
      // first-paint script runs (src/app/firstPaint.ts).
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
      await page.addInitScript(recordShellFrames)
      await page.goto(`/?lang=${expected.lang}`)
      const html = page.locator('html')
      await expect(html).toHaveAttribute('lang', expected.lang)
      await expect(html).toHaveAttribute('dir', expected.dir)
      await expect(page).toHaveTitle(expected.title)
      await expect(page.locator('.panel-label')).toHaveText(expected.labels)
      await expect(page.locator('.skip-link')).toHaveText(expected.skip)
      await expect(page.locator('.footer-note')).toHaveText(expected.note)
      // The shell never painted English or left to right, not even once.
      const painted = await page.evaluate(
        () => (window as unknown as { shellFrames: ShellFrame[] }).shellFrames,
      )
      expect(painted.length).toBeGreaterThan(0)
      expect(new Set(painted.map((frame) => JSON.stringify(frame)))).toEqual(
        new Set([
          JSON.stringify({
            lang: expected.lang,
            dir: expected.dir,
            labels: expected.labels,
          }),
        ]),
      )

      // With its scripts, the page's every frame until the card is up
      // shows the same words: React's first render does not flash English.
      await page.unrouteAll()
      await page.reload()
      await expect(page.locator('.footer-controls select')).toHaveValue(
        expected.lang,
      )
      const frames = await page.evaluate(
        () => (window as unknown as { shellFrames: ShellFrame[] }).shellFrames,
      )
      for (const frame of frames) {
        expect(frame.lang).toBe(expected.lang)
        expect(frame.dir).toBe(expected.dir)
        for (const label of frame.labels) {
          expect(['You sell', 'You buy']).not.toContain(label)
        }
      }
    })
  }
})
