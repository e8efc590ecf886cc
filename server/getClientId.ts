import { isIP } from 'node:net'
import { type ClientGroup, toFlatGroup } from './clientGroup'

/**
 * The group per-client limits are counted under. The socket's address,
 * unless the proxy sits behind `trustProxyHops` reverse proxies, each
 * appending to X-Forwarded-For: then the entry the nearest trusted hop
 * wrote. Anything further left is client-controlled and ignored.
 *
 * Clients are grouped by the block one subscriber usually holds, /24 for
 * IPv4 and /56 for IPv6 (the prefix ISPs delegate to a home or small
 * office; a /64 is one of its 256 LANs), and an IPv6 /56 is counted inside
 * its /48 (one site, one routed allocation) inside its /32 (one ISP's):
 * renting many /56s of one /48 buys one /48's share (server/README.md).
 *
 * Entries are parsed as load balancers write them: `203.0.113.5`,
 * `203.0.113.5:4711`, `2001:db8::1`, `[2001:db8::1]`,
 * `[2001:db8::1]:4711`, with whitespace around. The trusted entry must
 * parse: an unparsable one (or fewer entries than trusted hops) is a
 * request error, never a fallback to the socket address, which is the
 * nearest proxy's and would merge every user into one group.
 */

type GetClientIdParameters = {
  socketAddress: string | undefined
  forwardedFor: string | undefined
  trustProxyHops: number
}

export type ClientIdentity =
  | { kind: 'group'; group: ClientGroup }
  | { kind: 'invalid'; message: string }

function expandIpv6(address: string) {
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right]
}

const toIpv4Group = (address: string) =>
  toFlatGroup(`${address.split('.').slice(0, 3).join('.')}.0/24`)

/** The /32, /48 and /56 of an IPv6 address (one zone index dropped). */
function toIpv6Group(address: string): ClientGroup {
  const words = expandIpv6(address.split('%')[0] ?? address).map((word) =>
    Number.parseInt(word || '0', 16),
  )
  const hex = (values: number[]) =>
    values.map((value) => value.toString(16)).join(':')
  const [a = 0, b = 0, c = 0, d = 0] = words
  // 56 bits: three whole words and the high byte of the fourth.
  const path = [
    `${hex([a, b])}::/32`,
    `${hex([a, b, c])}::/48`,
    `${hex([a, b, c, d & 0xff00])}::/56`,
  ]
  return { key: path[2] ?? '', path }
}

/** The group of a bare address (IPv4, IPv6, IPv4-mapped), or null. */
function toGroupOf(bare: string): ClientGroup | null {
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(bare)
  if (mapped?.[1] && isIP(mapped[1]) === 4) return toIpv4Group(mapped[1])
  const version = isIP(bare)
  if (version === 4) return toIpv4Group(bare)
  if (version === 6) return toIpv6Group(bare)
  return null
}

const isPort = (port: string) =>
  /^\d{1,5}$/.test(port) && Number(port) <= 65_535

/**
 * One X-Forwarded-For entry (or socket address): an address, with or
 * without a port, IPv6 in brackets when it has one. Null when it is none
 * of these.
 */
export function parseForwardedAddress(entry: string): ClientGroup | null {
  const text = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text)
  if (bracketed) {
    const [, address = '', port] = bracketed
    if (port !== undefined && !isPort(port)) return null
    return isIP(address.split('%')[0] ?? '') === 6 ? toGroupOf(address) : null
  }
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):(\d+)$/.exec(text)
  if (withPort) {
    const [, address = '', port = ''] = withPort
    return isPort(port) && isIP(address) === 4 ? toGroupOf(address) : null
  }
  return toGroupOf(text)
}

/** At most this much of a bad entry is quoted back. */
const MAX_QUOTED_CHARS = 64

export function getClientId({
  socketAddress,
  forwardedFor,
  trustProxyHops,
}: GetClientIdParameters): ClientIdentity {
  if (trustProxyHops > 0 && forwardedFor !== undefined) {
    const hops = forwardedFor.split(',')
    const entry = hops[hops.length - trustProxyHops]
    if (entry === undefined) {
      return {
        kind: 'invalid',
        message: `X-Forwarded-For has ${hops.length} entries; the ${trustProxyHops} trusted proxies in front of this service write at least ${trustProxyHops}`,
      }
    }
    const group = parseForwardedAddress(entry)
    if (!group) {
      const quoted = JSON.stringify(entry.trim().slice(0, MAX_QUOTED_CHARS))
      return {
        kind: 'invalid',
        message: `X-Forwarded-For entry ${quoted} written by the nearest trusted proxy is not an IP address (IPv4, IPv6, either with a port, IPv6 in brackets)`,
      }
    }
    return { kind: 'group', group }
  }
  const group = socketAddress ? parseForwardedAddress(socketAddress) : null
  return { kind: 'group', group: group ?? toFlatGroup('unknown') }
}
