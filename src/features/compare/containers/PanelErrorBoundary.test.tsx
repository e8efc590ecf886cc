import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { PanelErrorBoundary } from './PanelErrorBoundary'

function Broken(): never {
  throw new Error('chunk failed to load')
}

describe('PanelErrorBoundary', () => {
  test('behavior: a panel that fails stays inside the panel, with a retry', async () => {
    const onRetry = vi.fn()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <>
        <p>Swap form</p>
        <PanelErrorBoundary onRetry={onRetry}>
          <Broken />
        </PanelErrorBoundary>
      </>,
    )
    consoleError.mockRestore()
    expect(screen.getByText('Swap form')).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The comparison could not be shown.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
