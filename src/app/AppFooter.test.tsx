import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { LocaleProvider } from '../lib/i18n/LocaleProvider'
import { createTestI18n } from '../lib/i18n/testing/createTestI18n'
import type { Locale } from '../locales/locales'
import { AppFooter } from './AppFooter'

const englishNote =
  "Prices come from the aggregation service through this site's proxy. Always check amounts in your wallet before signing."

/** index.html's footer, outside React's root. */
function addPageFooter() {
  const footer = document.createElement('footer')
  footer.className = 'app-footer muted'
  footer.innerHTML = `<p class="footer-note">${englishNote}</p><div class="footer-controls"></div>`
  document.body.append(footer)
  return footer
}

function renderFooter(locale: Locale) {
  render(
    <LocaleProvider i18n={createTestI18n(locale)} storage={null}>
      <AppFooter />
    </LocaleProvider>,
  )
}

describe('AppFooter', () => {
  afterEach(() => {
    for (const footer of document.querySelectorAll('footer')) footer.remove()
  })

  test("behavior: in English the page's note stays the same node; the selector fills the room kept for it", () => {
    const footer = addPageFooter()
    const text = footer.querySelector('.footer-note')?.firstChild
    renderFooter('en')
    expect(footer.querySelector('.footer-note')?.firstChild).toBe(text)
    expect(
      footer
        .querySelector('.footer-controls')
        ?.contains(screen.getByRole('combobox', { name: 'Language' })),
    ).toBe(true)
  })

  test('behavior: in another language the note is rewritten in it', () => {
    const footer = addPageFooter()
    renderFooter('zh-CN')
    expect(footer.querySelector('.footer-note')?.textContent).toBe(
      '价格来自聚合服务，经由本站代理获取。签名前请务必在钱包中核对金额。',
    )
    expect(screen.getByRole('combobox', { name: '语言' })).toHaveValue('zh-CN')
  })

  test('behavior: a page without the footer (the widget) renders nothing', () => {
    renderFooter('de')
    expect(screen.queryByRole('combobox')).toBeNull()
  })
})
