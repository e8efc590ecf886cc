import type { Address } from 'viem'
import { isAddressShape } from '../../schema/isAddressShape'

/** wagmi's storage key for this app (createWagmiConfig's default). */
export const WALLET_STORAGE_KEY = 'swap.wagmi'

type SavedState = {
  current?: unknown
  connections?: { value?: unknown }
}

/** wagmi's persisted state (`<key>.store`) as stored, unchecked; null when
 * there is none or it is not JSON. */
function readSavedState(storage: Storage | null, key: string) {
  try {
    const saved = JSON.parse(storage?.getItem(`${key}.store`) ?? 'null') as {
      state?: SavedState
    } | null
    return saved?.state ?? null
  } catch {
    return null
  }
}

/**
 * Whether wagmi saved a connected session in `storage` (its persisted
 * state, `<key>.store`, names a current connection). Read before wagmi's
 * code is here: the page fetches it at start-up for a returning person,
 * and a configuration restores a session only where there is one.
 */
export function hasSavedWalletSession(
  storage: Storage | null,
  key = WALLET_STORAGE_KEY,
): boolean {
  return typeof readSavedState(storage, key)?.current === 'string'
}

type SavedConnection = { accounts?: unknown; chainId?: unknown }

/**
 * The account and chain of wagmi's saved current connection, or null: its
 * persisted state keeps the connections as a serialised Map
 * (`{ __type: 'Map', value: [[uid, connection], …] }`). Read before
 * wagmi's code is here; nothing in it is trusted beyond its shape.
 */
export function readSavedWalletAccount(
  storage: Storage | null,
  key = WALLET_STORAGE_KEY,
): { address: Address; chainId: number } | null {
  const state = readSavedState(storage, key)
  const current = state?.current
  const entries = state?.connections?.value
  if (typeof current !== 'string' || !Array.isArray(entries)) return null
  const entry = (entries as unknown[]).find(
    (candidate) => Array.isArray(candidate) && candidate[0] === current,
  ) as [string, SavedConnection] | undefined
  const connection = entry?.[1]
  const address = Array.isArray(connection?.accounts)
    ? (connection.accounts[0] as unknown)
    : undefined
  const chainId = connection?.chainId
  if (!isAddressShape(address)) return null
  if (!Number.isSafeInteger(chainId) || (chainId as number) <= 0) return null
  return { address, chainId: chainId as number }
}
