/**
 * A client group: the address blocks a client is counted in, from the
 * widest to its own, as data (never a string parsed again later). An IPv4
 * client has one level, its /24; an IPv6 client three, its /32, the /48
 * inside it and its own /56 inside that. Every level gets a fair share of
 * the queue and of the upstream budget (server/README.md), so renting many
 * addresses inside one block buys one share of that block.
 */
export type ClientGroup = {
  /** The group's own block, its identity: `path`'s last entry. */
  key: string
  /** Its blocks, widest first; every entry names its level (`/32`…). */
  path: readonly string[]
}

/** A group of one level (the proxy's own calls, an unknown address). */
export const toFlatGroup = (key: string): ClientGroup => ({
  key,
  path: [key],
})
