import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { createRecentTokensStore } from '../recent/createRecentTokensStore'
import {
  createNativeTestToken,
  createTestToken,
  testAddress,
} from '../testing/createTestTokens'
import {
  createTestQueryClient,
  createTestWagmiConfig,
  TEST_BASE_URL,
  TokenTestProviders,
} from '../testing/renderWithTokenProviders'
import { getTokenDetailQueryKey } from './getTokenDetailQueryOptions'
import { getTokenListQueryKey } from './getTokenListQueryOptions'
import { useToken } from './useToken'

const usdc = createTestToken({ symbol: 'USDC', address: testAddress(0xa1) })
const imported = createTestToken({
  symbol: 'BREW',
  address: testAddress(0xc0ffee),
  verified: false,
})

function setup() {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(
    getTokenListQueryKey({ chainId: 999, baseUrl: TEST_BASE_URL }),
    [createNativeTestToken(), usdc],
  )
  queryClient.setQueryData(
    getTokenDetailQueryKey({
      chainId: 999,
      address: imported.address,
      baseUrl: TEST_BASE_URL,
    }),
    imported,
  )
  const config = createTestWagmiConfig()
  const recentStore = createRecentTokensStore()
  return ({ children }: { children: ReactNode }) => (
    <TokenTestProviders
      queryClient={queryClient}
      recentStore={recentStore}
      config={config}
    >
      {children}
    </TokenTestProviders>
  )
}

describe('useToken', () => {
  test('behavior: a listed token comes from the list, any letter case', async () => {
    const { result } = renderHook(
      () =>
        useToken({
          chainId: 999,
          address: usdc.address.toUpperCase().replace('0X', '0x'),
        }),
      { wrapper: setup() },
    )
    await waitFor(() => expect(result.current.token).toBe(usdc))
    expect(result.current.isListed).toBe(true)
  })

  test('behavior: a token imported by address stays usable, marked unlisted', async () => {
    const { result } = renderHook(
      () => useToken({ chainId: 999, address: imported.address }),
      { wrapper: setup() },
    )
    await waitFor(() => expect(result.current.token).toBe(imported))
    expect(result.current.isListed).toBe(false)
  })

  test('behavior: no address, no token', () => {
    const { result } = renderHook(
      () => useToken({ chainId: 999, address: null }),
      { wrapper: setup() },
    )
    expect(result.current).toMatchObject({ token: undefined, isListed: false })
  })
})
