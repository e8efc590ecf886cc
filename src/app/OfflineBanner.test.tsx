import { onlineManager } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
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
})
