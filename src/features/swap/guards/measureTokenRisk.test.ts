import { describe, expect, test } from 'vitest'
import { measureTokenRisk } from './measureTokenRisk'

const quotedWei = 1_000n * 10n ** 18n
const sentWei = quotedWei / 1000n
const moved = (arrivedWei: bigint) =>
  ({ status: 'moved', destination: 'pool', sentWei, arrivedWei }) as const

describe('measureTokenRisk', () => {
  test('behavior: a 5 % token bought through one pool shows 5 % bought and 5 % sold', () => {
    expect(
      measureTokenRisk({
        quotedWei,
        receivedWei: (quotedWei * 95n) / 100n,
        sellBack: moved((sentWei * 95n) / 100n),
      }),
    ).toEqual({
      kind: 'taxed',
      taxBps: 500,
      buyTaxBps: 500,
      sellTaxBps: 500,
      quotedWei,
      receivedWei: (quotedWei * 95n) / 100n,
    })
  })

  test('behavior: the share of the quote that did not arrive is the buy figure, to a tenth of a basis point', () => {
    const risk = measureTokenRisk({
      quotedWei: 3_000n,
      receivedWei: 2_000n,
      sellBack: {
        status: 'moved',
        destination: 'pool',
        sentWei: 3n * 10n ** 6n,
        arrivedWei: 2n * 10n ** 6n,
      },
    })
    expect(risk).toMatchObject({
      kind: 'taxed',
      taxBps: 3333.3,
      buyTaxBps: 3333.3,
      sellTaxBps: 3333.3,
    })
  })

  test('behavior: buy and sell taxes that differ are each named (3 % bought, 10 % sold)', () => {
    expect(
      measureTokenRisk({
        quotedWei,
        receivedWei: (quotedWei * 97n) / 100n,
        sellBack: moved((sentWei * 90n) / 100n),
      }),
    ).toMatchObject({
      kind: 'taxed',
      taxBps: 300,
      buyTaxBps: 300,
      sellTaxBps: 1000,
    })
  })

  test('behavior: a token taxing only the sale shows no buy tax, and the sale’s loss as the figure', () => {
    expect(
      measureTokenRisk({
        quotedWei,
        receivedWei: quotedWei,
        sellBack: moved((sentWei * 88n) / 100n),
      }),
    ).toEqual({
      kind: 'taxed',
      taxBps: 1200,
      buyTaxBps: 0,
      sellTaxBps: 1200,
      quotedWei,
      receivedWei: quotedWei,
    })
  })

  test('behavior: a revert of the transfer to the pool is a token that cannot be sold, with its reason', () => {
    expect(
      measureTokenRisk({
        quotedWei,
        receivedWei: quotedWei,
        sellBack: {
          status: 'reverted',
          destination: 'pool',
          reason: 'it reverts with error 0x1',
        },
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
          sellBack: moved(arrivedWei),
        }),
      ).toBeNull()
    }
    expect(
      measureTokenRisk({
        quotedWei,
        receivedWei: quotedWei,
        sellBack: moved(sentWei - sentWei / 10_000n - 1n),
      }),
    ).toMatchObject({ kind: 'taxed' })
  })

  test('behavior: a swap that fell short of its quote is no tax while the sale loses nothing (the market may have moved)', () => {
    expect(
      measureTokenRisk({
        quotedWei,
        receivedWei: (quotedWei * 97n) / 100n,
        sellBack: moved(sentWei),
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
