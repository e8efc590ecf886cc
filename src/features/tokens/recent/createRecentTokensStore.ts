import type { Address } from 'viem'
import {
  createJSONStorage,
  type PersistStorage,
  persist,
} from 'zustand/middleware'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { isAddressShape } from '../../../../schema/isAddressShape'
import { isSameAddress } from '../../../lib/addressKey'
import type { AppToken } from '../types'

export const RECENT_TOKENS_STORAGE_KEY = 'swap.tokens.recent.v1'
export const RECENT_TOKENS_VERSION = 1
export const MAX_RECENT_TOKENS_PER_CHAIN = 8

/**
 * What is remembered of a pick. Verification is deliberately not stored:
 * storage is writable by anything on the origin, so trust is always taken
 * from the current list, never from what was saved.
 */
export type RecentToken = {
  chainId: number
  address: Address
  symbol: string
  name: string
  decimals: number
  logoURI: string | null
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isText = (value: unknown, min: number, max: number) =>
  typeof value === 'string' && value.length >= min && value.length <= max

// A plain guard rather than zod: this store loads with the first paint, and
// the zod contract is kept off that path.
function readStoredToken(entry: unknown): RecentToken | null {
  if (!isRecord(entry)) return null
  const { chainId, address, symbol, name, decimals, logoURI } = entry
  const isValid =
    Number.isSafeInteger(chainId) &&
    (chainId as number) > 0 &&
    typeof address === 'string' &&
    isAddressShape(address) &&
    isText(symbol, 1, 64) &&
    isText(name, 0, 128) &&
    Number.isInteger(decimals) &&
    (decimals as number) >= 0 &&
    (decimals as number) <= 255 &&
    (logoURI === null || isText(logoURI, 0, 2048))
  if (!isValid) return null
  return {
    chainId: chainId as number,
    address: address as Address,
    symbol: symbol as string,
    name: name as string,
    decimals: decimals as number,
    logoURI: logoURI as string | null,
  }
}

export type RecentTokensData = {
  /** Most recent first, per chain id. */
  byChain: Record<string, RecentToken[]>
}

export type RecentTokensState = RecentTokensData & {
  actions: {
    tokenPicked: (token: AppToken) => void
    recentTokensCleared: (chainId: number) => void
  }
}

/** Keeps what parses and drops the rest: a bad entry never breaks the app. */
export function parseRecentTokens(persisted: unknown): RecentTokensData {
  const byChain: Record<string, RecentToken[]> = {}
  const stored = isRecord(persisted) ? persisted.byChain : undefined
  if (!isRecord(stored)) return { byChain }
  for (const [chainId, entries] of Object.entries(stored)) {
    if (!Array.isArray(entries)) continue
    const tokens = entries.flatMap((entry) => {
      const token = readStoredToken(entry)
      return token && String(token.chainId) === chainId ? [token] : []
    })
    if (tokens.length > 0) {
      byChain[chainId] = tokens.slice(0, MAX_RECENT_TOKENS_PER_CHAIN)
    }
  }
  return { byChain }
}

/**
 * Version 1 is the first shape. Anything stored under another version is
 * read through the same parser, so whatever still fits survives.
 */
export function migrateRecentTokens(
  persisted: unknown,
  _version: number,
): RecentTokensData {
  return parseRecentTokens(persisted)
}

function toRecentToken(token: AppToken): RecentToken {
  const { chainId, address, symbol, name, decimals, logoURI } = token
  return { chainId, address, symbol, name, decimals, logoURI }
}

type CreateRecentTokensStoreParameters = {
  storage?: PersistStorage<RecentTokensData> | undefined
}

export type RecentTokensStore = StoreApi<RecentTokensState>

export function createRecentTokensStore({
  storage = createJSONStorage<RecentTokensData>(() => localStorage),
}: CreateRecentTokensStoreParameters = {}): RecentTokensStore {
  return createStore<RecentTokensState>()(
    persist(
      (set) => ({
        byChain: {},
        actions: {
          tokenPicked: (token) =>
            set(({ byChain }) => {
              const key = String(token.chainId)
              const others = (byChain[key] ?? []).filter(
                (recent) => !isSameAddress(recent.address, token.address),
              )
              const next = [toRecentToken(token), ...others]
              return {
                byChain: {
                  ...byChain,
                  [key]: next.slice(0, MAX_RECENT_TOKENS_PER_CHAIN),
                },
              }
            }),
          recentTokensCleared: (chainId) =>
            set(({ byChain }) => {
              const { [String(chainId)]: _, ...rest } = byChain
              return { byChain: rest }
            }),
        },
      }),
      {
        name: RECENT_TOKENS_STORAGE_KEY,
        version: RECENT_TOKENS_VERSION,
        storage,
        partialize: ({ byChain }) => ({ byChain }),
        migrate: migrateRecentTokens,
        merge: (persisted, current) => ({
          ...current,
          ...parseRecentTokens(persisted),
        }),
      },
    ),
  )
}
