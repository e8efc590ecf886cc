import { type Address, encodeAbiParameters, pad } from 'viem'
import { describe, expect, test } from 'vitest'
import { createSourceI18n } from '../../../lib/i18n/loadI18n'
import { readSellBackProbe, TRANSFER_TOPIC } from './readSellBackProbe'

const token: Address = '0x1111111111111111111111111111111111111111'
const other: Address = '0x2222222222222222222222222222222222222222'
const router: Address = '0x3333333333333333333333333333333333333333'
const recipient: Address = '0x4444444444444444444444444444444444444444'
const i18n = createSourceI18n()

const transfer = (from: Address, to: Address, wei: bigint, at = token) => ({
  address: at,
  topics: [TRANSFER_TOPIC, pad(from), pad(to)] as const,
  data: encodeAbiParameters([{ type: 'uint256' }], [wei]),
})

describe('readSellBackProbe', () => {
  test('behavior: what arrived at the destination, from the token’s own Transfer logs', () => {
    const probe = readSellBackProbe({
      call: {
        status: 'success',
        data: '0x',
        logs: [
          transfer(recipient, router, 950n),
          // the burnt share, another token's transfer and another receiver
          transfer(
            recipient,
            '0x0000000000000000000000000000000000000000',
            50n,
          ),
          transfer(recipient, router, 1_000n, other),
          transfer(recipient, other, 7n),
        ],
      },
      token,
      to: router,
      sentWei: 1_000n,
      i18n,
    })
    expect(probe).toEqual({
      status: 'moved',
      sentWei: 1_000n,
      arrivedWei: 950n,
    })
  })

  test('behavior: a transfer that emits nothing delivered nothing', () => {
    expect(
      readSellBackProbe({
        call: { status: 'success', data: '0x', logs: [] },
        token,
        to: router,
        sentWei: 1_000n,
        i18n,
      }),
    ).toEqual({ status: 'moved', sentWei: 1_000n, arrivedWei: 0n })
  })

  test('behavior: a reverted transfer is worded with its reason', () => {
    // TradingNotEnabled(): a custom error the app has no ABI for
    const probe = readSellBackProbe({
      call: { status: 'failure', data: '0x12f1f923' },
      token,
      to: router,
      sentWei: 1_000n,
      i18n,
    })
    expect(probe).toEqual({
      status: 'reverted',
      reason: 'it reverts with error 0x12f1f923',
    })
  })
})
