import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { TokenLookupNotice } from './TokenLookupNotice'

describe('TokenLookupNotice', () => {
  test('behavior: a failed lookup says why and offers a retry', async () => {
    const onRetry = vi.fn()
    render(
      <TokenLookupNotice
        state={{
          status: 'error',
          message: 'Too many requests. Try again in 12 s.',
        }}
        chainName="HyperEVM"
        onRetry={onRetry}
      />,
    )
    expect(
      screen.getByText(/Could not look up this address: Too many requests/),
    ).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  test('behavior: each lookup state reads in plain words', () => {
    const { rerender, container } = render(
      <TokenLookupNotice
        state={{ status: 'idle' }}
        chainName="HyperEVM"
        onRetry={vi.fn()}
      />,
    )
    expect(container).toBeEmptyDOMElement()
    const read = (status: 'loading' | 'not-found' | 'invalid-checksum') => {
      rerender(
        <TokenLookupNotice
          state={{ status }}
          chainName="HyperEVM"
          onRetry={vi.fn()}
        />,
      )
      return container.textContent
    }
    expect(read('loading')).toBe('Looking up this address on HyperEVM…')
    expect(read('not-found')).toBe('No token at this address on HyperEVM.')
    expect(read('invalid-checksum')).toMatch(/fails its checksum/)
  })
})
