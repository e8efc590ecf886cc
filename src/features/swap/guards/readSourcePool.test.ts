import {
  type Address,
  encodeAbiParameters,
  getAddress,
  pad,
  zeroAddress,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { readSourcePool, TRANSFER_TOPIC } from './readSourcePool'
import type { SwapLog } from './types'

const token: Address = '0x1111111111111111111111111111111111111111'
const other: Address = '0x2222222222222222222222222222222222222222'
const router: Address = '0x3333333333333333333333333333333333333333'
const recipient: Address = '0x4444444444444444444444444444444444444444'
const poolA: Address = '0x5555555555555555555555555555555555555555'
const poolB: Address = '0x6666666666666666666666666666666666666666'

const transfer = (from: Address, to: Address, wei: bigint, at = token) => ({
  address: at,
  topics: [TRANSFER_TOPIC, pad(from), pad(to)] as const,
  data: encodeAbiParameters([{ type: 'uint256' }], [wei]),
})
const read = (logs: SwapLog[]) =>
  readSourcePool({ logs, token, recipient, router })

describe('readSourcePool', () => {
  test('behavior: the pool that sent the bought token to the recipient', () => {
    expect(
      read([
        transfer(recipient, poolB, 1_000n, other),
        transfer(poolA, recipient, 950n),
      ]),
    ).toBe(poolA)
  })

  test('behavior: the pool that sent it to the router, not the router forwarding it', () => {
    expect(
      read([
        transfer(poolA, router, 1_000n),
        transfer(router, recipient, 1_000n),
      ]),
    ).toBe(poolA)
  })

  test('behavior: a multi-hop route names its last hop’s pool (earlier hops move other tokens)', () => {
    expect(
      read([
        transfer(recipient, poolB, 500n, other),
        transfer(poolB, poolA, 480n, other),
        transfer(poolA, recipient, 900n),
      ]),
    ).toBe(poolA)
  })

  test('behavior: split between pools, the one that sent the most', () => {
    expect(
      read([
        transfer(poolB, recipient, 300n),
        transfer(poolA, recipient, 700n),
      ]),
    ).toBe(poolA)
  })

  test('behavior: a checksummed address however the topic spells it', () => {
    const lower = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd'
    expect(read([transfer(lower, recipient, 1n)])).toBe(getAddress(lower))
  })

  test('behavior: no pool where none sent the token: mints, the recipient’s own transfers, other tokens, other receivers, malformed logs', () => {
    expect(read([])).toBeNull()
    expect(
      read([
        transfer(zeroAddress, recipient, 1_000n),
        transfer(recipient, router, 1_000n),
        transfer(poolA, recipient, 1_000n, other),
        transfer(poolA, poolB, 1_000n),
        { ...transfer(poolA, recipient, 1_000n), data: '0x01' },
        {
          ...transfer(poolA, recipient, 1_000n),
          topics: [TRANSFER_TOPIC, pad(poolA)] as const,
        },
      ]),
    ).toBeNull()
  })
})
