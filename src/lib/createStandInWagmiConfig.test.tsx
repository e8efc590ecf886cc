import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { mainnet, sepolia } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import {
  createConfig,
  http,
  useChainId,
  useChains,
  useConnection,
  useConnectors,
  useDisconnect,
  useSwitchChain,
  WagmiContext,
} from 'wagmi'
import {
  createStandInWagmiConfig,
  isStandInWagmiConfig,
} from './createStandInWagmiConfig'

function wrapperFor(config: ReturnType<typeof createStandInWagmiConfig>) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  })
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <WagmiContext.Provider value={config}>{children}</WagmiContext.Provider>
    </QueryClientProvider>
  )
}

describe('createStandInWagmiConfig', () => {
  test('behavior: the hooks the first screen calls read no wallet, on the first chain', () => {
    const config = createStandInWagmiConfig([sepolia, mainnet])
    const { result } = renderHook(
      () => ({
        connection: useConnection(),
        chainId: useChainId(),
        chains: useChains(),
        connectors: useConnectors(),
        disconnect: useDisconnect(),
        switchChain: useSwitchChain(),
      }),
      { wrapper: wrapperFor(config) },
    )
    expect(result.current.connection).toMatchObject({
      address: undefined,
      isConnected: false,
      isDisconnected: true,
      status: 'disconnected',
    })
    expect(result.current.chainId).toBe(sepolia.id)
    expect(result.current.chains.map(({ id }) => id)).toEqual([
      sepolia.id,
      mainnet.id,
    ])
    expect(result.current.connectors).toEqual([])
    expect(result.current.disconnect.connectors).toEqual([])
  })

  test('behavior: it has no clients, and says so', () => {
    const config = createStandInWagmiConfig([sepolia])
    expect(() => config.getClient({ chainId: sepolia.id })).toThrow(
      'the wallet configuration is still loading',
    )
    expect(isStandInWagmiConfig(config)).toBe(true)
    const real = createConfig({
      chains: [sepolia],
      transports: { [sepolia.id]: http() },
      multiInjectedProviderDiscovery: false,
    })
    expect(isStandInWagmiConfig(real)).toBe(false)
  })
})
