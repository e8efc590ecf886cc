import { describe, expect, test } from 'vitest'
import { getClientId, parseForwardedAddress } from './getClientId'

const keyOf = (
  socketAddress: string | undefined,
  forwardedFor?: string,
  trustProxyHops = 0,
) => {
  const identity = getClientId({ socketAddress, forwardedFor, trustProxyHops })
  return identity.kind === 'group' ? identity.group.key : identity
}

describe('getClientId', () => {
  test('behavior: IPv4 clients are grouped by /24, IPv4-mapped addresses unwrapped', () => {
    expect(keyOf('203.0.113.5')).toBe('203.0.113.0/24')
    expect(keyOf('::ffff:203.0.113.250')).toBe('203.0.113.0/24')
    expect(keyOf('203.0.114.5')).toBe('203.0.114.0/24')
    expect(parseForwardedAddress('203.0.113.5')?.path).toEqual([
      '203.0.113.0/24',
    ])
  })

  test('behavior: X-Forwarded-For is ignored unless proxies are trusted', () => {
    expect(keyOf('10.0.0.1', '1.2.3.4')).toBe('10.0.0.0/24')
    expect(keyOf('10.0.0.1', 'garbage')).toBe('10.0.0.0/24')
  })

  test('behavior: with trusted hops, the entry the nearest trusted proxy wrote; spoofed entries to its left are ignored', () => {
    const forwardedFor = '6.6.6.6, 198.51.100.7, 10.0.0.2'
    expect(keyOf('10.9.9.1', forwardedFor, 1)).toBe('10.0.0.0/24')
    expect(keyOf('10.9.9.1', forwardedFor, 2)).toBe('198.51.100.0/24')
    // Whatever is further left is not even parsed.
    expect(keyOf('10.9.9.1', 'not an address, 198.51.100.7', 1)).toBe(
      '198.51.100.0/24',
    )
    // No header at all: the client reached the proxy directly.
    expect(keyOf('10.9.9.1', undefined, 1)).toBe('10.9.9.0/24')
  })

  test.each([
    ['203.0.113.5:4711', '203.0.113.0/24'],
    ['  203.0.113.5  ', '203.0.113.0/24'],
    ['203.0.113.5:0', '203.0.113.0/24'],
    ['[2001:db8:1:2::1]:4711', '2001:db8:1:0::/56'],
    ['[2001:db8:1:2::1]', '2001:db8:1:0::/56'],
    ['\t2001:db8:1:2::1 ', '2001:db8:1:0::/56'],
    ['[::ffff:203.0.113.9]:443', '203.0.113.0/24'],
    ['[fe80::1%eth0]:80', 'fe80:0:0:0::/56'],
  ])(
    'behavior: a trusted entry %j (ports, brackets, whitespace) is the client %s',
    (entry, key) => {
      expect(keyOf('10.9.9.1', `6.6.6.6,${entry}`, 1)).toBe(key)
    },
  )

  test.each([
    ['garbage'],
    ['unknown'],
    [''],
    ['203.0.113.5:99999'],
    ['203.0.113.5:'],
    ['203.0.113.256'],
    ['[203.0.113.5]:80'],
    ['[2001:db8::1]:'],
    ['[2001:db8::1'],
    ['2001:db8::1:4711:x'],
    ['_hidden'],
  ])(
    'behavior: an unparsable trusted entry %j is an error naming it, never the socket address',
    (entry) => {
      const identity = getClientId({
        socketAddress: '10.9.9.1',
        forwardedFor: `198.51.100.7, ${entry}`,
        trustProxyHops: 1,
      })
      expect(identity).toEqual({
        kind: 'invalid',
        message: `X-Forwarded-For entry ${JSON.stringify(entry)} written by the nearest trusted proxy is not an IP address (IPv4, IPv6, either with a port, IPv6 in brackets)`,
      })
    },
  )

  test('behavior: fewer entries than trusted proxies is an error, never the socket address', () => {
    expect(
      getClientId({
        socketAddress: '10.9.9.1',
        forwardedFor: '1.1.1.1',
        trustProxyHops: 3,
      }),
    ).toEqual({
      kind: 'invalid',
      message:
        'X-Forwarded-For has 1 entries; the 3 trusted proxies in front of this service write at least 3',
    })
  })

  test('behavior: IPv6 clients are grouped by /56 inside their /48 inside their /32: every /64 LAN of one delegated prefix is one client', () => {
    const a = keyOf('2001:db8:1:2:aaaa::1')
    expect(a).toBe('2001:db8:1:0::/56')
    // Other hosts and other /64s inside the same /56.
    expect(keyOf('2001:db8:1:2:bbbb:1:2:3')).toBe(a)
    expect(keyOf('2001:db8:1:3::1')).toBe(a)
    expect(keyOf('2001:db8:1:ff:ffff:ffff:ffff:ffff')).toBe(a)
    expect(keyOf('[2001:db8:1:00ab::7]')).toBe(a)
    // The next /56, and a different third group.
    expect(keyOf('2001:db8:1:100::1')).toBe('2001:db8:1:100::/56')
    expect(keyOf('2001:db8:2:2::1')).not.toBe(a)
    expect(keyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/56')
    expect(keyOf('::1')).toBe('0:0:0:0::/56')
    // The blocks it is counted in, widest first, as data.
    expect(parseForwardedAddress('2001:db8:1:2:aaaa::1')?.path).toEqual([
      '2001:db8::/32',
      '2001:db8:1::/48',
      '2001:db8:1:0::/56',
    ])
    expect(
      parseForwardedAddress('2001:db8:1:100::1')?.path.slice(0, 2),
    ).toEqual(['2001:db8::/32', '2001:db8:1::/48'])
  })

  test('behavior: no address at all is one shared bucket', () => {
    expect(keyOf(undefined)).toBe('unknown')
  })
})
