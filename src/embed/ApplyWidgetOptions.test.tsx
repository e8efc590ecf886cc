import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { WidgetOptions } from '../../packages/swap-widget/src/protocol/widgetProtocol'
import {
  SettingsStoreProvider,
  useHostSettings,
  useSettings,
} from '../features/settings'
import { SwapFormStoreProvider } from '../features/swap'
import { createMemoryStorage } from '../lib/createMemoryStorage'
import { LocaleProvider } from '../lib/i18n/LocaleProvider'
import { createTestI18n } from '../lib/i18n/testing/createTestI18n'
import { ApplyWidgetOptions } from './ApplyWidgetOptions'

// The real stores and the real checksum chunk (import()ed by the test as
// by the frame).

function Recipient() {
  const recipient = useSettings((values) => values.recipient)
  const host = useHostSettings()
  return (
    <output aria-label="recipient">
      {`${recipient ?? 'none'} ${'recipient' in host ? 'set' : 'unset'}`}
    </output>
  )
}

function renderOptions(options: WidgetOptions) {
  return render(
    <LocaleProvider i18n={createTestI18n('en')} storage={null}>
      <SettingsStoreProvider storage={createMemoryStorage()}>
        <SwapFormStoreProvider>
          <ApplyWidgetOptions options={options}>
            <Recipient />
          </ApplyWidgetOptions>
        </SwapFormStoreProvider>
      </SettingsStoreProvider>
    </LocaleProvider>,
  )
}

const recipient = () => screen.findByRole('status', { name: 'recipient' })

describe('a host recipient', () => {
  test('behavior: is applied in checksum case, the card mounting once its check is here', async () => {
    renderOptions({ recipient: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' })
    expect(await recipient()).toHaveTextContent(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8 set',
    )
  })

  test('behavior: a mixed-case address with a bad checksum, or the zero address, is not applied', async () => {
    const { unmount } = renderOptions({
      recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79c8',
    })
    expect(await recipient()).toHaveTextContent('none')
    unmount()
    renderOptions({ recipient: '0x0000000000000000000000000000000000000000' })
    expect(await recipient()).toHaveTextContent('none')
  })

  test('behavior: options without one mount the card at once', () => {
    renderOptions({ amount: '1' })
    expect(screen.getByRole('status', { name: 'recipient' })).toHaveTextContent(
      'none unset',
    )
  })
})
