import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { type Config, createConfig, http, WagmiProvider } from 'wagmi'
import { hyperEvm } from 'wagmi/chains'
import { ApiConfigProvider } from '../../../lib/ApiConfigProvider'
import {
  createRecentTokensStore,
  type RecentTokensStore,
} from '../recent/createRecentTokensStore'
import { RecentTokensProvider } from '../recent/RecentTokensProvider'

export const TEST_BASE_URL = '/api'

/** A fresh QueryClient per test: no retries, nothing shared. */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
}

export function createTestWagmiConfig(): Config {
  return createConfig({
    chains: [hyperEvm],
    transports: { [hyperEvm.id]: http() },
    connectors: [],
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
}

export type TokenTestProvidersProps = {
  queryClient: QueryClient
  recentStore: RecentTokensStore
  config: Config
  children: ReactNode
}

/** The providers the app gives the tokens feature. */
export function TokenTestProviders({
  queryClient,
  recentStore,
  config,
  children,
}: TokenTestProvidersProps) {
  return (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <ApiConfigProvider baseUrl={TEST_BASE_URL}>
          <RecentTokensProvider store={recentStore}>
            {children}
          </RecentTokensProvider>
        </ApiConfigProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

export type RenderWithTokenProvidersOptions = {
  queryClient?: QueryClient
  recentStore?: RecentTokensStore
}

export function renderWithTokenProviders(
  ui: ReactElement,
  {
    queryClient = createTestQueryClient(),
    recentStore = createRecentTokensStore(),
  }: RenderWithTokenProvidersOptions = {},
) {
  const config = createTestWagmiConfig()
  const wrap = (element: ReactElement) => (
    <TokenTestProviders
      queryClient={queryClient}
      recentStore={recentStore}
      config={config}
    >
      {element}
    </TokenTestProviders>
  )
  const result = render(wrap(ui))
  return {
    ...result,
    queryClient,
    recentStore,
    rerender: (next: ReactElement) => result.rerender(wrap(next)),
  }
}
