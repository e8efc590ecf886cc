import { createContext, type ReactNode, useContext, useMemo } from 'react'

/**
 * Where API requests go and with which fetch. The app passes the configured
 * proxy base URL; tests pass the harness proxy's URL.
 */
export type ApiConfig = {
  baseUrl: string
  fetchFn?: typeof fetch
}

const ApiConfigContext = createContext<ApiConfig | null>(null)

export type ApiConfigProviderProps = ApiConfig & { children: ReactNode }

export function ApiConfigProvider({
  baseUrl,
  fetchFn,
  children,
}: ApiConfigProviderProps) {
  const value = useMemo(() => ({ baseUrl, fetchFn }), [baseUrl, fetchFn])
  return (
    <ApiConfigContext.Provider value={value}>
      {children}
    </ApiConfigContext.Provider>
  )
}

export function useApiConfig(): ApiConfig {
  const config = useContext(ApiConfigContext)
  if (!config) throw new Error('useApiConfig needs an <ApiConfigProvider>')
  return config
}
