import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { LocaleProvider } from '../../../lib/i18n/LocaleProvider'
import { createTestI18n } from '../../../lib/i18n/testing/createTestI18n'
import type { AppChain } from '../../chains'
import { SwapFormStoreProvider } from '../store/SwapFormStoreProvider'
import { readSwapLink } from '../url/readSwapLink'
import { SwapLink } from './SwapLink'

// Only the id is read: whether the registry offers the link's network.
const chains = [{ id: 1 }, { id: 31337 }] as AppChain[]

function renderLink(search: string, locale: 'en' | 'de' = 'en') {
  window.history.replaceState(null, '', `/${search}`)
  const { initial, link } = readSwapLink(search, locale)
  return render(
    <LocaleProvider i18n={createTestI18n(locale)} storage={null}>
      <SwapFormStoreProvider initial={initial} link={link}>
        <SwapLink chains={chains} />
      </SwapFormStoreProvider>
    </LocaleProvider>,
  )
}

describe('SwapLink', () => {
  // It keeps the page's URL in step with the form.
  afterEach(() => window.history.replaceState(null, '', '/'))

  test("behavior: a link's malformed token addresses and amount are each named, with the value as given (long ones cut), and the notice goes when dismissed", async () => {
    renderLink(
      '?chain=1&from=0xZZ0123456789012345678901234567890123456789&to=usdc&amount=1e9',
    )
    const notice = await screen.findByRole('status')
    expect(notice).toHaveTextContent(
      "The link's sell token “0xZZ0123456789012345678…” is not an address; it was left out.",
    )
    expect(notice).toHaveTextContent(
      "The link's buy token “usdc” is not an address; it was left out.",
    )
    expect(notice).toHaveTextContent(
      "The link's amount “1e9” is not a number; it was left out.",
    )
    // The value sits isolated from the sentence around it (any script).
    expect(notice.querySelectorAll('bdi')).toHaveLength(3)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('status')).toBeNull()
  })

  test("behavior: a network the registry does not offer is named, in the visitor's language", async () => {
    renderLink('?chain=424242&amount=0.5', 'de')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Das Netzwerk „424242“ aus dem Link wird hier nicht angeboten; es wurde nicht übernommen.',
    )
  })

  test('behavior: a link the form took whole shows nothing, and stays as it was', async () => {
    const { container } = renderLink(
      '?chain=31337&from=0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE&amount=0.5',
    )
    // Nothing is fetched or shown: no notice after the module would have come.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(container).toBeEmptyDOMElement()
    expect(window.location.search).toBe(
      '?chain=31337&from=0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE&amount=0.5',
    )
  })
})
