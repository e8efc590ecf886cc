import { act, render, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { getAddress as toChecksumAddress } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { LocaleProvider } from '../../../lib/i18n/LocaleProvider'
import { createTestI18n } from '../../../lib/i18n/testing/createTestI18n'
import { useSwapUrlSync } from '../hooks/useSwapUrlSync'
import {
  SwapFormStoreProvider,
  useSwapForm,
  useSwapFormActions,
} from '../store/SwapFormStoreProvider'
import type { SwapFormActions, SwapFormValues } from '../store/types'
import { hasLinkAddresses, parseSwapSearch } from './parseSwapSearch'
import { readSwapLink } from './readSwapLink'
import { toSwapSearch } from './toSwapSearch'

const usdc = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

const probe: { actions?: SwapFormActions; form?: SwapFormValues } = {}

function InLocale({
  locale,
  children,
}: {
  locale: 'en' | 'de'
  children: ReactNode
}) {
  return (
    <LocaleProvider i18n={createTestI18n(locale)} storage={null}>
      {children}
    </LocaleProvider>
  )
}

function Probe() {
  useSwapUrlSync()
  probe.actions = useSwapFormActions()
  probe.form = useSwapForm()
  return null
}

/** The form in `locale`, starting from `initial`, its URL kept in sync. */
function renderForm(locale: 'en' | 'de', initial: Partial<SwapFormValues>) {
  render(
    <InLocale locale={locale}>
      <SwapFormStoreProvider initial={initial}>
        <Probe />
      </SwapFormStoreProvider>
    </InLocale>,
  )
}

/** Back or forward to `url`, as the browser does it. */
function goTo(url: string) {
  act(() => {
    window.history.pushState(null, '', url)
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
}

describe('swap URL', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  test('behavior: a shared link restores chain, tokens and amount', () => {
    const search = `?chain=31337&from=${native.toLowerCase()}&to=${usdc.toLowerCase()}&amount=1.5`
    // A link naming a token has the checksum code fetched first (main.tsx).
    expect(hasLinkAddresses(search)).toBe(true)
    expect(hasLinkAddresses('?chain=1&amount=2&from=')).toBe(false)
    expect(parseSwapSearch(search, toChecksumAddress)).toEqual({
      values: {
        chainId: 31337,
        sellToken: native,
        buyToken: usdc,
        amountText: '1.5',
      },
      problems: [],
    })
  })

  test('behavior: malformed values are left out, each kept as a problem to name', () => {
    expect(
      parseSwapSearch('?chain=0x1&from=0xZZ12&to=evil&amount=1e9'),
    ).toEqual({
      values: {},
      problems: [
        { parameter: 'chain', value: '0x1' },
        { parameter: 'from', value: '0xZZ12' },
        { parameter: 'to', value: 'evil' },
        { parameter: 'amount', value: '1e9' },
      ],
    })
    // A locale's comma is not a link's decimal mark; an empty value is no
    // value (nothing to name).
    expect(parseSwapSearch('?chain=&amount=0,5')).toEqual({
      values: {},
      problems: [{ parameter: 'amount', value: '0,5' }],
    })
  })

  test("behavior: a link's amount is shown in the visitor's locale: 0.5 is 0,5 for a German visitor, 0.5 for an English one", () => {
    expect(readSwapLink('?chain=1&amount=0.5', 'de')).toEqual({
      initial: { chainId: 1, amountText: '0,5' },
      link: { chainId: 1, problems: [] },
    })
    expect(readSwapLink('?amount=0.5', 'en').initial.amountText).toBe('0.5')
    expect(readSwapLink('?amount=12', 'de').initial.amountText).toBe('12')
  })

  test('behavior: writing keeps other parameters and drops empty ones', () => {
    expect(
      toSwapSearch(
        { chainId: 999, sellToken: usdc, buyToken: null, amountText: '' },
        '?ref=partner&amount=3',
      ),
    ).toBe(`?ref=partner&chain=999&from=${usdc}`)
  })

  test("behavior: the link's amount stays dot-decimal whatever the field's locale", () => {
    const form = {
      chainId: 1,
      sellToken: null,
      buyToken: null,
      amountText: '0,5',
    }
    expect(toSwapSearch(form, '', 'de')).toBe('?chain=1&amount=0.5')
    expect(toSwapSearch({ ...form, amountText: '1.5' }, '', 'de')).toBe(
      '?chain=1&amount=1.5',
    )
    expect(toSwapSearch({ ...form, amountText: '0,0' }, '', 'de')).toBe(
      '?chain=1&amount=0',
    )
    // What the field cannot read goes in as typed (a link opened later
    // names it), never dropped.
    expect(toSwapSearch({ ...form, amountText: '1.000' }, '', 'de')).toBe(
      '?chain=1&amount=1.000',
    )
  })

  test('behavior: the form is mirrored into the URL as it changes', () => {
    renderForm('en', { chainId: 31337 })
    expect(window.location.search).toBe('?chain=31337')
    act(() => {
      probe.actions?.tokenSelected('sell', native)
      probe.actions?.tokenSelected('buy', usdc)
      probe.actions?.amountTyped('2.5')
    })
    expect(parseSwapSearch(window.location.search).values).toEqual({
      chainId: 31337,
      sellToken: native,
      buyToken: usdc,
      amountText: '2.5',
    })
    const historyLength = window.history.length
    act(() => probe.actions?.amountTyped('2.55'))
    expect(window.history.length).toBe(historyLength)
  })

  test('behavior: in German the field\'s "2,5" is written to the URL as 2.5 and read back from it as "2,5"', () => {
    renderForm('de', { chainId: 1 })
    act(() => probe.actions?.amountTyped('2,5'))
    expect(window.location.search).toBe('?chain=1&amount=2.5')
    goTo('/?chain=1&amount=7.25')
    expect(probe.form).toMatchObject({ chainId: 1, amountText: '7,25' })
  })

  test('behavior: back/forward restores the form from the URL', () => {
    renderForm('en', { chainId: 1, amountText: '1' })
    goTo('/?chain=1&amount=7')
    expect(probe.form).toMatchObject({ chainId: 1, amountText: '7' })
  })

  test('behavior: back/forward to a link naming tokens restores them in checksum case, once that code is here', async () => {
    renderForm('en', { chainId: 1, amountText: '1' })
    goTo(`/?chain=1&from=${usdc.toLowerCase()}&amount=3`)
    await waitFor(() =>
      expect(probe.form).toMatchObject({
        chainId: 1,
        sellToken: usdc,
        amountText: '3',
      }),
    )
  })
})
