import { screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { getTokenListQueryKey } from '../api/getTokenListQueryOptions'
import { createNativeTestToken } from '../testing/createTestTokens'
import {
  createTestQueryClient,
  renderWithTokenProviders,
  TEST_BASE_URL,
} from '../testing/renderWithTokenProviders'
import { stubListLayout } from '../testing/stubListLayout'
import { TokenPickerDialog } from './TokenPickerDialog'

stubListLayout()

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
})
