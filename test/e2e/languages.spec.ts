import type { Page } from '@playwright/test'
import { expectNoSeriousViolations } from './fixtures/axe.ts'
import { expect, test } from './fixtures/test.ts'

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
  },
]

/** The page once React has rendered it (the footer's selector is React's). */
async function openPage(page: Page, path = '/') {
  await page.goto(path)
  await expect(page.locator('.footer-controls select')).toBeVisible()
}

const settingsButton = (page: Page) =>
  page.getByRole('button', { name: /^(Settings|Einstellungen|设置)\b/ })

for (const expected of languages) {
  test.describe(`a browser set to ${expected.locale}`, () => {
    test.use({ locale: expected.locale })

    test('behavior: the page speaks its language, with <html lang>; axe passes', async ({
      page,
      wallet,
    }) => {
      void wallet // announced, so the connect dialog lists it
      await openPage(page)
      const html = page.locator('html')
      await expect(html).toHaveAttribute('lang', expected.lang)
      await expect(html).toHaveAttribute('dir', 'ltr')
      await expect(page.locator('.footer-note')).toHaveText(expected.note)
      await expect(
        page.getByRole('combobox', { name: expected.language }),
      ).toHaveValue(expected.lang === 'de' ? 'de' : 'zh-CN')
      await expectNoSeriousViolations(page, `${expected.locale} page`)

      await page
        .getByRole('banner')
        .getByRole('button', { name: expected.connect })
        .click()
      const connect = page.getByRole('dialog', { name: expected.connect })
      await expect(
        connect.getByRole('button', { name: 'Test Wallet' }),
      ).toBeVisible()
      await expectNoSeriousViolations(page, `${expected.locale} connect`)
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
      await expectNoSeriousViolations(page, `${expected.locale} settings`)
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
