import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { ActivityStoreProvider } from '../features/activity'
import { RouterAcknowledgementProvider } from '../features/chains'
import { ComparePanelStoreProvider } from '../features/compare'
import {
  type CreateSettingsStoreParameters,
  SettingsStoreProvider,
} from '../features/settings'
import { parseSwapSearch, SwapFormStoreProvider } from '../features/swap'
import { RecentTokensProvider } from '../features/tokens'
import { ApiConfigProvider } from '../lib/ApiConfigProvider'
import type { AppEnv } from '../lib/parseEnv'
import { createQueryClient } from './createQueryClient'

export type AppProvidersProps = {
  env: AppEnv
  /** Where the person's settings persist (the widget keeps them per
   * partner origin); localStorage's default key unless given. */
  settingsStorage?: CreateSettingsStoreParameters
  children: ReactNode
}

/** One QueryClient and one of each store per mounted app. */
export function AppProviders({
  env,
  settingsStorage,
  children,
}: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient)
  const [initialForm] = useState(() => parseSwapSearch(window.location.search))
  return (
    <QueryClientProvider client={queryClient}>
      <ApiConfigProvider baseUrl={env.apiBaseUrl}>
        <SettingsStoreProvider {...settingsStorage}>
          <RecentTokensProvider>
            <ActivityStoreProvider>
              <SwapFormStoreProvider initial={initialForm}>
                {/* One panel state for the swap card and its disclosure. */}
                <ComparePanelStoreProvider>
                  <RouterAcknowledgementProvider>
                    {children}
                  </RouterAcknowledgementProvider>
                </ComparePanelStoreProvider>
              </SwapFormStoreProvider>
            </ActivityStoreProvider>
          </RecentTokensProvider>
        </SettingsStoreProvider>
      </ApiConfigProvider>
    </QueryClientProvider>
  )
}
