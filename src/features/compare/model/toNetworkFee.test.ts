import { describe, expect, test } from 'vitest'
import type { CompareGasFigures } from '../types'
import { toNetworkFee } from './toNetworkFee'

const native = { symbol: 'ETH', decimals: 18, priceUsd: 2000 }
const gas: CompareGasFigures = {
  quote: { gasUnits: 200_000n, gasPriceWei: 9n },
  network: { gasPriceWei: 3n, nativeToken: native },
}

describe('toNetworkFee', () => {
  test('behavior: the quote’s gas at the network’s price', () => {
    expect(toNetworkFee(gas)).toEqual({
      aggregatorGas: 200_000n,
      gasPriceWei: 3n,
      gasPriceSource: 'network',
      native,
    })
  })

  test('behavior: no gas price read from the network yet: the quote’s', () => {
    expect(
      toNetworkFee({
        ...gas,
        network: { gasPriceWei: null, nativeToken: native },
      }),
    ).toMatchObject({ gasPriceWei: 9n, gasPriceSource: 'quote' })
  })

  test('behavior: a missing gas, price or coin gives no fee', () => {
    expect(toNetworkFee(undefined)).toBeNull()
    expect(
      toNetworkFee({ ...gas, network: { gasPriceWei: 3n, nativeToken: null } }),
    ).toBeNull()
    expect(
      toNetworkFee({ ...gas, quote: { gasUnits: null, gasPriceWei: 9n } }),
    ).toBeNull()
    expect(
      toNetworkFee({
        ...gas,
        quote: { gasUnits: 200_000n, gasPriceWei: null },
        network: { gasPriceWei: null, nativeToken: native },
      }),
    ).toBeNull()
  })
})
