import { describe, expect, test } from 'vitest'
import { createSourceI18n } from '../../../lib/i18n/loadI18n'
import { describeTaxShortfall } from './describeTaxShortfall'

describe('describeTaxShortfall', () => {
  test('behavior: names the tax, what would arrive, and the slippage that lets the swap through', () => {
    expect(
      describeTaxShortfall({
        i18n: createSourceI18n(),
        risk: {
          kind: 'taxed',
          taxBps: 500,
          buyTaxBps: 500,
          sellTaxBps: 500,
          quotedWei: 100n * 10n ** 18n,
          receivedWei: 95n * 10n ** 18n,
        },
        buyToken: { symbol: 'TAX', decimals: 18 },
        slippagePercent: '0.5',
      }),
    ).toBe(
      'This token takes 5% on every transfer: you would receive about 95 TAX, not 100 TAX, below what your slippage (0.5%) allows. To buy it, set your slippage to at least 5.5%. Nothing was sent to your wallet.',
    )
  })

  test('behavior: the slippage asked for is rounded up to a tenth', () => {
    const message = describeTaxShortfall({
      i18n: createSourceI18n(),
      risk: {
        kind: 'taxed',
        taxBps: 333.3,
        buyTaxBps: 333.3,
        sellTaxBps: 333.3,
        quotedWei: 3n,
        receivedWei: 2n,
      },
      buyToken: { symbol: 'TAX', decimals: 0 },
      slippagePercent: '1',
    })
    expect(message).toContain('takes 3.3% on every transfer')
    expect(message).toContain('set your slippage to at least 4.4%')
  })
})
