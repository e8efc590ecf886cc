import { describe, expect, test } from 'vitest'
import { createFormatters } from '../../../lib/format'
import { createTestI18n } from '../../../lib/i18n/testing/createTestI18n'
import { hash1, swapStates } from '../lifecycle/testing/swapFixtures'
import { toSwapFlowDetails } from './toSwapFlowDetails'

const words = { i18n: createTestI18n(), format: createFormatters('en') }

const explorer = 'https://explorer.example'

describe('toSwapFlowDetails', () => {
  test('behavior: a moved quote shows old and new output', () => {
    const details = toSwapFlowDetails(
      swapStates['quote-changed'],
      explorer,
      words,
    )
    expect(details.quoteChange).toEqual({
      previousText: expect.stringMatching(/^2\.1 DAI$/),
      nextText: expect.stringMatching(/ DAI$/),
    })
  })

  test('behavior: our own simulation is shown beside the quote', () => {
    const details = toSwapFlowDetails(
      {
        ...swapStates.signing,
        simulatedAmountOutWei: 1_500_000_000_000_000_000n,
      },
      explorer,
      words,
    )
    expect(details.simulation?.simulatedText).toBe('1.5 DAI')
    expect(
      toSwapFlowDetails(swapStates.signing, explorer, words).simulation,
    ).toBe(null)
  })

  test('behavior: what could not be checked is said beside the quote', () => {
    const details = toSwapFlowDetails(
      {
        ...swapStates.signing,
        notes: ['calldata could not be decoded'],
      },
      explorer,
      words,
    )
    expect(details.simulation).toEqual({
      quotedText: expect.any(String),
      simulatedText: null,
      notes: ['calldata could not be decoded'],
    })
  })

  test('behavior: a refused check is named', () => {
    expect(
      toSwapFlowDetails(swapStates['guard-failed'], explorer, words)
        .failedCheck,
    ).toBe('swap router address')
  })

  test('behavior: outcomes carry the explorer link and what arrived', () => {
    const confirmed = toSwapFlowDetails(swapStates.confirmed, explorer, words)
    expect(confirmed.outcome).toEqual({
      title: 'Swap confirmed',
      hash: hash1,
      receivedText: '2 DAI',
      explorerTxUrl: `${explorer}/tx/${hash1}`,
    })
    const reverted = toSwapFlowDetails(swapStates.reverted, null, words)
    expect(reverted.outcome).toMatchObject({
      title: 'Swap failed',
      receivedText: null,
      explorerTxUrl: null,
    })
    expect(
      toSwapFlowDetails(swapStates.pending, explorer, words).outcome?.title,
    ).toBe('Swap submitted')
  })

  test('behavior: nothing to add while idle or quoting', () => {
    for (const state of [swapStates.idle, swapStates.quoting]) {
      expect(toSwapFlowDetails(state, explorer, words)).toEqual({
        quoteChange: null,
        simulation: null,
        failedCheck: null,
        outcome: null,
      })
    }
  })
})
