import { describe, expect, test } from 'vitest'
import { measureTokenRisk } from './measureTokenRisk'

const quotedWei = 1_000n * 10n ** 18n
const sentWei = quotedWei / 1000n

describe('measureTokenRisk', () => {
  test('behavior: a 5 % token bought through one pool transfer shows 5 %', () => {
    expect(
      measureTokenRisk({
        quotedWei,
        receivedWei: (quotedWei * 95n) / 100n,
        sellBack: {
          status: 'moved',
          sentWei,
          arrivedWei: (sentWei * 95n) / 100n,
        },
      }),
    ).toEqual({
      kind: 'taxed',
      taxBps: 500,
      quotedWei,
      receivedWei: (quotedWei * 95n) / 100n,
    })
  })

  test('behavior: the share of the quote that did not arrive is the figure, to a tenth of a basis point', () => {
    const risk = measureTokenRisk({
      quotedWei: 3_000n,
      receivedWei: 2_000n,
      sellBack: {
        status: 'moved',
        sentWei: 3n * 10n ** 6n,
        arrivedWei: 2n * 10n ** 6n,
      },
    })
    expect(risk).toMatchObject({ kind: 'taxed', taxBps: 3333.3 })
  })

  test('behavior: a token taxing only the sale shows the transfer’s own loss', () => {
    expect(
      measureTokenRisk({
        quotedWei,
        receivedWei: quotedWei,
        sellBack: {
          status: 'moved',
          sentWei,
          arrivedWei: (sentWei * 88n) / 100n,
        },
      }),
    ).toMatchObject({ kind: 'taxed', taxBps: 1200, receivedWei: quotedWei })
  })

  test('behavior: a revert of the transfer is a token that cannot be sold, with its reason', () => {
    expect(
      measureTokenRisk({
        quotedWei,
        receivedWei: quotedWei,
        sellBack: { status: 'reverted', reason: 'it reverts with error 0x1' },
      }),
    ).toEqual({ kind: 'unsellable', reason: 'it reverts with error 0x1' })
  })

  test('behavior: rounding is no tax (1 wei, or up to 0.01 % of what was sent)', () => {
    for (const arrivedWei of [
      sentWei,
      sentWei - 1n,
      sentWei - sentWei / 10_000n,
    ]) {
      expect(
        measureTokenRisk({
          quotedWei,
          receivedWei: quotedWei - 1n,
          sellBack: { status: 'moved', sentWei, arrivedWei },
        }),
      ).toBeNull()
    }
    expect(
      measureTokenRisk({
        quotedWei,
        receivedWei: quotedWei,
        sellBack: {
          status: 'moved',
          sentWei,
          arrivedWei: sentWei - sentWei / 10_000n - 1n,
        },
      }),
    ).toMatchObject({ kind: 'taxed' })
  })

  test('behavior: a swap that fell short of its quote is no tax while transfers lose nothing (the market may have moved)', () => {
    expect(
      measureTokenRisk({
        quotedWei,
        receivedWei: (quotedWei * 97n) / 100n,
        sellBack: { status: 'moved', sentWei, arrivedWei: sentWei },
      }),
    ).toBeNull()
  })

  test('behavior: without the probe nothing is claimed', () => {
    expect(
      measureTokenRisk({
        quotedWei,
        receivedWei: quotedWei / 2n,
        sellBack: null,
      }),
    ).toBeNull()
  })
})
