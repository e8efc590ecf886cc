import { describe, expect, test } from 'vitest'
import type { Config } from 'wagmi'
import type { SendTransactionParameters } from 'wagmi/actions'
import { createTestPartnerQuote } from '../../guards/testing/createTestPartnerQuote'
import { buildSendTransactionParameters } from './signStep'

const { tx } = createTestPartnerQuote()

describe('buildSendTransactionParameters', () => {
  test('behavior: eip1559 sends the two fee caps and no gasPrice', () => {
    expect(buildSendTransactionParameters(tx)).toMatchInlineSnapshot(`
      {
        "data": "0x1234567800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "gas": 180000n,
        "maxFeePerGas": 2000000000n,
        "maxPriorityFeePerGas": 1000000n,
        "to": "0xcce7452db4392b40aa0e1592a7c486e13bf69654",
        "value": 0n,
      }
    `)
  })

  test('behavior: legacy sends gasPrice only, even if fee caps came along', () => {
    const parameters = buildSendTransactionParameters({ ...tx, type: 'legacy' })
    expect(parameters).toMatchInlineSnapshot(`
      {
        "data": "0x1234567800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "gas": 180000n,
        "gasPrice": 1000000000n,
        "to": "0xcce7452db4392b40aa0e1592a7c486e13bf69654",
        "value": 0n,
      }
    `)
  })

  test('behavior: without a type, what is present, never both', () => {
    expect(
      buildSendTransactionParameters({ ...tx, type: undefined }),
    ).not.toHaveProperty('gasPrice')
    const legacy = buildSendTransactionParameters({
      ...tx,
      type: undefined,
      maxFeePerGas: undefined,
      maxPriorityFeePerGas: undefined,
    })
    expect(legacy).toMatchObject({ gasPrice: 1_000_000_000n })
    expect(legacy).not.toHaveProperty('maxFeePerGas')
  })

  test('behavior: eip1559 without caps leaves the fees to the wallet', () => {
    const parameters = buildSendTransactionParameters({
      ...tx,
      maxFeePerGas: undefined,
      maxPriorityFeePerGas: undefined,
    })
    expect(Object.keys(parameters).sort()).toEqual([
      'data',
      'gas',
      'to',
      'value',
    ])
  })

  test('behavior: to, data, value and gas are passed exactly, never from', () => {
    const parameters = buildSendTransactionParameters({
      ...tx,
      value: '123',
      gas: '4567',
    })
    expect(parameters).toMatchObject({
      to: tx.to,
      data: tx.data,
      value: 123n,
      gas: 4567n,
    })
    expect(parameters).not.toHaveProperty('from')
  })

  test('behavior: the result is what wagmi sendTransaction takes', () => {
    const forWagmi: SendTransactionParameters<Config> =
      buildSendTransactionParameters(tx)
    expect(forWagmi.to).toBe(tx.to)
  })
})
