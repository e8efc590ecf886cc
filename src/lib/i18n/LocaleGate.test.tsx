import { Trans } from '@lingui/react/macro'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { LocaleGate } from './LocaleGate'
import { useLocale } from './LocaleProvider'
import { LOCALE_STORAGE_KEY } from './savedLocale'

function Probe() {
  const { locale } = useLocale()
  return (
    <p data-locale={locale}>
      <Trans>Settings</Trans>
    </p>
  )
}

describe('LocaleGate', () => {
  afterEach(() => {
    localStorage.clear()
    window.history.replaceState(null, '', '/')
  })

  test('behavior: shows the fallback until the catalogue is in, then speaks the page language', async () => {
    window.history.replaceState(null, '', '/?lang=de-AT')
    render(
      <LocaleGate fallback={<p>…</p>}>
        <Probe />
      </LocaleGate>,
    )
    expect(screen.getByText('…')).toBeVisible()
    expect(await screen.findByText('Einstellungen')).toHaveAttribute(
      'data-locale',
      'de',
    )
  })

  test('behavior: the widget option comes before the address and the saved choice, and switches in place', async () => {
    window.history.replaceState(null, '', '/?lang=de')
    localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify({ locale: 'de' }))
    const view = render(
      <LocaleGate widgetLocale="zh-CN" fallback={null}>
        <Probe />
      </LocaleGate>,
    )
    expect(await screen.findByText('设置')).toBeVisible()
    view.rerender(
      <LocaleGate widgetLocale="en" fallback={null}>
        <Probe />
      </LocaleGate>,
    )
    expect(await screen.findByText('Settings')).toHaveAttribute(
      'data-locale',
      'en',
    )
  })

  test('behavior: a widget option the app cannot use means English, with no error', async () => {
    window.history.replaceState(null, '', '/?lang=de')
    render(
      <LocaleGate widgetLocale="tlh-Piqd" fallback={null}>
        <Probe />
      </LocaleGate>,
    )
    expect(await screen.findByText('Settings')).toHaveAttribute(
      'data-locale',
      'en',
    )
  })
})
