import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { MeasuredChanges } from './MeasuredChanges'

const props = {
  protection: { kind: 'on-chain', text: 'Floor enforced on chain' },
  payerOutflows: ['10 DAI'],
  recipientGainText: '9.9 USDC',
  allowanceLeftText: '0 DAI',
  networkFee: { nativeText: '0.0002 ETH', usd: 0.4 },
} as const

describe('MeasuredChanges', () => {
  test('behavior: the protection, then each measured change with its figure', () => {
    render(<MeasuredChanges {...props} />)
    const region = screen.getByRole('region', { name: 'Measured changes' })
    const text = region.textContent ?? ''
    expect(text).toContain('Floor enforced on chain')
    expect(text).toContain('Leaves your wallet10 DAI')
    expect(text).toContain('Recipient receives9.9 USDC')
    expect(text).toContain('Allowance left to the router0 DAI')
    expect(text).toContain('Network fee0.0002 ETH ($0.40)')
  })

  test('behavior: no allowance row for the native coin, no USD without a price', () => {
    render(
      <MeasuredChanges
        {...props}
        allowanceLeftText={null}
        networkFee={{ nativeText: '0.0002 ETH', usd: null }}
      />,
    )
    const text =
      screen.getByRole('region', { name: 'Measured changes' }).textContent ?? ''
    expect(text).not.toContain('Allowance left')
    expect(text).toContain('Network fee0.0002 ETH')
    expect(text).not.toContain('$')
  })
})
