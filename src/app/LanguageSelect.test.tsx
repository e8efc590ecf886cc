import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { LocaleProvider } from '../lib/i18n/LocaleProvider'
import { LOCALE_STORAGE_KEY } from '../lib/i18n/savedLocale'
import { createTestI18n } from '../lib/i18n/testing/createTestI18n'
import { LanguageSelect } from './LanguageSelect'

function renderSelect() {
  localStorage.clear()
  const i18n = createTestI18n('en')
  render(
    <LocaleProvider i18n={i18n} storage={localStorage}>
      <LanguageSelect />
    </LocaleProvider>,
  )
  return { i18n }
}

describe('LanguageSelect', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    document.documentElement.lang = 'en'
  })

  test('behavior: names each language in its own language, the current one chosen', () => {
    renderSelect()
    const select = screen.getByRole('combobox', { name: 'Language' })
    expect(select).toHaveValue('en')
    expect(
      screen
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('lang')]),
    ).toEqual([
      ['English', 'en'],
      ['Deutsch', 'de'],
      ['简体中文', 'zh-CN'],
      ['العربية', 'ar'],
    ])
  })

  test('behavior: a choice switches the page, remembers itself and wins over ?lang=', async () => {
    window.history.replaceState(null, '', '/?chain=1&lang=en')
    const user = userEvent.setup()
    renderSelect()
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Language' }),
      'Deutsch',
    )
    const select = await screen.findByRole('combobox', { name: 'Sprache' })
    expect(select).toHaveValue('de')
    expect(document.documentElement.lang).toBe('de')
    expect(document.documentElement.dir).toBe('ltr')
    expect(JSON.parse(localStorage.getItem(LOCALE_STORAGE_KEY) ?? '')).toEqual({
      locale: 'de',
    })
    expect(window.location.search).toBe('?chain=1')

    await user.selectOptions(select, '简体中文')
    expect(await screen.findByRole('combobox', { name: '语言' })).toHaveValue(
      'zh-CN',
    )
    expect(document.documentElement.lang).toBe('zh-CN')
  })
})
