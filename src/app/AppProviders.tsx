import type { I18n } from '@lingui/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { ActivityStoreProvider } from '../features/activity'
import { RouterAcknowledgementProvider } from '../features/chains'
import { ComparePanelStoreProvider } from '../features/compare'
import {
  type CreateSettingsStoreParameters,
  SettingsStoreProvider,
} from '../features/settings'
import {
  ExecutionReportsProvider,
  SwapFormStoreProvider,
  type SwapLinkStart,
} from '../features/swap'
import { RecentTokensProvider } from '../features/tokens'
import { ApiConfigProvider } from '../lib/ApiConfigProvider'
import {
  LocaleProvider,
  type PageWords,
  useFormatters,
} from '../lib/i18n/LocaleProvider'
import { createSourceI18n } from '../lib/i18n/loadI18n'
import { getLocalStorage } from '../lib/i18n/savedLocale'
import { API_BASE_URL } from '../lib/loadDeployment'
import { createQueryClient } from './createQueryClient'

export type AppProvidersProps = {
  /** The app's language, loaded before the first render (main.tsx);
   * English without it. */
  i18n?: I18n
  /** Where the person's settings persist (the widget keeps them per
   * partner origin); localStorage's default key unless given. */
  settingsStorage?: CreateSettingsStoreParameters
  /** The form's start from the page's link (the app's readSwapLink); a
   * widget's frame starts from its host's options instead. */
  readLink?: (locale: string) => SwapLinkStart
  /** The page's title and description, in its language. */
  pageWords?: PageWords
  children: ReactNode
}

/** One language, one QueryClient and one of each store per mounted app. */
export function AppProviders({
  i18n,
  settingsStorage,
  readLink,
  pageWords,
  children,
}: AppProvidersProps) {
  const [storage] = useState(getLocalStorage)
  const [english] = useState(createSourceI18n)
  return (
    <LocaleProvider
      i18n={i18n ?? english}
      storage={storage}
      pageWords={pageWords}
    >
      <AppStores settingsStorage={settingsStorage} readLink={readLink}>
        {children}
      </AppStores>
    </LocaleProvider>
  )
}

function AppStores({
  settingsStorage,
  readLink,
  children,
}: Pick<AppProvidersProps, 'settingsStorage' | 'readLink' | 'children'>) {
  const [queryClient] = useState(createQueryClient)
  const { locale } = useFormatters()
  const [link] = useState(() => readLink?.(locale))
  return (
    <QueryClientProvider client={queryClient}>
      <ApiConfigProvider baseUrl={API_BASE_URL}>
        <ExecutionReportsProvider>
          <SettingsStoreProvider {...settingsStorage}>
            <RecentTokensProvider>
              <ActivityStoreProvider>
                <SwapFormStoreProvider
                  initial={link?.initial}
                  link={link?.link}
                >
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
        </ExecutionReportsProvider>
      </ApiConfigProvider>
    </QueryClientProvider>
  )
}
