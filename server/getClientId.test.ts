import { describe, expect, test } from 'vitest'
import { getClientId } from './getClientId'

describe('getClientId', () => {
  test('behavior: IPv4 clients are grouped by /24, IPv4-mapped addresses unwrapped', () => {
    expect(
      getClientId({
        socketAddress: '203.0.113.5',
        forwardedFor: undefined,
        trustProxyHops: 0,
      }),
    ).toBe('203.0.113.0/24')
    expect(
      getClientId({
        socketAddress: '::ffff:203.0.113.250',
        forwardedFor: undefined,
        trustProxyHops: 0,
      }),
    ).toBe('203.0.113.0/24')
    expect(
      getClientId({
        socketAddress: '203.0.114.5',
        forwardedFor: undefined,
        trustProxyHops: 0,
      }),
    ).toBe('203.0.114.0/24')
  })

  test('behavior: X-Forwarded-For is ignored unless proxies are trusted', () => {
    expect(
      getClientId({
        socketAddress: '10.0.0.1',
        forwardedFor: '1.2.3.4',
        trustProxyHops: 0,
      }),
    ).toBe('10.0.0.0/24')
  })

  test('behavior: with trusted hops, the entry the nearest trusted proxy wrote; spoofed entries to its left are ignored', () => {
    const forwardedFor = '6.6.6.6, 198.51.100.7, 10.0.0.2'
    expect(
      getClientId({
        socketAddress: '10.9.9.1',
        forwardedFor,
        trustProxyHops: 1,
      }),
    ).toBe('10.0.0.0/24')
    expect(
      getClientId({
        socketAddress: '10.9.9.1',
        forwardedFor,
        trustProxyHops: 2,
      }),
    ).toBe('198.51.100.0/24')
    expect(
      getClientId({
        socketAddress: '10.9.9.1',
        forwardedFor: 'garbage',
        trustProxyHops: 1,
      }),
    ).toBe('10.9.9.0/24')
    expect(
      getClientId({
        socketAddress: '10.9.9.1',
        forwardedFor: '1.1.1.1',
        trustProxyHops: 3,
      }),
    ).toBe('10.9.9.0/24')
  })

  test('behavior: IPv6 clients are grouped by /56: every /64 LAN of one delegated prefix is one client', () => {
    const idOf = (socketAddress: string) =>
      getClientId({ socketAddress, forwardedFor: undefined, trustProxyHops: 0 })
    const a = idOf('2001:db8:1:2:aaaa::1')
    expect(a).toBe('2001:db8:1:0::/56')
    // Other hosts and other /64s inside the same /56.
    expect(idOf('2001:db8:1:2:bbbb:1:2:3')).toBe(a)
    expect(idOf('2001:db8:1:3::1')).toBe(a)
    expect(idOf('2001:db8:1:ff:ffff:ffff:ffff:ffff')).toBe(a)
    expect(idOf('[2001:db8:1:00ab::7]')).toBe(a)
    // The next /56, and a different third group.
    expect(idOf('2001:db8:1:100::1')).toBe('2001:db8:1:100::/56')
    expect(idOf('2001:db8:2:2::1')).not.toBe(a)
    expect(idOf('fe80::1%eth0')).toBe('fe80:0:0:0::/56')
    expect(idOf('::1')).toBe('0:0:0:0::/56')
  })

  test('behavior: no address at all is one shared bucket', () => {
    expect(
      getClientId({
        socketAddress: undefined,
        forwardedFor: undefined,
        trustProxyHops: 0,
      }),
    ).toBe('unknown')
  })
})
