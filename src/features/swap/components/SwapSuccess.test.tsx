import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { SwapFlowDetails } from './SwapFlowDetails'
import { SwapSuccess } from './SwapSuccess'

const dai = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'DAI',
  decimals: 18,
  logoURI: null,
} as const
const usdc = {
  address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  symbol: 'USDC',
  decimals: 6,
  logoURI: null,
} as const
const hash = `0x${'c'.repeat(64)}`

describe('SwapSuccess', () => {
  test('behavior: a check, the heading, "25 DAI → 24.92 USDC" with both logos, and the explorer as a button-styled link, inside the progress region', () => {
    render(
      <SwapFlowDetails
        quoteChange={null}
        simulation={null}
        failedCheck={null}
        outcome={{
          title: 'Swap confirmed',
          hash,
          receivedText: '24.92 USDC',
          explorerTxUrl: `https://explorer.example/tx/${hash}`,
        }}
        success={
          <SwapSuccess
            sellToken={dai}
            buyToken={usdc}
            soldWei={25n * 10n ** 18n}
            receivedWei={24_920_000n}
            hash={hash}
            explorerTxUrl={`https://explorer.example/tx/${hash}`}
          />
        }
      />,
    )
    const region = screen.getByRole('region', { name: 'Swap progress' })
    expect(region.querySelector('.swap-success-check svg')).not.toBeNull()
    expect(
      screen.getByRole('heading', { name: 'Swap confirmed' }),
    ).toBeVisible()
    const amounts = region.querySelector('.swap-success-amounts')
    expect(amounts?.querySelector('.swap-success-line')?.textContent).toBe(
      '25 DAI  24.92 USDC',
    )
    expect(amounts?.querySelectorAll('.token-logo')).toHaveLength(2)
    expect(amounts?.querySelector('svg.icon-arrow')).not.toBeNull()
    const link = screen.getByRole('link', { name: 'View transaction' })
    expect(link).toHaveClass('button-secondary')
    expect(link).toHaveAttribute('href', `https://explorer.example/tx/${hash}`)
    // The designed state replaces the plain outcome: no "Received:" line.
    expect(screen.queryByText(/^Received:/)).toBeNull()
  })

  test('behavior: where the receipt does not say what arrived, the line names the token only; without an explorer, the hash', () => {
    render(
      <SwapSuccess
        sellToken={dai}
        buyToken={usdc}
        soldWei={25n * 10n ** 18n}
        receivedWei={null}
        hash={hash}
        explorerTxUrl={null}
      />,
    )
    expect(document.querySelector('.swap-success-line')?.textContent).toBe(
      '25 DAI  USDC',
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText(hash)).toBeVisible()
  })
})
