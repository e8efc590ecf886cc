import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { formatter } from '@lingui/format-po'
import type { Frame, Page } from '@playwright/test'
import { parseUnits } from 'viem'
import { LOCALES } from '../../src/locales/locales.ts'
import { expectNoAxeViolations } from './fixtures/axe.ts'
import { clickMain, mainButton } from './fixtures/swapFlow.ts'
import {
  findToken,
  listTokens,
  recordQuoteRequests,
  searchOf,
  shortAddress,
} from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'
import { textDirectionOf } from './fixtures/textDirection.ts'
import { createWidget, NATIVE, openWidgetHost } from './fixtures/widgetHost.ts'

/**
 * The page in the browser's language. For every language of LOCALES (a
 * language added there is checked too), on a 375 px phone: `<html lang>`
 * and `dir` (rtl for Arabic), axe passes and nothing is wider than the
 * screen, empty, quoted and after the swap, and an amount typed the
 * language's way is quoted exactly and ETH → USDC completes; the words it
 * looks for come from the language’s catalogue. Besides, for German and
 * Chinese, the connect and settings dialogs in their words; an unusable
 * `?lang=` means English; a choice in the footer's selector outlasts a
 * reload; the widget paints Chinese first.
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

/**
 * Each language's own words, read from its catalogue (src/locales/<tag>.po)
 * the way the app falls back: a message without a translation is English.
 * The spec below then runs unchanged for every entry of LOCALES, a
 * language added there included.
 */
async function catalogueOf(tag: string) {
  const text = readFileSync(
    fileURLToPath(new URL(`../../src/locales/${tag}.po`, import.meta.url)),
    'utf8',
  )
  const catalogue = (await formatter({ lineNumbers: false }).parse(text, {
    locale: tag,
    sourceLocale: 'en',
    filename: `${tag}.po`,
  })) as Record<
    string,
    { message?: string; translation?: string; context?: string | null }
  >
  const entries = Object.values(catalogue)
  return (message: string, context: string | null = null) => {
    const entry = entries.find(
      (candidate) =>
        candidate.message === message &&
        (candidate.context ?? null) === context,
    )
    if (!entry) throw new Error(`${tag}.po has no message "${message}"`)
    return entry.translation || message
  }
}

/** Nothing wider than the screen: no sideways scrolling. */
async function expectNoHorizontalOverflow(page: Page, state: string) {
  const widthPx = await page.evaluate(
    () => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
  )
  expect(widthPx, `${state}: the page's scroll width`).toBeLessThanOrEqual(
    PHONE_WIDTH_PX,
  )
}

const PHONE_WIDTH_PX = 375

/** 0.05 as a language's keyboards type it, where that is not Latin digits
 * with its decimal separator. */
const typedAs: Partial<Record<string, string>> = {
  // Full-width, as a Chinese input method writes it (read through NFKC).
  'zh-CN': '０.０５',
  // Arabic-Indic digits with the Arabic decimal separator.
  ar: '٠٫٠٥',
}

/** Figures the way a language writes them, where the spec knows it. */
type Formats = { figure: RegExp; received: RegExp; balance: RegExp }

const formats: Partial<Record<string, Formats>> = {
  // A decimal comma, thousands (if any) grouped with dots.
  de: {
    figure: /^\d{1,3}(\.\d{3})*,\d+$/,
    // The success line: what was sold and what arrived.
    received: /^0,05\s+ETH\s+\d{1,3}(\.\d{3})*(,\d+)?\s+USDC$/,
    balance: /^Guthaben: \d{1,3}(\.\d{3})*(,\d+)? (ETH|USDC)/,
  },
  'zh-CN': {
    figure: /^\d{1,3}(,\d{3})*\.\d+$/,
    received: /^0\.05\s+ETH\s+\d{1,3}(,\d{3})*(\.\d+)?\s+USDC$/,
    balance: /^余额：\d{1,3}(,\d{3})*(\.\d+)? (ETH|USDC)/,
  },
}

for (const { tag } of LOCALES) {
  test.describe(`a phone set to ${tag}`, () => {
    test.use({
      locale: tag,
      viewport: { width: PHONE_WIDTH_PX, height: 812 },
    })

    test(`behavior: ${tag}: <html lang dir>, axe passes, nothing wider than 375 px; an amount typed the language's way is quoted exactly and ETH → USDC completes`, async ({
      page,
      wallet,
    }) => {
      const say = await catalogueOf(tag)
      const usdc = findToken(await listTokens(), 'USDC')
      const requests = recordQuoteRequests(page)
      // The pair from a link; the language from the browser's.
      await page.goto(`/?chain=31337&from=${NATIVE}&to=${usdc.address}`)
      const html = page.locator('html')
      await expect(html).toHaveAttribute('lang', tag)
      await expect(html).toHaveAttribute('dir', textDirectionOf(tag))
      const amountField = page.getByRole('textbox', {
        name: say('Amount to sell'),
      })
      await expect(amountField).toBeEnabled()
      await expectNoHorizontalOverflow(page, `${tag} empty`)
      await expectNoAxeViolations(page, `${tag} empty`)

      const banner = page.getByRole('banner')
      await banner.getByRole('button', { name: say('Connect wallet') }).click()
      const dialog = page.getByRole('dialog', { name: say('Connect a wallet') })
      await dialog.getByRole('button', { name: 'Test Wallet' }).click()
      await expect(dialog).toBeHidden()
      await expect(
        banner.getByText(shortAddress(wallet.account.address)),
      ).toBeVisible()
      const known = formats[tag]
      if (known) {
        await expect(page.locator('.swap-panel .balance').first()).toHaveText(
          known.balance,
        )
      }

      // 0.05 as the language writes it: its decimal separator with Latin
      // digits, or as its people's keyboards type it (typedAs).
      const typed =
        typedAs[tag] ??
        (await page.evaluate(
          (locale) =>
            new Intl.NumberFormat(locale, {
              numberingSystem: 'latn',
              useGrouping: false,
            }).format(0.05),
          tag,
        ))
      await amountField.fill(typed)
      // Quoted: the swap is offered once a quote for this amount is shown.
      await expect(mainButton(page)).toHaveText(say('Swap', 'verb'), {
        timeout: 10_000,
      })
      const figure = page.getByRole('status', {
        name: say('Amount you receive'),
      })
      // A figure other than zero, in Latin or Arabic-Indic digits.
      await expect(figure).toHaveText(known?.figure ?? /[1-9\u0661-\u0669]/)
      // The typed text is read as 0.05 ETH: every quote asked is for
      // exactly 0.05 × 10^18 wei of the native token, for USDC.
      const asked = [...requests.swap, ...requests.partner].map(searchOf)
      expect(asked.length).toBeGreaterThan(0)
      for (const search of asked) {
        expect(search.amount).toBe(parseUnits('0.05', 18).toString())
        expect(search.dst?.toLowerCase()).toBe(usdc.address.toLowerCase())
      }
      await expectNoHorizontalOverflow(page, `${tag} quoted`)
      await expectNoAxeViolations(page, `${tag} quoted`)

      // One press: the card showed the quote, the wallet's prompt confirms.
      await clickMain(page, say('Swap', 'verb'))
      const progress = page.getByRole('region', { name: say('Swap progress') })
      await expect(
        progress.getByRole('heading', { name: say('Swap confirmed') }),
      ).toBeVisible({ timeout: 10_000 })
      if (known) {
        await expect(progress.locator('.swap-success-line')).toHaveText(
          known.received,
        )
      }
      expect(
        wallet.requests.filter((m) => m === 'eth_sendTransaction'),
      ).toHaveLength(1)
      await expectNoHorizontalOverflow(page, `${tag} swap confirmed`)
      await expectNoAxeViolations(page, `${tag} swap confirmed`)
      if (tag === 'de') await expectHistoryReadInEnglish(page, say)
    })
  })
}

/**
 * The history keeps amounts raw: a swap done in German, read after
 * switching to English, shows the same figures with English marks.
 */
async function expectHistoryReadInEnglish(
  page: Page,
  say: (message: string, context?: string | null) => string,
) {
  const history = page
    .getByRole('region', { name: say('Activity') })
    .locator('.activity-summary')
  const bought = (text: string) => /ETH\s+(\S+)\s+USDC/.exec(text)?.[1] ?? ''
  await expect(history).toHaveText(/^0,05\s+ETH\s+\S+\s+USDC$/)
  const inGerman = bought(await history.innerText())
  await page
    .getByRole('combobox', { name: say('Language') })
    .selectOption('English')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const english = page
    .getByRole('region', { name: 'Activity' })
    .locator('.activity-summary')
  await expect(english).toHaveText(
    /^0\.05\s+ETH\s+\d{1,3}(,\d{3})*(\.\d+)?\s+USDC$/,
  )
  // The same figure, its marks swapped: German "1.234,5" is English
  // "1,234.5".
  const swapMarks = (figure: string) =>
    figure.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.'))
  expect(bought(await english.innerText())).toBe(swapMarks(inGerman))
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
