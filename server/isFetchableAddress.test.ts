import { describe, expect, test } from 'vitest'
import { isFetchableAddress } from './isFetchableAddress'

describe('isFetchableAddress', () => {
  test('behavior: public unicast addresses may be fetched', () => {
    for (const address of [
      '93.184.215.14',
      '2606:4700::6810:84e5',
      '1.1.1.1',
    ]) {
      expect(isFetchableAddress(address, false), address).toBe(true)
    }
  })

  test('behavior: private, loopback, link-local, metadata and mapped forms are refused', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
      'not-an-address',
    ]) {
      expect(isFetchableAddress(address, false), address).toBe(false)
    }
  })

  test('behavior: a devnet may reach loopback, and still no private network', () => {
    expect(isFetchableAddress('127.0.0.1', true)).toBe(true)
    expect(isFetchableAddress('::1', true)).toBe(true)
    expect(isFetchableAddress('192.168.1.1', true)).toBe(false)
    expect(isFetchableAddress('169.254.169.254', true)).toBe(false)
  })
})
