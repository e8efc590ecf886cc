import { isIP } from 'node:net'

/**
 * The key per-client limits are counted under. The socket's address, unless
 * the proxy sits behind `trustProxyHops` reverse proxies, each appending to
 * X-Forwarded-For: then the entry the nearest trusted hop wrote. Anything
 * further left is client-controlled and ignored. IPv6 clients are grouped by
 * /64, the block one subscriber usually gets.
 */

export type GetClientIdParameters = {
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

export function normaliseAddress(address: string) {
  const bare = address.trim().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(bare)
  if (mapped?.[1]) return mapped[1]
  const version = isIP(bare)
  if (version === 4) return bare
  if (version === 6) {
    const groups = expandIpv6(bare.split('%')[0] ?? bare)
    return `${groups
      .slice(0, 4)
      .map((group) => Number.parseInt(group || '0', 16).toString(16))
      .join(':')}::/64`
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
    const address = entry === undefined ? null : normaliseAddress(entry)
    if (address) return address
  }
  return (socketAddress && normaliseAddress(socketAddress)) || 'unknown'
}
