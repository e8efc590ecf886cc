import { act, render, screen, waitFor } from '@testing-library/react'
import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../../lib/createMemoryStorage'
import {
  RouterAcknowledgementProvider,
  useRouterAcknowledgement,
} from './RouterAcknowledgementProvider'

// The real store and the real checksum chunk (import()ed as in the page).

const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const badChecksum = '0x70997970C51812dc3A010C7d01b50e0d17dc79c8'

const handle: { acknowledge?: () => void } = {}

function Probe({ router }: { router: Address }) {
  const { isAcknowledged, isChecking, acknowledge } = useRouterAcknowledgement(
    31_338,
    router,
  )
  handle.acknowledge = acknowledge
  return (
    <output aria-label="router">
      {isChecking ? 'checking' : isAcknowledged ? 'accepted' : 'not accepted'}
    </output>
  )
}

function renderProbe(router: Address) {
  return render(
    <RouterAcknowledgementProvider storage={createMemoryStorage()}>
      <Probe router={router} />
    </RouterAcknowledgementProvider>,
  )
}

const state = () => screen.getByRole('status', { name: 'router' })

describe('router acknowledgement', () => {
  test('behavior: a router in checksum case counts once accepted, after its checksum is checked', async () => {
    renderProbe(checksummed)
    expect(state()).toHaveTextContent('not accepted')
    act(() => handle.acknowledge?.())
    await waitFor(() => expect(state()).toHaveTextContent('accepted'))
    expect(state()).not.toHaveTextContent('not')
  })

  test('behavior: a router in lowercase counts at once; one whose checksum fails never counts, as before', async () => {
    const { unmount } = renderProbe(checksummed.toLowerCase() as Address)
    act(() => handle.acknowledge?.())
    expect(state()).toHaveTextContent('accepted')
    expect(state()).not.toHaveTextContent('not')
    unmount()
    renderProbe(badChecksum)
    act(() => handle.acknowledge?.())
    expect(state()).toHaveTextContent('checking')
    await waitFor(() => expect(state()).toHaveTextContent('not accepted'))
  })
})
