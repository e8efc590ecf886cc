import { maxUint256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { createFormatters } from '../../../lib/format'
import { createTestI18n } from '../../../lib/i18n/testing/createTestI18n'
import {
  testBuyToken,
  testSellToken,
} from '../guards/testing/createTestPartnerQuote'
import { swapStates } from '../lifecycle/testing/swapFixtures'
import type { SwapState } from '../lifecycle/types'
import { toMeasuredChangesView } from './toMeasuredChangesView'

const words = { i18n: createTestI18n(), format: createFormatters('en') }

const context = {
  tokens: [
    { address: testSellToken, symbol: 'USDC', decimals: 6 },
    { address: testBuyToken, symbol: 'DAI', decimals: 18 },
  ],
  native: { symbol: 'ETH', decimals: 18, priceUsd: 2_000 },
}

const { signing } = swapStates

describe('toMeasuredChangesView', () => {
  test('behavior: what leaves the payer, what the recipient gains, the allowance left and the fee in the coin and USD', () => {
    expect(toMeasuredChangesView(signing, context, words)).toEqual({
      protection: {
        kind: 'decoded-minimum',
        text: 'Minimum checked by the router (decoded)',
      },
      payerOutflows: ['1 USDC'],
      recipientGainText: '2 DAI',
      tokenRiskText: null,
      allowanceLeftText: '0 USDC',
      networkFee: { nativeText: '0.00018 ETH', usd: expect.closeTo(0.36, 9) },
    })
  })

  test('behavior: the protection in plain words, for each kind', () => {
    const words_ = (protection: SwapState & { status: 'signing' }) =>
      toMeasuredChangesView(protection, context, words)?.protection.text
    expect(words_({ ...signing, protection: 'on-chain' })).toBe(
      'Floor enforced on chain',
    )
    expect(words_({ ...signing, protection: 'simulation-only' })).toBe(
      'Checked by simulation only',
    )
  })

  test('behavior: the native coin by its symbol; no allowance for the coin; no USD without its price', () => {
    const view = toMeasuredChangesView(
      {
        ...signing,
        measured: {
          ...signing.measured,
          payerOutflows: [
            { token: NATIVE_TOKEN_ADDRESS, amountWei: 10n ** 17n },
          ],
          allowanceLeftWei: null,
        },
      },
      { ...context, native: { ...context.native, priceUsd: null } },
      words,
    )
    expect(view?.payerOutflows).toEqual(['0.1 ETH'])
    expect(view?.allowanceLeftText).toBeNull()
    expect(view?.networkFee.usd).toBeNull()
  })

  test('behavior: an unlimited allowance reads as unlimited; a token the card does not know in smallest units', () => {
    const unknown = '0x000000000000000000000000000000000000dEaD'
    const view = toMeasuredChangesView(
      {
        ...signing,
        measured: {
          ...signing.measured,
          payerOutflows: [{ token: unknown, amountWei: 5n }],
          allowanceLeftWei: maxUint256 - 1_000_000n,
        },
      },
      context,
      words,
    )
    expect(view?.allowanceLeftText).toBe('Unlimited')
    expect(view?.payerOutflows).toEqual([`5 smallest units of ${unknown}`])
  })

  test('behavior: shown while the person accepts, while the wallet is asked and after, from what the review showed', () => {
    const shown = (
      [
        'accepting-simulation-only',
        'accepting-token-risk',
        'signing',
        'pending',
        'confirmed',
        'reverted',
        'cancelled',
      ] as const
    ).map((status) => toMeasuredChangesView(swapStates[status], context, words))
    for (const view of shown) expect(view?.recipientGainText).toBe('2 DAI')
  })

  test('behavior: the bought token’s tax or trap is named, and nothing where there is none', () => {
    const taxed = swapStates['accepting-token-risk']
    expect(toMeasuredChangesView(taxed, context, words)?.tokenRiskText).toBe(
      'Takes 5% when bought, 5% when sold',
    )
    const soldOnly = {
      ...taxed,
      measured: {
        ...taxed.measured,
        tokenRisk: {
          kind: 'taxed',
          taxBps: 1200,
          buyTaxBps: 0,
          sellTaxBps: 1200,
          quotedWei: 10n,
          receivedWei: 10n,
        },
      },
    } as const
    expect(toMeasuredChangesView(soldOnly, context, words)?.tokenRiskText).toBe(
      'Takes 12% when sold',
    )
    const trapped = {
      ...taxed,
      measured: {
        ...taxed.measured,
        tokenRisk: { kind: 'unsellable', reason: 'it reverts' },
      },
    } as const
    expect(toMeasuredChangesView(trapped, context, words)?.tokenRiskText).toBe(
      'Cannot be sold by anyone but its owner',
    )
    expect(
      toMeasuredChangesView(swapStates.signing, context, words)?.tokenRiskText,
    ).toBeNull()
  })

  test('behavior: nothing before the checks cleared the swap', () => {
    for (const status of ['ready', 'checking', 'guard-failed'] as const) {
      expect(toMeasuredChangesView(swapStates[status], context, words)).toBe(
        null,
      )
    }
  })
})
