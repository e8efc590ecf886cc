import type { Token } from '../../../../schema/tokens'

type CollectTokenPagesParameters = {
  fetchPage: (page: number) => Promise<{ tokens: Record<string, Token> }>
  pageSize: number
  /** Hard stop, so a service that ignores `page` cannot loop us forever. */
  maxPages: number
  /** Each page's new entries as it arrives, before the walk goes on. */
  onPage?: ((entries: Token[]) => void) | undefined
}

type CollectTokenPagesReturnType = Token[]

/**
 * Walks the 0-based pages of `/{chainId}/tokens` until one comes back short.
 * Entries are de-duplicated by address (first seen wins, so list order is the
 * service's); a page that adds nothing new ends the walk too, because a
 * service that ignores `page` would otherwise hand us page 0 forever.
 */
export async function collectTokenPages({
  fetchPage,
  pageSize,
  maxPages,
  onPage,
}: CollectTokenPagesParameters): Promise<CollectTokenPagesReturnType> {
  const byAddress = new Map<string, Token>()
  for (let page = 0; page < maxPages; page++) {
    const entries = Object.values((await fetchPage(page)).tokens)
    const added: Token[] = []
    for (const entry of entries) {
      const key = entry.address.toLowerCase()
      if (byAddress.has(key)) continue
      byAddress.set(key, entry)
      added.push(entry)
    }
    if (added.length > 0) onPage?.(added)
    if (entries.length < pageSize || added.length === 0) break
  }
  return [...byAddress.values()]
}
