import { BlockList, isIP } from 'node:net'

/**
 * Whether the proxy may open a connection to `address` on behalf of a URL
 * someone else wrote (a token logo): the SSRF rule. Only public unicast
 * addresses, never this machine, its networks or its cloud's metadata
 * service. On a devnet (a loopback upstream) loopback is allowed too: the
 * reference service serves its logos there, and nothing else runs behind
 * such a proxy.
 */

const nonPublic = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 reaches IPv4 space
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6')
}

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

export function isFetchableAddress(address: string, isDevnet: boolean) {
  const mapped = mappedIpv4.exec(address)?.[1]
  if (mapped) return isFetchableAddress(mapped, isDevnet)
  const version = isIP(address)
  if (version === 0) return false
  const type = version === 4 ? 'ipv4' : 'ipv6'
  if (isDevnet && loopback.check(address, type)) return true
  return !nonPublic.check(address, type)
}
