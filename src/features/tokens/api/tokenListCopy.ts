// A chain's token list as this browser last had it (lastGoodCopy.ts), loaded
// on demand: saved when the page is idle after an answer, read only when the
// proxy cannot answer. Stored as the endpoint's own shape and parsed with
// its schema, like a fresh page.
import type { Token } from '../../../../schema/tokens'
import { loadApiContract } from '../../../lib/apiClient'
import {
  getCopyStorage,
  loadLastGoodCopy,
  saveLastGoodCopy,
} from '../../../lib/lastGoodCopy'
import type { AppToken, TokenListAge } from '../types'
import { toAppToken } from './toAppToken'
import { withNativeToken } from './withNativeToken'

/**
 * The browser keeps this many of a chain's tokens (list order, the
 * service's own): about 1 MB of storage at most.
 */
export const TOKEN_LIST_COPY_MAX_TOKENS = 4_000

export const tokenListCopyStorageKey = (chainId: number) =>
  `swap.tokens.v1:${chainId}`

type CopyStorage = Pick<Storage, 'getItem' | 'setItem'> | null | undefined
type ListKey = { chainId: number; baseUrl?: string | undefined }
type TokenListCopy = {
  baseUrl: string | null
  pricesAtMs: number
  tokens: Record<string, unknown>
}

const storageOf = (storage: CopyStorage) =>
  storage === undefined ? getCopyStorage() : storage

export function saveTokenListCopy(
  storage: CopyStorage,
  { chainId, baseUrl }: ListKey,
  { entries, pricesAtMs }: { entries: Token[]; pricesAtMs: number },
) {
  const tokens: Record<string, Token> = {}
  for (const entry of entries.slice(0, TOKEN_LIST_COPY_MAX_TOKENS)) {
    tokens[entry.address] = entry
  }
  const copy: TokenListCopy = { baseUrl: baseUrl ?? null, pricesAtMs, tokens }
  saveLastGoodCopy({
    storage: storageOf(storage),
    key: tokenListCopyStorageKey(chainId),
    value: copy,
    savedAtMs: Date.now(),
  })
}

/** The copy for this chain and proxy, named and ordered as a fresh list. */
export async function loadTokenListCopy(
  storage: CopyStorage,
  { chainId, baseUrl }: ListKey,
): Promise<{ tokens: AppToken[]; age: TokenListAge } | null> {
  const [{ endpoints }] = await loadApiContract()
  const copy = loadLastGoodCopy({
    storage: storageOf(storage),
    key: tokenListCopyStorageKey(chainId),
    nowMs: Date.now(),
    parse: (value) => {
      const stored = value as Partial<TokenListCopy> | null
      if ((stored?.baseUrl ?? null) !== (baseUrl ?? null)) return null
      if (typeof stored?.pricesAtMs !== 'number') return null
      const parsed = endpoints.tokenList.response.safeParse({
        tokens: stored.tokens,
      })
      if (!parsed.success) return null
      const entries = Object.values(parsed.data.tokens)
      return { entries, pricesAtMs: stored.pricesAtMs }
    },
  })
  if (!copy) return null
  const tokens = copy.value.entries.map((entry) => toAppToken(entry, chainId))
  return {
    tokens: withNativeToken(tokens, { chainId }),
    age: { pricesAtMs: copy.value.pricesAtMs, copySavedAtMs: copy.savedAtMs },
  }
}
