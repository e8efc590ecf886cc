import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { QuoteDetails, type QuoteDetailsProps } from './QuoteDetails'

const props: QuoteDetailsProps = {
  isStale: false,
  sellSymbol: 'WETH',
  buySymbol: 'USDC',
  rates: { outPerIn: '2,000', inPerOut: '0.0005' },
  minimumReceived: {
    text: '1,990 USDC',
    source: 'slippage',
    slippagePercent: '0.5',
  },
  priceImpact: null,
  gas: null,
  provenance: {
    kind: 'indicative',
    blockNumber: null,
    ageSeconds: 1,
    expiresInSeconds: null,
  },
  problems: [],
}

const pool = {
  address: '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc',
  fee: 30,
  exchange: 'Uniswap V2',
  poolType: 'uniswap_v2',
} as const
const path = [
  {
    address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    decimals: 18,
    symbol: 'WETH',
  },
  {
    address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    decimals: 6,
    symbol: 'USDC',
  },
] as const

describe('QuoteDetails', () => {
  test('behavior: the minimum says only what holds it', () => {
    const noteOf = (source: QuoteDetailsProps['minimumReceived']['source']) => {
      const { unmount } = render(
        <QuoteDetails
          {...props}
          minimumReceived={{ ...props.minimumReceived, source }}
        />,
      )
      const term = screen.getByText('Minimum received')
      const text = term.nextElementSibling?.textContent ?? ''
      unmount()
      return text
    }
    expect(noteOf('decoded')).toBe('1,990 USDC set in the transaction')
    expect(noteOf('floor')).toBe(
      '1,990 USDC enforced on chain by the floor check',
    )
    expect(noteOf('simulation')).toBe('1,990 USDC checked by simulation only')
    expect(noteOf('quote')).toBe('1,990 USDC from the service’s quote')
    expect(noteOf('slippage')).toBe('1,990 USDC with 0.5% slippage')
  })

  test('behavior: the route is drawn collapsed and opens on demand', async () => {
    render(
      <QuoteDetails
        {...props}
        routes={[
          { percent: 70, pools: [pool], path: [...path] },
          { percent: 30, pools: [pool], path: [...path] },
        ]}
      />,
    )
    await userEvent.click(
      screen.getByRole('button', { name: 'All the quote’s details' }),
    )
    const summary = screen.getByText('Route: 2 paths')
    // The diagram's code arrives lazily: a loaded machine takes longer.
    const figure = await screen.findByRole(
      'figure',
      { name: 'Route from WETH to USDC', hidden: true },
      { timeout: 5000 },
    )
    expect(figure).not.toBeVisible()
    await userEvent.click(summary)
    expect(figure).toBeVisible()
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 4)),
    ).toEqual(['70%:', '30%:'])
  })

  test('behavior: one summary row (rate, fee); the rest opens on demand', async () => {
    render(
      <QuoteDetails
        {...props}
        gas={{ nativeText: '0.00071 ETH', usd: 2.13, isMaximum: false }}
        priceImpact={{ percent: 38, basis: 'usd-prices' }}
        problems={[
          { tone: 'warning', text: 'Not enough USDC.' },
          { tone: 'info', text: 'It starts with an approval.' },
        ]}
        provenance={{
          kind: 'executable',
          blockNumber: '102',
          ageSeconds: 5,
          expiresInSeconds: 25,
        }}
      />,
    )
    const region = screen.getByRole('region', { name: 'Quote details' })
    expect(screen.getByRole('status', { name: 'Rate' })).toBeVisible()
    expect(within(region).getByText('≈ $2.13')).toBeVisible()
    // The warning asks something of the person: in sight. The note waits.
    expect(screen.getByText('Not enough USDC.')).toBeVisible()
    expect(screen.getByText('It starts with an approval.')).not.toBeVisible()
    expect(screen.getByText('Minimum received')).not.toBeVisible()
    const more = screen.getByRole('button', { name: 'All the quote’s details' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(more)
    expect(more).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Minimum received')).toBeVisible()
    expect(screen.getByText('≈ 0.00071 ETH ($2.13)')).toBeVisible()
    expect(screen.getByText('38%')).toHaveClass('text-error')
    expect(screen.getByText('It starts with an approval.')).toBeVisible()
    // The jargon waits behind its own info button, one sentence each.
    const provenance = screen.getByText(/^Made for your wallet/)
    expect(provenance).not.toBeVisible()
    await userEvent.click(
      screen.getByRole('button', { name: 'About this quote' }),
    )
    expect(provenance).toBeVisible()
    expect(provenance).toHaveTextContent(
      'Made for your wallet, with the transaction you would sign. Priced at block 102, 5 seconds ago; valid for 25 s more.',
    )
  })

  test('behavior: an expired or open-ended quote says so in one sentence', () => {
    const { rerender } = render(
      <QuoteDetails
        {...props}
        provenance={{
          kind: 'executable',
          blockNumber: '7',
          ageSeconds: 40,
          expiresInSeconds: -1,
        }}
      />,
    )
    expect(screen.getByText(/Priced at block 7/)).toHaveTextContent(
      'Priced at block 7, 40 seconds ago; expired.',
    )
    rerender(<QuoteDetails {...props} />)
    expect(screen.getByText(/^A price without a wallet/)).toHaveTextContent(
      'A price without a wallet: connecting gets one you can sign. Priced 1 second ago.',
    )
  })

  test('behavior: no route, no disclosure', () => {
    render(<QuoteDetails {...props} />)
    expect(screen.queryByText(/^Route:/)).toBeNull()
  })

  test('behavior: the rate shows one way; the invert button turns it and says it is pressed', async () => {
    const { rerender } = render(<QuoteDetails {...props} />)
    expect(screen.getByRole('status', { name: 'Rate' })).toHaveTextContent(
      '1 WETH = 2,000 USDC',
    )
    expect(screen.queryByRole('button', { name: 'Invert the rate' })).toBeNull()
    let presses = 0
    const onInvertRate = () => {
      presses += 1
    }
    rerender(<QuoteDetails {...props} onInvertRate={onInvertRate} />)
    const invert = screen.getByRole('button', { name: 'Invert the rate' })
    expect(invert).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(invert)
    expect(presses).toBe(1)
    rerender(
      <QuoteDetails {...props} isRateInverted onInvertRate={onInvertRate} />,
    )
    expect(screen.getByRole('status', { name: 'Rate' })).toHaveTextContent(
      '1 USDC = 0.0005 WETH',
    )
    expect(
      screen.getByRole('button', { name: 'Invert the rate' }),
    ).toHaveAttribute('aria-pressed', 'true')
  })
})
