import { describe, expect, test } from 'vitest'
import { createFormatters } from '../../../lib/format'
import type { AppChain } from '../../chains'
import type { Quote } from '../api/types'
import type { SwapModel } from '../hooks/useSwapModel'
import { swapStates } from '../lifecycle/testing/swapFixtures'
import { toQuoteDetails } from './toQuoteDetails'
import { toQuoteView } from './toQuoteView'

const format = createFormatters('en')
const chain = {
  id: 31337,
  nativeDecimals: 18,
  nativeSymbol: 'ETH',
  routerAddress: '0x0000000000000000000000000000000000000001',
} as unknown as AppChain
const quote = {
  kind: 'indicative',
  inputs: { amount: '1000000000000000000' },
  dstAmount: 2_000_000n,
  minAmountOut: null,
  gasUnits: 100_000n,
  gasPriceWei: 1_000_000_000n,
  isGasPriceMaximum: false,
  routes: null,
  blockNumber: null,
  issues: [],
  receivedAtMs: 0,
  expiresAtMs: null,
} as unknown as Quote
const model = {
  quote: { quote, isStale: false, hasInputs: true },
  sellToken: {
    address: '0x00000000000000000000000000000000000000aa',
    symbol: 'DAI',
    decimals: 18,
    priceUsd: 1,
  },
  buyToken: {
    address: '0x00000000000000000000000000000000000000bb',
    symbol: 'USDC',
    decimals: 6,
    priceUsd: 1,
  },
  nativeToken: { priceUsd: 3000 },
  amount: { status: 'valid', amount: 10n ** 18n },
  slippagePercent: '0.5',
  gasPriceWei: null,
  midPrices: null,
} as unknown as SwapModel

describe('toQuoteDetails', () => {
  test('behavior: a quote for a complete form has its rate, minimum and gas; the gas figure matches the first-load view', () => {
    const details = toQuoteDetails(model, chain, 1_000, format, swapStates.idle)
    expect(details?.minimumReceived.text).toBe('1.99 USDC')
    expect(details?.gas?.nativeText).toBe('0.0001 ETH')
    const view = toQuoteView(model, chain, 1_000, { format })
    expect(view.hasDetails).toBe(true)
    expect(view.gasUsd).toBe(details?.gas?.usd)
    expect(view.gasUsd).toBeCloseTo(0.3)
  })

  test('behavior: none once the swap is confirmed, nor without an amount', () => {
    expect(
      toQuoteDetails(model, chain, 1_000, format, swapStates.confirmed),
    ).toBeNull()
    const empty = { ...model, amount: { status: 'empty' } } as SwapModel
    expect(toQuoteDetails(empty, chain, 1_000, format, swapStates.idle)).toBe(
      null,
    )
    expect(toQuoteView(empty, chain, 1_000, { format }).gasUsd).toBeNull()
  })
})
