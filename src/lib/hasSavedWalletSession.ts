import type { Address } from 'viem'
import { isAddressShape } from '../../schema/isAddressShape'

/** wagmi's storage key for this app (createWagmiConfig's default). */
export const WALLET_STORAGE_KEY = 'swap.wagmi'

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
  try {
    const saved = JSON.parse(storage?.getItem(`${key}.store`) ?? 'null') as {
      state?: { current?: unknown }
    } | null
    return typeof saved?.state?.current === 'string'
  } catch {
    return false
  }
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
  try {
    const saved = JSON.parse(storage?.getItem(`${key}.store`) ?? 'null') as {
      state?: { current?: unknown; connections?: { value?: unknown } }
    } | null
    const current = saved?.state?.current
    const entries = saved?.state?.connections?.value
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
  } catch {
    return null
  }
}
