import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { ApiError } from '../../../lib/apiClient'
import { QuoteStatusLine } from './QuoteStatusLine'

const noRoute = new ApiError({
  kind: 'http',
  status: 400,
  message: 'No route found for the given token pair',
  endpoint: 'swapQuote',
})

describe('QuoteStatusLine', () => {
  test('behavior: a live quote shows the share of its validity left as a ring beside the seconds', () => {
    const { container } = render(
      <QuoteStatusLine
        status={{ kind: 'live', refreshInSeconds: 12, periodSeconds: 30 }}
      />,
    )
    expect(screen.getByText('Refreshes in 12 s')).toBeVisible()
    const ring = container.querySelector('.validity-ring-fill')
    expect(ring?.getAttribute('stroke-dasharray')).toBe('40 100')
    expect(container.querySelector('.validity-ring')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
  })

  test('behavior: without the quote’s period there is no ring, only the words', () => {
    const { container } = render(
      <QuoteStatusLine status={{ kind: 'live', refreshInSeconds: 5 }} />,
    )
    expect(screen.getByText('Refreshes in 5 s')).toBeVisible()
    expect(container.querySelector('.validity-ring')).toBeNull()
  })

  test("behavior: a symbol in a failure sits in a <bdi>, the alert's text unchanged", () => {
    render(
      <QuoteStatusLine
        status={{
          kind: 'error',
          error: new Error('No route from ب00 to ETH.'),
        }}
        isolatedValues={['ب00', 'ETH']}
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(
      'Something went wrong: No route from ب00 to ETH.',
    )
    expect(
      [...alert.querySelectorAll('bdi')].map((bdi) => bdi.textContent),
    ).toEqual(['ب00', 'ETH'])
  })

  test('behavior: a failure that may pass says it retries and offers to try now', () => {
    const onRetry = vi.fn()
    const { rerender } = render(
      <QuoteStatusLine
        status={{ kind: 'error', error: new Error('Down.') }}
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong: Down. Trying again by itself…',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Try again now' }))
    expect(onRetry).toHaveBeenCalledOnce()
    rerender(
      <QuoteStatusLine
        status={{ kind: 'error', error: noRoute }}
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^No route between these tokens\. Try another pair or amount\.$/,
    )
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('behavior: a budget wait counts down to the next quote and offers no button', () => {
    render(
      <QuoteStatusLine
        status={{ kind: 'rate-limited', retryInSeconds: 8 }}
        onRetry={vi.fn()}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Next quote in 8 s: the swap service is busy.',
    )
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('behavior: an expired quote on an idle page, and a spent one, say so', () => {
    const { rerender } = render(
      <QuoteStatusLine status={{ kind: 'expired' }} />,
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Quote expired. A fresh one comes as soon as you are back.',
    )
    rerender(<QuoteStatusLine status={{ kind: 'spent' }} />)
    expect(
      screen.getByText(
        'This quote was sent to your wallet and is not offered again.',
      ),
    ).toBeVisible()
  })
})
