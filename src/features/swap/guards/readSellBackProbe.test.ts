import { type Address, encodeAbiParameters, pad } from 'viem'
import { describe, expect, test } from 'vitest'
import { createSourceI18n } from '../../../lib/i18n/loadI18n'
import { readSellBackProbe } from './readSellBackProbe'
import { TRANSFER_TOPIC } from './readSourcePool'

const token: Address = '0x1111111111111111111111111111111111111111'
const other: Address = '0x2222222222222222222222222222222222222222'
const pool: Address = '0x3333333333333333333333333333333333333333'
const recipient: Address = '0x4444444444444444444444444444444444444444'
const i18n = createSourceI18n()

const uint = (wei: bigint) => encodeAbiParameters([{ type: 'uint256' }], [wei])
const transfer = (from: Address, to: Address, wei: bigint, at = token) => ({
  address: at,
  topics: [TRANSFER_TOPIC, pad(from), pad(to)] as const,
  data: uint(wei),
})
const balance = (wei: bigint) =>
  ({ status: 'success', data: uint(wei) }) as const

describe('readSellBackProbe', () => {
  test('behavior: the pool’s balance read around the transfer is what arrived, whatever the token logs', () => {
    const probe = readSellBackProbe({
      // a token that logs the full amount and credits 90 %
      call: {
        status: 'success',
        data: '0x',
        logs: [transfer(recipient, pool, 1_000n)],
      },
      balanceReads: [balance(50_000n), balance(50_900n)],
      token,
      to: pool,
      destination: 'pool',
      sentWei: 1_000n,
      i18n,
    })
    expect(probe).toEqual({
      status: 'moved',
      destination: 'pool',
      sentWei: 1_000n,
      arrivedWei: 900n,
    })
  })

  test('behavior: balance reads that fail leave the token’s own Transfer logs to the destination', () => {
    const probe = readSellBackProbe({
      call: {
        status: 'success',
        data: '0x',
        logs: [
          transfer(recipient, pool, 950n),
          // the burnt share, another token's transfer and another receiver
          transfer(
            recipient,
            '0x0000000000000000000000000000000000000000',
            50n,
          ),
          transfer(recipient, pool, 1_000n, other),
          transfer(recipient, other, 7n),
        ],
      },
      balanceReads: [{ status: 'failure', data: '0x' }, balance(1n)],
      token,
      to: pool,
      destination: 'pool',
      sentWei: 1_000n,
      i18n,
    })
    expect(probe).toEqual({
      status: 'moved',
      destination: 'pool',
      sentWei: 1_000n,
      arrivedWei: 950n,
    })
  })

  test('behavior: a transfer to the router (no pool found) that emits nothing delivered nothing', () => {
    expect(
      readSellBackProbe({
        call: { status: 'success', data: '0x', logs: [] },
        token,
        to: other,
        destination: 'router',
        sentWei: 1_000n,
        i18n,
      }),
    ).toEqual({
      status: 'moved',
      destination: 'router',
      sentWei: 1_000n,
      arrivedWei: 0n,
    })
  })

  test('behavior: a reverted transfer is worded with its reason', () => {
    // TradingNotEnabled(): a custom error the app has no ABI for
    const probe = readSellBackProbe({
      call: { status: 'failure', data: '0x12f1f923' },
      balanceReads: [balance(5n), balance(5n)],
      token,
      to: pool,
      destination: 'pool',
      sentWei: 1_000n,
      i18n,
    })
    expect(probe).toEqual({
      status: 'reverted',
      destination: 'pool',
      reason: 'it reverts with error 0x12f1f923',
    })
  })
})
