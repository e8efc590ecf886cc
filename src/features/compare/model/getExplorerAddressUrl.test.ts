import { describe, expect, test } from 'vitest'
import { POOL_V2 } from '../testing/createCompareFixtures'
import { getExplorerAddressUrl } from './getExplorerAddressUrl'

describe('getExplorerAddressUrl', () => {
  test('behavior: an http(s) explorer gets an address page; anything else none', () => {
    expect(getExplorerAddressUrl('https://scan.example/', POOL_V2)).toBe(
      `https://scan.example/address/${POOL_V2}`,
    )
    expect(getExplorerAddressUrl(null, POOL_V2)).toBeNull()
    expect(getExplorerAddressUrl('javascript:alert(1)', POOL_V2)).toBeNull()
    expect(getExplorerAddressUrl('not a url', POOL_V2)).toBeNull()
  })
})
