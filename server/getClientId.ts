import { isIP } from 'node:net'

/**
 * The key per-client limits are counted under. The socket's address, unless
 * the proxy sits behind `trustProxyHops` reverse proxies, each appending to
 * X-Forwarded-For: then the entry the nearest trusted hop wrote. Anything
 * further left is client-controlled and ignored. Clients are grouped by the
 * block one subscriber usually holds, /24 for IPv4 and /56 for IPv6 (the
 * prefix ISPs delegate to a home or small office; a /64 is one of its 256
 * LANs), so renting more addresses, or more LANs, from one host does not buy
 * more of the budget.
 */

type GetClientIdParameters = {
  socketAddress: string | undefined
  forwardedFor: string | undefined
  trustProxyHops: number
}

function expandIpv6(address: string) {
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right]
}

const toIpv4Block = (address: string) =>
  `${address.split('.').slice(0, 3).join('.')}.0/24`

function toClientBlock(address: string) {
  const bare = address.trim().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(bare)
  if (mapped?.[1] && isIP(mapped[1]) === 4) return toIpv4Block(mapped[1])
  const version = isIP(bare)
  if (version === 4) return toIpv4Block(bare)
  if (version === 6) {
    const groups = expandIpv6(bare.split('%')[0] ?? bare).map((group) =>
      Number.parseInt(group || '0', 16),
    )
    // 56 bits: three whole groups and the high byte of the fourth.
    const fourth = (groups[3] ?? 0) & 0xff00
    return `${[...groups.slice(0, 3), fourth]
      .map((group) => group.toString(16))
      .join(':')}::/56`
  }
  return null
}

export function getClientId({
  socketAddress,
  forwardedFor,
  trustProxyHops,
}: GetClientIdParameters) {
  if (trustProxyHops > 0 && forwardedFor) {
    const hops = forwardedFor.split(',')
    const entry = hops[hops.length - trustProxyHops]
    const address = entry === undefined ? null : toClientBlock(entry)
    if (address) return address
  }
  return (socketAddress && toClientBlock(socketAddress)) || 'unknown'
}
