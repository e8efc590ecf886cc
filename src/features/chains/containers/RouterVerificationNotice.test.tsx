import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../../lib/createMemoryStorage'
import { RouterAcknowledgementProvider } from '../store/RouterAcknowledgementProvider'
import type { AppChain } from '../types'
import { RouterVerificationNotice } from './RouterVerificationNotice'

const chainOf = (overrides: Partial<AppChain>): AppChain => ({
  id: 31_337,
  name: 'Devnet',
  nativeSymbol: 'ETH',
  nativeName: 'Ether',
  nativeDecimals: 18,
  routerAddress: '0xB7f8BC63BbcaD18155201308C8f3540b07f84F5e',
  contractVersion: '1',
  routerCodeHash: null,
  status: 'ACTIVE',
  explorerUrl: null,
  hasMulticall: true,
  hasRpc: true,
  rpcUrl: null,
  ...overrides,
})

const renderNotice = (chain: AppChain, storage = createMemoryStorage()) =>
  render(
    <RouterAcknowledgementProvider storage={storage}>
      <RouterVerificationNotice chain={chain} />
    </RouterAcknowledgementProvider>,
  )

describe('RouterVerificationNotice', () => {
  test('behavior: the pinned router says nothing', () => {
    const view = renderNotice(chainOf({}))
    expect(view.container).toBeEmptyDOMElement()
  })

  test('behavior: another router than the pinned one is shown as refused', () => {
    renderNotice(
      chainOf({ routerAddress: '0xcA11bde05977b3631167028862bE2a173976CA11' }),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Signing on this network is refused',
    )
  })

  test('behavior: an unlisted chain asks once, remembered per chain and router', () => {
    const storage = createMemoryStorage()
    const base = chainOf({
      id: 8453,
      routerAddress: '0x1111111111111111111111111111111111111111',
    })
    const view = renderNotice(base, storage)
    expect(screen.getByRole('note')).toHaveTextContent(
      'is not independently verified',
    )
    fireEvent.click(
      screen.getByRole('button', {
        name: 'I understand: this router is not independently verified',
      }),
    )
    expect(screen.queryByRole('note')).toBeNull()
    view.unmount()
    renderNotice(base, storage)
    expect(screen.queryByRole('note')).toBeNull()
    renderNotice(
      { ...base, routerAddress: '0x2222222222222222222222222222222222222222' },
      storage,
    )
    expect(screen.getByRole('note')).toBeInTheDocument()
  })
})
