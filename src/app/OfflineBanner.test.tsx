import {
  onlineManager,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
} from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { ApiError } from '../lib/apiClient'
import { OfflineBanner } from './OfflineBanner'

describe('OfflineBanner', () => {
  afterEach(() => {
    onlineManager.setOnline(true)
  })

  test('behavior: shows while offline and goes when the connection returns', () => {
    render(<OfflineBanner />)
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => onlineManager.setOnline(false))
    expect(screen.getByRole('alert')).toHaveTextContent(
      /You are offline.*Quotes are paused/,
    )
    act(() => onlineManager.setOnline(true))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('behavior: shows while a query on screen gets no answer from the service, and goes with its next answer', () => {
    const client = new QueryClient()
    const queryKey = ['quote', 'test']
    // A query on screen: one observer, as a mounted component holds.
    const observer = new QueryObserver(client, {
      queryKey,
      enabled: false,
    })
    const unsubscribe = observer.subscribe(() => {})
    render(
      <QueryClientProvider client={client}>
        <OfflineBanner />
      </QueryClientProvider>,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    const query = client.getQueryCache().find({ queryKey })
    const unreachable = new ApiError({
      kind: 'network',
      message: 'no answer',
      endpoint: 'swapQuote',
    })
    act(() => query?.setState({ status: 'error', error: unreachable }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Cannot reach the swap service/,
    )
    act(() => client.setQueryData(queryKey, { ok: true }))
    expect(screen.queryByRole('alert')).toBeNull()
    // An HTTP error is the service answering: the quote card says that.
    const http = new ApiError({
      kind: 'http',
      message: 'error 503',
      endpoint: 'swapQuote',
      status: 503,
    })
    act(() => query?.setState({ status: 'error', error: http }))
    expect(screen.queryByRole('alert')).toBeNull()
    unsubscribe()
  })
})
