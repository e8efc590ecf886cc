import { screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  getTokenListProgressQueryKey,
  getTokenListQueryKey,
} from '../api/getTokenListQueryOptions'
import {
  createNativeTestToken,
  createTestToken,
} from '../testing/createTestTokens'
import {
  createTestQueryClient,
  renderWithTokenProviders,
  TEST_BASE_URL,
} from '../testing/renderWithTokenProviders'
import { stubListLayout } from '../testing/stubListLayout'
import type { AppToken } from '../types'
import { TokenPickerDialog } from './TokenPickerDialog'

stubListLayout()

afterEach(() => {
  vi.doUnmock('./TokenPicker')
  vi.resetModules()
})

/** A fresh TokenPickerDialog module whose picker module records what it
 * was asked to prepare (the code it loads is otherwise the real one). */
async function importWithPreparedLists() {
  const prepared: (readonly AppToken[])[] = []
  vi.resetModules()
  vi.doMock('./TokenPicker', async (importOriginal) => ({
    ...(await importOriginal<typeof import('./TokenPicker')>()),
    prepareTokenCatalog: (tokens: readonly AppToken[]) => {
      prepared.push(tokens)
    },
  }))
  // The providers too: a fresh module graph has contexts of its own.
  const [{ TokenPickerDialog }, { renderWithTokenProviders }] =
    await Promise.all([
      import('./TokenPickerDialog'),
      import('../testing/renderWithTokenProviders'),
    ])
  return { TokenPickerDialog, renderWithTokenProviders, prepared }
}

const closedProps = {
  isOpen: false,
  onClose: () => {},
  onSelect: () => {},
  chainId: 999,
  nativeSymbol: 'HYPE',
  nativeName: 'Hyperliquid',
}

describe('TokenPickerDialog', () => {
  test('behavior: renders nothing while closed and loads the picker when opened', async () => {
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(
      getTokenListQueryKey({ chainId: 999, baseUrl: TEST_BASE_URL }),
      [createNativeTestToken()],
    )
    const props = {
      onClose: vi.fn(),
      onSelect: vi.fn(),
      chainId: 999,
      nativeSymbol: 'HYPE',
      nativeName: 'Hyperliquid',
      title: 'You pay',
    }
    const { rerender } = renderWithTokenProviders(
      <TokenPickerDialog isOpen={false} {...props} />,
      { queryClient },
    )
    expect(screen.queryByRole('dialog')).toBeNull()

    rerender(<TokenPickerDialog isOpen {...props} />)
    expect(await screen.findByRole('dialog', { name: 'You pay' })).toBeVisible()
    expect(screen.getByRole('option', { name: /HYPE/ })).toBeVisible()
  })

  test('behavior: while closed, readies itself for the list as far as it has arrived, page by page', async () => {
    const { TokenPickerDialog, renderWithTokenProviders, prepared } =
      await importWithPreparedLists()
    const queryClient = createTestQueryClient()
    const progressKey = getTokenListProgressQueryKey({
      chainId: 999,
      baseUrl: TEST_BASE_URL,
    })
    // The list's own query is loading; its first page has arrived.
    queryClient.setQueryDefaults(
      getTokenListQueryKey({ chainId: 999, baseUrl: TEST_BASE_URL }),
      { queryFn: () => new Promise<never>(() => {}) },
    )
    const usdc = createTestToken({ symbol: 'USDC' })
    queryClient.setQueryData(progressKey, [createNativeTestToken(), usdc])
    renderWithTokenProviders(<TokenPickerDialog {...closedProps} />, {
      queryClient,
    })

    // jsdom has no requestIdleCallback: the fallback delay applies.
    await vi.waitFor(() => expect(prepared).toHaveLength(1))
    expect(prepared[0]?.map((token) => token.symbol)).toEqual(['HYPE', 'USDC'])
    expect(screen.queryByRole('dialog')).toBeNull()

    const dai = createTestToken({ symbol: 'DAI' })
    queryClient.setQueryData(progressKey, [createNativeTestToken(), usdc, dai])
    await vi.waitFor(() => expect(prepared).toHaveLength(2))
    expect(prepared[1]?.map((token) => token.symbol)).toEqual([
      'HYPE',
      'USDC',
      'DAI',
    ])
  })

  test('behavior: prepares nothing where it can never open', async () => {
    const { TokenPickerDialog, renderWithTokenProviders, prepared } =
      await importWithPreparedLists()
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(
      getTokenListQueryKey({ chainId: 999, baseUrl: TEST_BASE_URL }),
      [createNativeTestToken()],
    )
    // Two pickers over the same list, told apart by their native naming;
    // both schedule their preparation in the same commit.
    renderWithTokenProviders(
      <>
        <TokenPickerDialog {...closedProps} shouldPrepare={false} />
        <TokenPickerDialog {...closedProps} nativeSymbol="ETH" />
      </>,
      { queryClient },
    )

    await vi.waitFor(() => expect(prepared).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(prepared.map((tokens) => tokens[0]?.symbol)).toEqual(['ETH'])
  })
})
