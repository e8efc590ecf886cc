import type { Address } from 'viem'

/** The explorer's page for an address; null without an http(s) explorer. */
export function getExplorerAddressUrl(
  explorerUrl: string | null,
  address: Address,
): string | null {
  if (!explorerUrl) return null
  try {
    const base = new URL(explorerUrl)
    if (base.protocol !== 'https:' && base.protocol !== 'http:') return null
    return `${base.href.replace(/\/+$/, '')}/address/${address}`
  } catch {
    return null
  }
}
