import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { ApiError } from './apiClient'
import { UserErrorText } from './UserErrorText'

describe('UserErrorText', () => {
  test("behavior: an error's words arrive with their module and read as toUserError words them", async () => {
    const error = new ApiError({
      kind: 'network',
      message: 'fetch failed',
      endpoint: 'chains',
    })
    render(
      <p>
        <UserErrorText error={error} />
      </p>,
    )
    expect(
      await screen.findByText(
        'The swap service cannot be reached. Check your connection.',
      ),
    ).toBeVisible()
  })
})
