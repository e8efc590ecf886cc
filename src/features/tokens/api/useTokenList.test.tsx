import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { createRecentTokensStore } from '../recent/createRecentTokensStore'
import {
  createNativeTestToken,
  createTestToken,
} from '../testing/createTestTokens'
import {
  createTestQueryClient,
  createTestWagmiConfig,
  TEST_BASE_URL,
  TokenTestProviders,
} from '../testing/renderWithTokenProviders'
import {
  getTokenListQueryKey,
  getTokenListQueryOptions,
  TOKEN_LIST_STALE_MS,
} from './getTokenListQueryOptions'
import { useTokenList } from './useTokenList'

function setup() {
  const queryClient = createTestQueryClient()
  const usdc = createTestToken({ symbol: 'USDC' })
  queryClient.setQueryData(
    getTokenListQueryKey({ chainId: 999, baseUrl: TEST_BASE_URL }),
    [createNativeTestToken({ symbol: 'LISTED', name: 'Listed' }), usdc],
  )
  const config = createTestWagmiConfig()
  const recentStore = createRecentTokensStore()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TokenTestProviders
      queryClient={queryClient}
      recentStore={recentStore}
      config={config}
    >
      {children}
    </TokenTestProviders>
  )
  return { wrapper, usdc }
}

describe('useTokenList', () => {
  test('behavior: the native token comes first under the chain symbol', async () => {
    const { wrapper, usdc } = setup()
    const { result } = renderHook(
      () => useTokenList(999, { nativeSymbol: 'HYPE', nativeName: 'Hype' }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.map((token) => token.symbol)).toEqual([
      'HYPE',
      'USDC',
    ])
    expect(result.current.data?.[0]).toMatchObject({
      address: NATIVE_TOKEN_ADDRESS,
      name: 'Hype',
      isNative: true,
    })
    expect(result.current.data?.[1]).toBe(usdc)
  })

  test('behavior: without a chain symbol the list entry for the sentinel names it', async () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useTokenList(999), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.[0]?.symbol).toBe('LISTED')
  })

  test('behavior: the key holds every input, generic to specific', () => {
    expect(
      getTokenListQueryKey({ chainId: 999, baseUrl: 'https://proxy.example' }),
    ).toEqual([
      'tokens',
      'list',
      { chainId: 999, baseUrl: 'https://proxy.example' },
    ])
    const options = getTokenListQueryOptions({ chainId: 1 })
    expect(options.queryKey).toEqual(getTokenListQueryKey({ chainId: 1 }))
    expect(options.staleTime).toBe(TOKEN_LIST_STALE_MS)
  })
})
