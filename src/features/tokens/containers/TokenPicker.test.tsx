import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { getTokenDetailQueryKey } from '../api/getTokenDetailQueryOptions'
import {
  getTokenListProgressQueryKey,
  getTokenListQueryKey,
} from '../api/getTokenListQueryOptions'
import { toAppToken } from '../api/toAppToken'
import {
  createRecentTokensStore,
  RECENT_TOKENS_STORAGE_KEY,
} from '../recent/createRecentTokensStore'
import {
  createManyTestTokens,
  createNativeTestToken,
  createTestToken,
  testAddress,
} from '../testing/createTestTokens'
import {
  createTestQueryClient,
  renderWithTokenProviders,
  TEST_BASE_URL,
} from '../testing/renderWithTokenProviders'
import { stubListLayout } from '../testing/stubListLayout'
import type { AppToken } from '../types'
import { TokenPicker } from './TokenPicker'
import type { TokenPickerDialogProps } from './TokenPickerProps'

stubListLayout()
beforeEach(() => localStorage.clear())

const chainId = 999
const native = createNativeTestToken({ symbol: 'LISTED', name: 'Listed' })
const usdc = createTestToken({
  symbol: 'USDC',
  name: 'USD Coin',
  address: testAddress(0xa1),
  logoURI: '/api/logos/AAAAAAAAAAAAAAAAAAAAAA/dXNkYy5wbmc',
})
const usdt = createTestToken({
  symbol: 'USDT0',
  name: 'Tether USD',
  address: testAddress(0xa2),
})
const whype = createTestToken({
  symbol: 'WHYPE',
  name: 'Wrapped HYPE',
  address: testAddress(0xa3),
})
const purr = createTestToken({
  symbol: 'PURR',
  name: 'Purr',
  address: testAddress(0xa4),
})
const fakeUsdc = createTestToken({
  symbol: 'USDC',
  name: 'USD Coin',
  address: testAddress(0xbad),
  verified: false,
})
const listTokens = [native, usdc, usdt, whype, purr, fakeUsdc]

type RenderPickerOptions = {
  tokens?: AppToken[]
  props?: Partial<TokenPickerDialogProps>
  recentStore?: ReturnType<typeof createRecentTokensStore>
}

function renderPicker({
  tokens = listTokens,
  props,
  recentStore,
}: RenderPickerOptions = {}) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(
    getTokenListQueryKey({ chainId, baseUrl: TEST_BASE_URL }),
    tokens,
  )
  const onSelect = vi.fn()
  const onClose = vi.fn()
  const user = userEvent.setup()
  const result = renderWithTokenProviders(
    <TokenPicker
      isOpen
      onClose={onClose}
      onSelect={onSelect}
      chainId={chainId}
      nativeSymbol="HYPE"
      nativeName="Hyperliquid"
      chainName="HyperEVM"
      {...props}
    />,
    { queryClient, ...(recentStore ? { recentStore } : {}) },
  )
  return { ...result, onSelect, onClose, user }
}

/** What a screen reader reads: visible text, aria-hidden parts left out. */
function readText(element: Element) {
  const parts: string[] = []
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('[aria-hidden="true"]')) continue
    const text = node.textContent?.trim()
    if (text) parts.push(text)
  }
  return parts.join(' ')
}

const optionLabels = () =>
  within(screen.getByRole('listbox')).queryAllByRole('option').map(readText)

/** A page with a button that opens the picker, as the swap form has. */
function Opener() {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Choose token
      </button>
      <TokenPicker
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        onSelect={vi.fn()}
        chainId={chainId}
        nativeSymbol="HYPE"
        nativeName="Hyperliquid"
      />
    </>
  )
}

describe('TokenPicker', () => {
  test('behavior: opens on the search box, native coin first under the chain symbol', async () => {
    renderPicker()
    const search = screen.getByRole('combobox', { name: /search/i })
    expect(search).toHaveFocus()
    expect(screen.getByRole('dialog', { name: 'Select a token' })).toBeVisible()
    expect(optionLabels()[0]).toBe('HYPE Hyperliquid')
    const pinned = screen.getByRole('region', { name: 'Common tokens' })
    expect(within(pinned).getAllByRole('button').map(readText)).toEqual([
      'HYPE',
      'USDC',
      'USDT0',
      'WHYPE',
    ])
    // The tooltip names symbol, name and address in one message, each
    // isolated (FSI…PDI): a title cannot hold a <bdi>.
    const usdcChip = within(pinned).getAllByRole('button')[1]
    expect(usdcChip?.getAttribute('title')).toMatch(
      /^\u2068USDC\u2069, \u2068USD Coin\u2069 \(\u20680x[0-9a-fA-F]{40}\u2069\)$/,
    )
  })

  test('behavior: typing filters the list by symbol and name', async () => {
    const { user } = renderPicker()
    await user.type(screen.getByRole('combobox'), 'usd')
    await waitFor(() =>
      expect(optionLabels()).toEqual([
        'USDC USD Coin',
        'USDT0 Tether USD',
        'USDC Unverified USD Coin',
      ]),
    )
    await user.clear(screen.getByRole('combobox'))
    await user.type(screen.getByRole('combobox'), 'wrapped')
    await waitFor(() => expect(optionLabels()).toEqual(['WHYPE Wrapped HYPE']))
    expect(screen.getByRole('status')).toHaveTextContent('1 token')
  })

  test('behavior: the keyboard alone picks a token', async () => {
    const { user, onSelect, onClose } = renderPicker()
    const search = screen.getByRole('combobox')
    const listbox = screen.getByRole('listbox')
    expect(search).toHaveAttribute('aria-controls', listbox.id)

    await user.keyboard('usd')
    await waitFor(() => expect(optionLabels()).toHaveLength(3))
    await user.keyboard('{ArrowDown}')
    const active = screen.getByRole('option', { selected: true })
    expect(active).toHaveTextContent('USDT0')
    expect(search).toHaveAttribute('aria-activedescendant', active.id)

    await user.keyboard('{ArrowUp}{End}{Home}{ArrowDown}{Enter}')
    expect(onSelect).toHaveBeenCalledWith(usdt)
    expect(onClose).toHaveBeenCalled()
  })

  test('behavior: closing returns focus to what opened the picker', async () => {
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(
      getTokenListQueryKey({ chainId, baseUrl: TEST_BASE_URL }),
      listTokens,
    )
    const user = userEvent.setup()
    renderWithTokenProviders(<Opener />, { queryClient })
    await user.click(screen.getByRole('button', { name: 'Choose token' }))
    expect(screen.getByRole('combobox')).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Choose token' })).toHaveFocus()
  })

  test('behavior: Escape closes the picker', async () => {
    const { user, onClose, onSelect } = renderPicker()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(onSelect).not.toHaveBeenCalled()
  })

  test('behavior: an unverified token is used only after an explicit confirmation', async () => {
    const { user, onSelect } = renderPicker()
    await user.keyboard('usdc')
    const option = await screen.findByRole('option', { name: /Unverified/ })
    await user.click(option)
    expect(onSelect).not.toHaveBeenCalled()

    const confirmation = screen.getByRole('region', {
      name: 'Unverified token',
    })
    expect(confirmation).toHaveTextContent(
      /A verified token already uses the symbol USDC \(USD Coin, 0x0000…00A1\)/,
    )
    expect(confirmation).toHaveTextContent(fakeUsdc.address)

    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('combobox')).toHaveValue('usdc')
    expect(screen.getByRole('combobox')).toHaveFocus()

    await user.click(screen.getByRole('option', { name: /Unverified/ }))
    await user.click(
      screen.getByRole('button', { name: 'I understand, use USDC' }),
    )
    expect(onSelect).toHaveBeenCalledWith(fakeUsdc)
  })

  test('behavior: a verified token whose name hid characters is used only after a confirmation', async () => {
    const zwj = toAppToken(
      {
        address: testAddress(0xa5),
        symbol: 'W\u200dH\u200dY\u200dPE',
        name: 'Wrapped HYPE',
        decimals: 18,
        logoURI: null,
        verified: true,
      },
      chainId,
    )
    const { user, onSelect } = renderPicker({ tokens: [native, whype, zwj] })
    await user.keyboard('whype')
    expect(optionLabels()).toEqual([
      'WHYPE Wrapped HYPE',
      'WHYPE Hidden characters Wrapped HYPE',
    ])
    await user.click(screen.getByRole('option', { name: /Hidden characters/ }))
    expect(onSelect).not.toHaveBeenCalled()
    const confirmation = screen.getByRole('region', {
      name: 'Token with hidden characters',
    })
    expect(confirmation).toHaveTextContent(/name contains hidden characters/)
    await user.click(
      screen.getByRole('button', { name: 'I understand, use WHYPE' }),
    )
    expect(onSelect).toHaveBeenCalledWith(zwj)
  })

  test('behavior: a token reporting 255 decimals is refused with its reason', async () => {
    const moon = toAppToken(
      {
        address: testAddress(0xa6),
        symbol: 'MOON',
        name: 'Moon',
        decimals: 255,
        logoURI: null,
        verified: true,
      },
      chainId,
    )
    const { user, onSelect, onClose } = renderPicker({ tokens: [native, moon] })
    await user.keyboard('moon')
    await user.click(screen.getByRole('option', { name: /Unusable/ }))
    const refusal = screen.getByRole('region', {
      name: 'This token cannot be used',
    })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This token reports 255 decimals, so amounts cannot be computed safely.',
    )
    expect(within(refusal).getAllByRole('button')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(onSelect).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })

  test('behavior: a pasted unlisted address is looked up and imported behind a warning', async () => {
    const address = '0x00000000000000000000000000000000000C0FFE'
    const found = createTestToken({
      symbol: 'BREW',
      name: 'Brew',
      address,
      verified: false,
    })
    const { user, onSelect, queryClient } = renderPicker()
    queryClient.setQueryData(
      getTokenDetailQueryKey({ chainId, address, baseUrl: TEST_BASE_URL }),
      found,
    )
    await user.click(screen.getByRole('combobox'))
    await user.paste(address.toLowerCase())

    // The chain's name sits in a <bdi> of its own inside the sentence.
    const notListed = await screen.findByText(/^This token is not on the/)
    expect(notListed).toBeVisible()
    expect(notListed).toHaveTextContent(/not on the HyperEVM token list/)
    expect(optionLabels()).toEqual(['BREW Unverified Not listed Brew'])
    await user.keyboard('{Enter}')
    expect(onSelect).not.toHaveBeenCalled()
    expect(
      screen.getByRole('region', { name: 'Unverified token' }),
    ).toHaveTextContent(/found by its address/)
    await user.click(screen.getByRole('button', { name: /I understand/ }))
    expect(onSelect).toHaveBeenCalledWith(found)
  })

  test('behavior: a pasted address with no token behind it says so', async () => {
    const address = testAddress(0xdead)
    const { user, queryClient } = renderPicker()
    queryClient.setQueryData(
      getTokenDetailQueryKey({ chainId, address, baseUrl: TEST_BASE_URL }),
      null,
    )
    await user.click(screen.getByRole('combobox'))
    await user.paste(address)
    const notFound = await screen.findByText(/^No token at this address on/)
    expect(notFound).toBeVisible()
    expect(notFound).toHaveTextContent('No token at this address on HyperEVM.')
    expect(optionLabels()).toEqual([])
  })

  test('behavior: a pasted address with a broken checksum is not looked up', async () => {
    const { user } = renderPicker()
    await user.click(screen.getByRole('combobox'))
    await user.paste('0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
    expect(await screen.findByText(/fails its checksum/)).toBeVisible()
    expect(optionLabels()).toEqual([])
  })

  test('behavior: a pasted listed address shows that token without a lookup', async () => {
    const { user } = renderPicker()
    await user.click(screen.getByRole('combobox'))
    await user.paste(purr.address.toUpperCase().replace('0X', '0x'))
    await waitFor(() => expect(optionLabels()).toEqual(['PURR Purr']))
    expect(screen.queryByText(/not on the HyperEVM/)).toBeNull()
  })

  test('behavior: a broken logo falls back to the token initial', async () => {
    renderPicker()
    const row = screen.getAllByRole('option')[1] as HTMLElement
    expect(row).toHaveTextContent('USDC')
    const logo = row.querySelector('img')
    if (!logo) throw new Error('USDC should render its logo')
    expect(logo).toHaveAttribute(
      'src',
      '/api/logos/AAAAAAAAAAAAAAAAAAAAAA/dXNkYy5wbmc',
    )
    fireEvent.error(logo)
    expect(row.querySelector('img')).toBeNull()
    expect(row.querySelector('[data-fallback]')).toHaveTextContent('U')
  })

  test('behavior: picks are remembered per chain across openings', async () => {
    const { user, unmount } = renderPicker()
    await user.click(screen.getByRole('option', { name: /PURR/ }))
    unmount()
    expect(localStorage.getItem(RECENT_TOKENS_STORAGE_KEY)).toContain(
      purr.address,
    )

    renderPicker({ recentStore: createRecentTokensStore() })
    const recent = screen.getByRole('region', { name: 'Recent' })
    expect(within(recent).getByRole('button')).toHaveTextContent('PURR')
  })

  test('behavior: the current token is marked and the other side stays pickable', async () => {
    const { user, onSelect } = renderPicker({
      props: { selectedAddress: usdc.address, otherAddress: usdt.address },
    })
    expect(screen.getByRole('option', { name: /USDC.*Selected/ })).toBeVisible()
    await user.click(screen.getByRole('option', { name: /USDT0.*Other side/ }))
    expect(onSelect).toHaveBeenCalledWith(usdt)
  })

  test('behavior: 10,000 tokens render as a small window that follows the keyboard', async () => {
    const tokens = createManyTestTokens(10_000, chainId)
    const { user } = renderPicker({ tokens })
    const rendered = () => screen.getAllByRole('option')
    expect(rendered().length).toBeGreaterThan(3)
    expect(rendered().length).toBeLessThan(30)
    expect(rendered()[0]).toHaveAttribute('aria-setsize', '10000')

    await user.keyboard('{End}')
    const last = screen.getByRole('option', { selected: true })
    expect(last).toHaveAttribute('aria-posinset', '10000')
    expect(screen.getByRole('combobox')).toHaveAttribute(
      'aria-activedescendant',
      last.id,
    )
    await user.keyboard('{PageUp}')
    expect(screen.getByRole('option', { selected: true })).toHaveAttribute(
      'aria-posinset',
      '9995',
    )
    expect(rendered().length).toBeLessThan(40)
  })

  test('behavior: a list that cannot be fetched says so and offers a retry', async () => {
    const onClose = vi.fn()
    renderWithTokenProviders(
      <TokenPicker
        isOpen
        onClose={onClose}
        onSelect={vi.fn()}
        chainId={chainId}
        nativeSymbol="HYPE"
        nativeName="Hyperliquid"
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading tokens…')
    expect(
      await screen.findByText(/Could not load the token list/, undefined, {
        timeout: 5000,
      }),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
  })

  test('behavior: while the list loads, the pages already here can be browsed', async () => {
    const queryClient = createTestQueryClient()
    // What the list's query has collected so far (its first page).
    queryClient.setQueryData(
      getTokenListProgressQueryKey({ chainId, baseUrl: TEST_BASE_URL }),
      [native, usdc],
    )
    renderWithTokenProviders(
      <TokenPicker
        isOpen
        onClose={vi.fn()}
        onSelect={vi.fn()}
        chainId={chainId}
        nativeSymbol="HYPE"
        nativeName="Hyperliquid"
      />,
      { queryClient },
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading tokens…')
    expect(optionLabels().map((label) => label.split(' ')[0])).toEqual([
      'HYPE',
      'USDC',
    ])
  })
})
