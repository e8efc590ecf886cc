import { QueryClient } from '@tanstack/react-query'
import { shouldRetryRequest } from '../lib/shouldRetryRequest'

/** The app's one QueryClient: retries only what may pass (network, 5xx). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRequest, staleTime: 0 },
      mutations: { retry: false },
    },
  })
}
