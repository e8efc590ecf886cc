import { msg } from '@lingui/core/macro'
import { act, render } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { LocaleProvider } from './LocaleProvider'
import { createTestI18n } from './testing/createTestI18n'

// The app's own words (src/app/App.tsx): ids are the English's, so the
// catalogues' translations apply.
const pageWords = {
  title: msg({ message: 'Swap', comment: "The swap card's title" }),
  description: msg`Swap tokens at the best aggregated price`,
}

describe('LocaleProvider', () => {
  test('behavior: document.title and the meta description follow the language, as the page switches too', () => {
    const meta = document.createElement('meta')
    meta.name = 'description'
    meta.content = 'Swap tokens at the best aggregated price'
    document.head.append(meta)
    const i18n = createTestI18n('en')
    render(
      <LocaleProvider i18n={i18n} storage={null} pageWords={pageWords}>
        page
      </LocaleProvider>,
    )
    expect(document.title).toBe('Swap')
    const switchTo = (locale: 'de' | 'zh-CN') =>
      act(() =>
        i18n.loadAndActivate({
          locale,
          messages: createTestI18n(locale).messages,
        }),
      )
    switchTo('de')
    expect(document.documentElement.lang).toBe('de')
    expect(meta.content).toBe(
      'Tauschen Sie Token zum besten aggregierten Preis',
    )
    switchTo('zh-CN')
    expect(document.documentElement.lang).toBe('zh-CN')
    expect(document.title).toBe('兑换')
    expect(meta.content).toBe('以最优聚合价格兑换代币')
    meta.remove()
  })
})
