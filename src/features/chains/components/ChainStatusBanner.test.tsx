import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { ChainStatusBanner } from './ChainStatusBanner'

describe('ChainStatusBanner', () => {
  test('behavior: degraded warns, disabled explains the block, active is quiet', () => {
    const { rerender, container } = render(
      <ChainStatusBanner chain={{ name: 'Base', status: 'DEGRADED' }} />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Base is degraded')
    rerender(<ChainStatusBanner chain={{ name: 'Base', status: 'DISABLED' }} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'swapping here is blocked',
    )
    rerender(<ChainStatusBanner chain={{ name: 'Base', status: 'ACTIVE' }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
