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

  test('behavior: IPv6 clients are grouped by /64', () => {
    const a = getClientId({
      socketAddress: '2001:db8:1:2:aaaa::1',
      forwardedFor: undefined,
      trustProxyHops: 0,
    })
    const b = getClientId({
      socketAddress: '2001:db8:1:2:bbbb:1:2:3',
      forwardedFor: undefined,
      trustProxyHops: 0,
    })
    const c = getClientId({
      socketAddress: '2001:db8:1:3::1',
      forwardedFor: undefined,
      trustProxyHops: 0,
    })
    expect(a).toBe('2001:db8:1:2::/64')
    expect(b).toBe(a)
    expect(c).not.toBe(a)
    expect(
      getClientId({
        socketAddress: '::1',
        forwardedFor: undefined,
        trustProxyHops: 0,
      }),
    ).toBe('0:0:0:0::/64')
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
